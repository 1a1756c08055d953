import {
  FORM_ID,
  SOLUTION_STATUSES,
  findAxisByNumber,
  db,
  findUserById,
  isRating,
  pointsToGain,
  nextId,
  type SolutionStatus,
  type Stored,
} from '../db';
import { companyAddressedBy, parsePositiveInteger } from './dashboard';
import { badRequest, conflict, notFound } from './errors';
import { readJsonObject } from './input';
import type { ApiHttp, Schemas } from './kit';
import { requirePermission } from './page-access';
import { requireCompanyId, requireUser, type StoredUser } from './session';

/**
 * Proposed extensions of the action plan (openapi.yaml, tag `extensions`): the whole questionnaire with the company's
 * answers, the lever catalogue, priority issues, and the plan's actions with their status, deadline, owner and KPI.
 * Same rules as the spec's calls: bearer token, the caller's company only, French messages in the `Error` shape.
 */

export const ACTEUR_READ_ONLY_MESSAGE = "Votre rôle Acteur permet de consulter le plan d'actions, pas de le modifier.";
export const KPI_MAX_LENGTH = 160;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UPDATE_FIELDS = ['status', 'deadline', 'assigneeId', 'kpiId'] as const;

/** Acteur may read the plan (its preset page 'Plan d'actions'); changing it is for the company's administrators. */
function requirePlanEditor(user: StoredUser): void {
  requirePermission(user, 'editActionPlan', ACTEUR_READ_ONLY_MESSAGE);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function questionOf(formQuestionId: number) {
  return db.formQuestions.findFirst((q) => q.where({ id: formQuestionId }));
}

/** The question a call names by its id, or 400 (not an id) or 404. */
function requireQuestion(rawId: string) {
  const questionId = parsePositiveInteger(rawId);
  if (questionId === null) throw badRequest("L'identifiant de question est invalide.");
  const question = questionOf(questionId);
  if (!question) throw notFound('Question introuvable.');
  return question;
}

function ratingOf(companyId: number, formQuestionId: number): number | null {
  const content = db.formResponses.findFirst((q) => q.where({ companyId, formQuestionId }))?.content;
  return content !== undefined && isRating(content) ? Number(content) : null;
}

function toKpiOption(option: { id: number; content: string }): Schemas['KpiOption'] {
  return { id: option.id, content: option.content };
}

/** The catalogue options of a lever plus the company's own KPIs added for that action. */
function kpiOptionsOf(solution: Pick<Stored<'solutions'>, 'id' | 'leverId' | 'companyId'>) {
  return db.kpiOptions
    .findMany((q) => q.where({ companyId: solution.companyId, solutionId: solution.id }))
    .concat(
      solution.leverId === null
        ? []
        : db.kpiOptions.findMany((q) => q.where({ leverId: solution.leverId, companyId: null })),
    )
    .sort((a, b) => a.id - b.id);
}

export function toPlanSolution(solution: Stored<'solutions'>): Schemas['ActionPlanSolution'] {
  const lever =
    solution.leverId === null ? undefined : db.levers.findFirst((q) => q.where({ id: solution.leverId ?? -1 }));
  const questionId =
    lever?.formQuestionId ?? db.formQuestions.findFirst((q) => q.where({ title: solution.questionTitle }))?.id ?? null;
  const owner = solution.assigneeId === null ? undefined : findUserById(solution.assigneeId);
  const options = kpiOptionsOf(solution);
  const kpi = options.find((option) => option.id === solution.kpiId);
  return {
    id: solution.id,
    leverId: solution.leverId,
    questionId,
    content: solution.content,
    description: solution.description,
    status: solution.status,
    deadline: solution.deadline,
    group: solution.group,
    level: solution.level,
    questionTitle: solution.questionTitle,
    // Someone who left the company no longer owns its actions.
    assignee:
      owner && owner.companyId === solution.companyId
        ? {
            id: owner.id,
            name: owner.firstName === '' ? null : owner.firstName,
            surname: owner.lastName === '' ? null : owner.lastName,
            email: owner.email,
          }
        : null,
    kpi: kpi ? toKpiOption(kpi) : null,
    kpiOptions: options.map(toKpiOption),
    updatedAt: solution.updatedAt,
  };
}

/** The caller's action, or 404: another company's action is not revealed to exist. */
function requireSolution(companyId: number, rawId: string): Stored<'solutions'> {
  const id = parsePositiveInteger(rawId);
  const solution = id === null ? undefined : db.solutions.findFirst((q) => q.where({ id, companyId }));
  if (!solution) throw notFound('Action introuvable.');
  return solution;
}

interface SolutionChanges {
  status?: SolutionStatus;
  deadline?: string | null;
  assigneeId?: number | null;
  kpiId?: number | null;
}

function validChanges(body: Record<string, unknown>, solution: Stored<'solutions'>): SolutionChanges {
  const unknown = Object.keys(body).filter((key) => !(UPDATE_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) throw badRequest(`Champ inconnu : ${unknown.join(', ')}.`);
  if (Object.keys(body).length === 0) throw badRequest('Aucune modification demandée.');
  const changes: SolutionChanges = {};
  if ('status' in body) {
    if (!SOLUTION_STATUSES.includes(body.status as SolutionStatus)) {
      throw badRequest('Le statut doit valoir toRealize, inProgress ou validated.');
    }
    changes.status = body.status as SolutionStatus;
  }
  if ('deadline' in body) {
    const { deadline } = body;
    if (deadline !== null && (typeof deadline !== 'string' || !isCalendarDate(deadline))) {
      throw badRequest("L'échéance doit être une date valide au format AAAA-MM-JJ.");
    }
    changes.deadline = deadline;
  }
  if ('assigneeId' in body) {
    const { assigneeId } = body;
    if (assigneeId !== null) {
      const owner = typeof assigneeId === 'number' ? findUserById(assigneeId) : undefined;
      if (!owner || owner.companyId !== solution.companyId) {
        throw badRequest("Le responsable doit être un collaborateur de l'entreprise.");
      }
    }
    changes.assigneeId = assigneeId as number | null;
  }
  if ('kpiId' in body) {
    const { kpiId } = body;
    if (kpiId !== null && !kpiOptionsOf(solution).some((option) => option.id === kpiId)) {
      throw badRequest("Ce KPI n'est pas proposé pour cette action.");
    }
    changes.kpiId = kpiId as number | null;
  }
  return changes;
}

/** The company's answers as the action plan reads them, and the levers with where each stands for the company. */
function answerAndLeverHandlers(http: ApiHttp) {
  return [
    http.get('/form-response/default/{formId}/all', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = requireCompanyId(user);
      if (parsePositiveInteger(params.formId) !== FORM_ID) throw notFound('Formulaire introuvable.');
      const answers = db.formQuestions
        .all()
        .sort((a, b) => a.axe - b.axe || a.order - b.order)
        .map((question) => {
          const answer = db.formResponses.findFirst((q) => q.where({ companyId, formQuestionId: question.id }));
          return {
            formQuestionId: question.id,
            axe: question.axe,
            order: question.order,
            title: question.title,
            isFreeText: question.isFreeText,
            content: answer?.content ?? null,
            updatedAt: answer?.updatedAt ?? null,
          };
        });
      return response(200).json(answers);
    }),

    http.get('/users/solutions/{email}/levers', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      const priorities = new Set(
        db.likedQuestions.findMany((q) => q.where({ companyId })).map((liked) => liked.questionTitle),
      );
      const questions = db.formQuestions.all();
      const levers = db.levers
        .all()
        .sort((a, b) => a.id - b.id)
        .flatMap((lever) => {
          const question = questionOf(lever.formQuestionId);
          const axis = question ? findAxisByNumber(question.axe) : undefined;
          if (!question || !axis) return [];
          const planned = db.solutions.findFirst((q) => q.where({ companyId, leverId: lever.id }));
          const currentLevel = ratingOf(companyId, question.id);
          return [
            {
              id: lever.id,
              questionId: question.id,
              questionTitle: question.title,
              axe: question.axe,
              axeName: axis.name,
              content: lever.content,
              description: lever.description,
              level: lever.level,
              kpiOptions: db.kpiOptions
                .findMany((q) => q.where({ leverId: lever.id, companyId: null }))
                .sort((a, b) => a.id - b.id)
                .map(toKpiOption),
              currentLevel,
              pointsToGain: pointsToGain(questions, { axe: question.axe, level: lever.level, currentLevel }),
              isPriority: priorities.has(question.title),
              planSolutionId: planned?.id ?? null,
            },
          ];
        });
      return response(200).json(levers);
    }),
  ];
}

/** Priority issues: a question marked or unmarked as a priority of the company. */
function priorityIssueHandlers(http: ApiHttp) {
  return [
    http.put('/users/solutions/{email}/priority-issues/{questionId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      requirePlanEditor(user);
      const question = requireQuestion(params.questionId);
      const axis = findAxisByNumber(question.axe);
      if (!axis) throw notFound('Question introuvable.');
      if (question.isFreeText) throw badRequest('Une question ouverte ne peut pas devenir un enjeu prioritaire.');

      const existing = db.likedQuestions.findFirst((q) => q.where({ companyId, questionTitle: question.title }));
      const questionLevel = ratingOf(companyId, question.id) ?? 0;
      const liked =
        existing ??
        (await db.likedQuestions.create({
          id: nextId(db.likedQuestions),
          companyId,
          questionTitle: question.title,
          questionLevel,
          axeName: axis.name,
        }));
      return response(200).json({
        questionId: question.id,
        questionTitle: liked.questionTitle,
        questionLevel: liked.questionLevel,
        axeName: liked.axeName,
      });
    }),

    http.delete('/users/solutions/{email}/priority-issues/{questionId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      requirePlanEditor(user);
      const question = requireQuestion(params.questionId);
      db.likedQuestions.deleteMany((q) => q.where({ companyId, questionTitle: question.title }));
      return response(200).json({ success: true, message: "Cette question n'est plus un enjeu prioritaire." });
    }),
  ];
}

/** The action plan: its actions, one added from a lever, one changed, and a KPI of its own. */
function planHandlers(http: ApiHttp) {
  return [
    http.get('/users/solutions/{email}/plan', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      const solutions = db.solutions
        .findMany((q) => q.where({ companyId }))
        .sort((a, b) => a.id - b.id)
        .map(toPlanSolution);
      return response(200).json(solutions);
    }),

    http.post('/users/solutions/{email}/plan', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      requirePlanEditor(user);
      const body = await readJsonObject(request);
      const leverId = typeof body.leverId === 'number' && Number.isSafeInteger(body.leverId) ? body.leverId : null;
      if (leverId === null || leverId < 1) throw badRequest('Indiquez le levier à ajouter (leverId, un entier).');
      const lever = db.levers.findFirst((q) => q.where({ id: leverId }));
      const question = lever ? questionOf(lever.formQuestionId) : undefined;
      const axis = question ? findAxisByNumber(question.axe) : undefined;
      if (!lever || !question || !axis) throw notFound('Levier introuvable.');
      if (db.solutions.findFirst((q) => q.where({ companyId, leverId }))) {
        throw conflict("Ce levier fait déjà partie de votre plan d'actions.");
      }
      const solution = await db.solutions.create({
        id: nextId(db.solutions),
        companyId,
        content: lever.content,
        description: lever.description,
        status: 'toRealize',
        deadline: null,
        group: axis.name,
        level: lever.level,
        questionTitle: question.title,
        updatedAt: new Date().toISOString(),
        assigneeId: null,
        leverId,
        kpiId: null,
      });
      return response(201).json(toPlanSolution(solution));
    }),

    http.patch('/users/solutions/{email}/plan/{solutionId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      requirePlanEditor(user);
      const solution = requireSolution(companyId, params.solutionId);
      const changes = validChanges(await readJsonObject(request), solution);
      const updated = await db.solutions.update(solution, {
        data(draft) {
          Object.assign(draft, changes);
          // Achievements are dated and sorted by this field: only a change of status moves an action in time, not
          // a deadline or an owner set afterwards.
          if (changes.status !== undefined && changes.status !== solution.status) {
            draft.updatedAt = new Date().toISOString();
          }
        },
      });
      return response(200).json(toPlanSolution(updated ?? solution));
    }),

    http.post('/users/solutions/{email}/plan/{solutionId}/kpis', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      requirePlanEditor(user);
      const solution = requireSolution(companyId, params.solutionId);
      const body = await readJsonObject(request);
      const content = typeof body.label === 'string' ? body.label.trim() : '';
      if (content === '') throw badRequest('Le libellé du KPI est obligatoire.');
      if (content.length > KPI_MAX_LENGTH) {
        throw badRequest(`Le libellé du KPI ne doit pas dépasser ${KPI_MAX_LENGTH} caractères.`);
      }
      // The same indicator typed twice is chosen again rather than duplicated.
      const same = kpiOptionsOf(solution).find(
        (option) => option.content.localeCompare(content, 'fr', { sensitivity: 'base' }) === 0,
      );
      const option =
        same ??
        (await db.kpiOptions.create({
          id: nextId(db.kpiOptions),
          leverId: solution.leverId,
          companyId,
          solutionId: solution.id,
          content,
        }));
      const updated = await db.solutions.update(solution, {
        data(draft) {
          draft.kpiId = option.id;
        },
      });
      return response(201).json(toPlanSolution(updated ?? solution));
    }),
  ];
}

export function actionPlanHandlers(http: ApiHttp) {
  return [...answerAndLeverHandlers(http), ...priorityIssueHandlers(http), ...planHandlers(http)];
}
