import { FREE_TEXT_MAX_LENGTH } from '../../src/api/limits';
import { DIAGNOSIS_AXES, FORM_ID, findAxisByNumber, db, isRating, nextId } from '../db';
import { unansweredRatedQuestions } from '../evaluation';
import { parsePositiveInteger } from './dashboard';
import { badRequest, notFound } from './errors';
import { readJsonObject } from './input';
import type { ApiHttp, Schemas } from './kit';
import { requirePageAccess } from './page-access';
import { requireCompanyId, requireUser, type StoredUser } from './session';

/**
 * The questionnaire's calls are the page 'Mon évaluation' (spec §6 page access, the client's page table): a person
 * not granted it is refused them, as on screen, on every diagnosis page alike.
 */
async function requireQuestionnaireUser(request: Request): Promise<StoredUser> {
  const user = await requireUser(request);
  requirePageAccess(user, '/diagnostic');
  return user;
}

/**
 * The diagnostic questionnaire. Answers are the company's, whoever gives them: one answer per company and question,
 * replaced when given again, and a caller without a company is refused (403). Axis numbers: 1 Entreprise (the
 * perception form, no questions here), 2 Gouvernance, 3 Social, 4 Environnement, 5 Business.
 */

/** The longest free-text answer accepted (the prompts ask for a few sentences). */
/** Axe 1 (Entreprise) is the perception form of four fields: most advanced axis, axis to improve, initiative, score. */
export const ENTREPRISE_FIELD_COUNT = 4;
const ENTREPRISE_AXE = 1;
/** The first questionnaire axis: open from the start, like Entreprise. */
const GOUVERNANCE_AXE = 2;

export const RATING_MESSAGE = 'La note doit être 1, 2, 3 ou 4.';
export const NO_FORM_ANSWER_MESSAGE = 'Aucune réponse trouvée pour ce formulaire.';
export const FORM_COMPLETED_MESSAGE = 'Questionnaire complété.';
export const NO_QUESTION_ANSWER_MESSAGE = 'Aucune réponse trouvée pour cette question.';
const QUESTION_NOT_FOUND_MESSAGE = 'Question introuvable pour cet axe.';

/** The only form is FORM_ID (1); any other id is an unknown resource. */
function requireForm(rawFormId: string): void {
  if (parsePositiveInteger(rawFormId) !== FORM_ID) throw notFound('Formulaire introuvable.');
}

type AxeName = Schemas['FormAxeName'];
const isAxeName = (value: string | null): value is AxeName =>
  value === 'entreprise' || DIAGNOSIS_AXES.some((axis) => axis.slug === value);

interface ValidAnswer {
  formQuestionId: number;
  content: string;
}

/** Checks the whole payload before anything is written: a refused answer leaves every stored answer as it was. */
function validAnswers(body: Record<string, unknown>): ValidAnswer[] {
  const { responses } = body;
  if (!Array.isArray(responses) || responses.length === 0) throw badRequest('Aucune réponse à enregistrer.');
  return responses.map((item: unknown): ValidAnswer => {
    const { formQuestionId, content } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || !Number.isSafeInteger(formQuestionId) || typeof content !== 'string') {
      throw badRequest('Chaque réponse doit indiquer formQuestionId (un entier) et content (un texte).');
    }
    const id = formQuestionId as number;
    const question = db.formQuestions.findFirst((q) => q.where({ id }));
    if (!question) throw badRequest(`La question ${id} n'existe pas.`);
    if (question.isFreeText) {
      if (content.length > FREE_TEXT_MAX_LENGTH) {
        throw badRequest(`La réponse ne doit pas dépasser ${FREE_TEXT_MAX_LENGTH} caractères.`);
      }
    } else if (!isRating(content)) {
      throw badRequest(RATING_MESSAGE);
    }
    return { formQuestionId: id, content };
  });
}

/** Replaces the company's answer to a question, or creates it. */
async function upsertAnswer(companyId: number, userId: number, answer: ValidAnswer, now: Date): Promise<void> {
  const { formQuestionId, content } = answer;
  const updatedAt = now.toISOString();
  const existing = db.formResponses.findFirst((q) => q.where({ companyId, formQuestionId }));
  if (existing) {
    await db.formResponses.update(existing, {
      data(draft) {
        draft.content = content;
        draft.userId = userId;
        draft.updatedAt = updatedAt;
      },
    });
    return;
  }
  await db.formResponses.create({
    id: nextId(db.formResponses),
    companyId,
    userId,
    formQuestionId,
    content,
    updatedAt,
  });
}

export function formHandlers(http: ApiHttp) {
  return [
    http.get('/form/current/{formId}', async ({ request, params, response }) => {
      const user = await requireQuestionnaireUser(request);
      requireForm(params.formId);
      const companyId = requireCompanyId(user);
      if (!db.formResponses.findFirst((q) => q.where({ companyId }))) {
        return response(200).json({ message: NO_FORM_ANSWER_MESSAGE });
      }
      // Free-text questions are optional: the position is the first rated question without a rating.
      const [next] = unansweredRatedQuestions(companyId);
      const axis = next && findAxisByNumber(next.axe);
      if (!next || !axis) return response(200).json({ message: FORM_COMPLETED_MESSAGE });
      return response(200).json({ nextQuestion: { order: next.order, formAxe: { name: axis.slug } } });
    }),

    http.get('/form-question', async ({ request, response }) => {
      await requireQuestionnaireUser(request);
      const search = new URL(request.url).searchParams;
      const axis = findAxisByNumber(parsePositiveInteger(search.get('axe')) ?? 0);
      if (!axis) throw badRequest('Axe invalide : les questions sont sur les axes 2 à 5.');
      const order = parsePositiveInteger(search.get('question'));
      if (order === null || order > axis.questionCount) throw badRequest(QUESTION_NOT_FOUND_MESSAGE);
      const question = db.formQuestions.findFirst((q) => q.where({ axe: axis.questionAxe, order }));
      if (!question) throw badRequest(QUESTION_NOT_FOUND_MESSAGE);
      return response(200).json({ id: question.id, order: question.order, axe: question.axe, h1: question.title });
    }),

    http.get('/form-response/default/{formId}', async ({ request, params, response }) => {
      const user = await requireQuestionnaireUser(request);
      requireForm(params.formId);
      const formQuestionId = parsePositiveInteger(new URL(request.url).searchParams.get('question'));
      if (formQuestionId === null) throw badRequest("L'identifiant de question est invalide.");
      if (!db.formQuestions.findFirst((q) => q.where({ id: formQuestionId }))) {
        throw badRequest(`La question ${formQuestionId} n'existe pas.`);
      }
      const companyId = requireCompanyId(user);
      const answer = db.formResponses.findFirst((q) => q.where({ companyId, formQuestionId }));
      if (!answer) throw badRequest(NO_QUESTION_ANSWER_MESSAGE);
      return response(200).json({ content: answer.content, statusCode: 200 });
    }),

    http.post('/form-response/default/{formId}', async ({ request, params, response }) => {
      const user = await requireQuestionnaireUser(request);
      requireForm(params.formId);
      const companyId = requireCompanyId(user);
      const answers = validAnswers(await readJsonObject(request));
      const now = new Date();
      for (const answer of answers) await upsertAnswer(companyId, user.id, answer, now);
      const message = answers.length > 1 ? 'Réponses enregistrées.' : 'Réponse enregistrée.';
      return response(201).json({ statusCode: 201, message });
    }),

    http.get('/form-axe/available/{axe}', async ({ request, params, response }) => {
      const user = await requireQuestionnaireUser(request);
      const axe = parsePositiveInteger(params.axe);
      if (axe === null || (axe !== ENTREPRISE_AXE && !findAxisByNumber(axe))) {
        throw badRequest('Axe invalide : choisissez un axe de 1 à 5.');
      }
      const companyId = requireCompanyId(user);
      // Axes unlock in order: Entreprise and Gouvernance always, a later axis once every rated question before it
      // has an answer.
      const available =
        axe <= GOUVERNANCE_AXE || unansweredRatedQuestions(companyId).every((question) => question.axe >= axe);
      return response(200).json({ available });
    }),

    http.get('/form-axe/len', async ({ request, response }) => {
      await requireQuestionnaireUser(request);
      const name = new URL(request.url).searchParams.get('axe');
      if (!isAxeName(name)) {
        throw badRequest('Axe inconnu : choisissez entreprise, gouvernance, social, environnement ou business.');
      }
      const count =
        name === 'entreprise'
          ? ENTREPRISE_FIELD_COUNT
          : (DIAGNOSIS_AXES.find((axis) => axis.slug === name)?.questionCount ?? 0);
      return response(200).json(count);
    }),
  ];
}
