import {
  db,
  findCompanyById,
  nextId,
  randomToken,
  type Stored,
  type Survey,
  type SurveyQuestion,
  type SurveyResponse,
} from '../db';
import { SURVEY_INTRO, SURVEY_QUESTIONS, SURVEY_TITLE } from '../db/survey-template';
import { badRequest, conflict, notFound } from './errors';
import { readJsonObject } from './input';
import type { ApiHttp, Schemas } from './kit';
import { requirePageAccess, requirePermission } from './page-access';
import { requireCompanyId, requireUser } from './session';

/** Proposed extension: the staff perception survey, its public answer link and its aggregated results. */

const COMMENT_MAX = 2000;
const LINK_NOT_FOUND = "Ce lien d'enquête n'existe pas ou a été remplacé. Demandez le lien à jour à votre direction.";

function toSurvey(survey: Survey): Schemas['CompanySurvey'] {
  return {
    id: survey.id,
    title: survey.title,
    intro: survey.intro,
    shareToken: survey.shareToken,
    createdAt: survey.createdAt,
    questions: survey.questions.map((question) => ({ ...question, options: [...question.options] })),
  };
}

/**
 * Aggregates: participation against the company's declared head count (capped at 100 %: a head count that was not
 * updated should not show 120 %), counts per option in the options' order, free-text comments newest first.
 */
export function surveyResults(
  survey: Survey,
  responses: readonly SurveyResponse[],
  employeesNumber: number,
): Schemas['SurveyResults'] {
  const byQuestion = (questionId: string) =>
    responses.flatMap((response) =>
      response.answers.filter((answer) => answer.questionId === questionId && answer.value.trim() !== ''),
    );
  const newestFirst = [...responses].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return {
    responseCount: responses.length,
    employeesNumber,
    participationRate: employeesNumber > 0 ? Math.min(100, Math.round((responses.length / employeesNumber) * 100)) : 0,
    lastResponseAt: newestFirst[0]?.submittedAt ?? null,
    questions: survey.questions.map((question) => {
      const answers = byQuestion(question.id);
      return {
        questionId: question.id,
        answered: answers.length,
        counts: question.options.map((option) => ({
          option,
          count: answers.filter((answer) => answer.value === option).length,
        })),
      };
    }),
    comments: survey.questions
      .filter((question) => question.kind === 'text')
      .flatMap((question) =>
        newestFirst.flatMap((response) =>
          response.answers
            .filter((answer) => answer.questionId === question.id && answer.value.trim() !== '')
            .map((answer) => ({ questionId: question.id, text: answer.value, submittedAt: response.submittedAt })),
        ),
      )
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
  };
}

async function overviewOf(companyId: number): Promise<Schemas['CompanySurveyOverview']> {
  await db.surveyResponses.whenLoaded();
  const survey = db.surveys.findFirst((q) => q.where({ companyId }));
  if (!survey) return { survey: null, results: null };
  const responses = db.surveyResponses.findMany((q) => q.where({ surveyId: survey.id }));
  const employeesNumber = findCompanyById(companyId)?.employeesNumber ?? 0;
  return { survey: toSurvey(survey), results: surveyResults(survey, responses, employeesNumber) };
}

function surveyOfLink(rawToken: string | undefined): Stored<'surveys'> {
  const shareToken = rawToken ?? '';
  const survey = /^[A-Za-z0-9_-]{20,}$/.test(shareToken)
    ? db.surveys.findFirst((q) => q.where({ shareToken }))
    : undefined;
  if (!survey) throw notFound(LINK_NOT_FOUND);
  return survey;
}

/** Checks every answer against its question: required ones present, choices among the options, comments bounded. */
function validAnswers(questions: readonly SurveyQuestion[], raw: unknown): { questionId: string; value: string }[] {
  if (!Array.isArray(raw)) throw badRequest('Les réponses doivent être envoyées sous forme de liste.');
  const given = new Map<string, string>();
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') throw badRequest('Réponse illisible.');
    const { questionId, value } = entry as Record<string, unknown>;
    if (typeof questionId !== 'string' || typeof value !== 'string') throw badRequest('Réponse illisible.');
    if (!questions.some((question) => question.id === questionId)) {
      throw badRequest(`La question « ${questionId} » ne fait pas partie de cette enquête.`);
    }
    if (given.has(questionId)) throw badRequest("Chaque question ne peut recevoir qu'une réponse.");
    given.set(questionId, value);
  }
  return questions.flatMap((question, index) => {
    const value = given.get(question.id)?.trim() ?? '';
    if (value === '') {
      if (question.required) throw badRequest(`Merci de répondre à la question ${index + 1} avant d'envoyer.`);
      return [];
    }
    if (question.kind === 'text') {
      if (value.length > COMMENT_MAX) {
        throw badRequest(`Votre commentaire ne doit pas dépasser ${COMMENT_MAX} caractères.`);
      }
    } else if (!question.options.includes(value)) {
      throw badRequest(`La réponse à la question ${index + 1} ne fait pas partie des choix proposés.`);
    }
    return [{ questionId: question.id, value }];
  });
}

export function surveyHandlers(http: ApiHttp) {
  return [
    http.get('/surveys/company/current', async ({ request, response }) => {
      const user = await requireUser(request);
      const companyId = requireCompanyId(user);
      requirePageAccess(user, '/mon-enquete/dashboard');
      return response(200).json(await overviewOf(companyId));
    }),

    http.post('/surveys/company/current', async ({ request, response }) => {
      const user = await requireUser(request);
      const companyId = requireCompanyId(user);
      requirePageAccess(user, '/mon-enquete/dashboard');
      requirePermission(user, 'manageSurvey', "Seuls les administrateurs de l'entreprise peuvent lancer l'enquête.");
      if (db.surveys.findFirst((q) => q.where({ companyId }))) {
        throw conflict('Votre entreprise a déjà une enquête en cours.');
      }
      await db.surveys.create({
        id: nextId(db.surveys),
        companyId,
        title: SURVEY_TITLE,
        intro: SURVEY_INTRO,
        shareToken: randomToken(),
        questions: SURVEY_QUESTIONS.map((question) => ({ ...question, options: [...question.options] })),
        createdAt: new Date().toISOString(),
      });
      return response(201).json(await overviewOf(companyId));
    }),

    http.get('/surveys/public/{shareToken}', async ({ params, response }) => {
      const survey = surveyOfLink(params.shareToken);
      const company = findCompanyById(survey.companyId);
      const answerToken = randomToken();
      await db.surveyAnswerTokens.create({
        token: answerToken,
        surveyId: survey.id,
        issuedAt: new Date().toISOString(),
        usedAt: null,
      });
      const { title, intro, questions } = toSurvey(survey);
      return response(200).json({ companyName: company?.name ?? '', title, intro, questions, answerToken });
    }),

    http.post('/surveys/public/{shareToken}/responses', async ({ request, params, response }) => {
      await db.surveyResponses.whenLoaded();
      const survey = surveyOfLink(params.shareToken);
      const body = await readJsonObject(request);
      const token =
        typeof body.answerToken === 'string'
          ? db.surveyAnswerTokens.findFirst((q) => q.where({ token: String(body.answerToken) }))
          : undefined;
      if (!token || token.surveyId !== survey.id) {
        throw badRequest("Ce formulaire a expiré : rouvrez le lien de l'enquête pour répondre.");
      }
      if (token.usedAt !== null) {
        throw conflict('Votre réponse a déjà été enregistrée. Merci pour votre participation !');
      }
      const answers = validAnswers(survey.questions, body.answers);
      const now = new Date().toISOString();
      await db.surveyAnswerTokens.update(token, {
        data(draft) {
          draft.usedAt = now;
        },
      });
      await db.surveyResponses.create({
        id: nextId(db.surveyResponses),
        surveyId: survey.id,
        answers,
        submittedAt: now,
      });
      return response(201).json({ recorded: true });
    }),
  ];
}
