import { AGREEMENT_SCALE, SURVEY_QUESTIONS, SURVEY_TITLE } from '@mocks/db/survey-template';
import type { PublicSurvey, SurveyOverview, SurveyQuestion } from './queries';

/** Story data: a small survey (three of the template's questions) and its results, built like the server's answers. */

/** A question of Steer's perception survey, from the template the mock backend launches surveys with. */
function templateQuestion(id: string): SurveyQuestion {
  const question = SURVEY_QUESTIONS.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`La question ${id} manque au modèle d'enquête.`);
  return { ...question, options: [...question.options] };
}

const SCALE = [...AGREEMENT_SCALE];
const PRIORITY = templateQuestion('q8');
/** Three of the five priorities: the story's results count three. */
const PRIORITIES = [0, 1, 3].map((index) => PRIORITY.options[index] ?? '');

export const SURVEY_FIXTURE: SurveyOverview = {
  survey: {
    id: 1,
    title: SURVEY_TITLE,
    intro: 'Cette enquête anonyme prend environ cinq minutes.',
    shareToken: 'verdance-perception-rse-2026',
    createdAt: '2026-10-15T08:30:00.000Z',
    questions: [templateQuestion('q1'), { ...PRIORITY, options: PRIORITIES }, templateQuestion('q10')],
  },
  results: {
    responseCount: 41,
    employeesNumber: 48,
    participationRate: 85,
    lastResponseAt: '2026-11-18T16:20:00.000Z',
    questions: [
      {
        questionId: 'q1',
        answered: 41,
        counts: SCALE.map((option, index) => ({ option, count: [2, 6, 7, 17, 9][index] ?? 0 })),
      },
      {
        questionId: 'q8',
        answered: 41,
        counts: PRIORITIES.map((option, index) => ({ option, count: [18, 15, 8][index] ?? 0 })),
      },
      { questionId: 'q10', answered: 2, counts: [] },
    ],
    comments: [
      {
        questionId: 'q10',
        text: 'Le forfait mobilités durables est une vraie réussite, merci ! Il faudrait maintenant des douches au bureau.',
        submittedAt: '2026-11-18T16:20:00.000Z',
      },
      {
        questionId: 'q10',
        text: "Plus de transparence sur les critères de promotion, s'il vous plaît.",
        submittedAt: '2026-10-20T09:02:00.000Z',
      },
    ],
  },
};

export const PUBLIC_SURVEY_FIXTURE: PublicSurvey = {
  companyName: 'Verdance Conseil',
  title: SURVEY_FIXTURE.survey?.title ?? '',
  intro: SURVEY_FIXTURE.survey?.intro ?? '',
  questions: SURVEY_FIXTURE.survey?.questions ?? [],
  answerToken: 'story-answer-token-0000000000',
};

const LONG_OPTION =
  'Réduire notre empreinte carbone, des déplacements professionnels aux achats de matériel informatique';
const LONG_LABEL =
  "Parmi ces sujets, lequel devrait être la priorité de l'entreprise pour l'année à venir, en tenant compte des attentes des clients et des équipes ?";

/** The same survey with long French titles, questions and answers (`LongContent` stories). */
export const LONG_SURVEY_FIXTURE: SurveyOverview = {
  survey: SURVEY_FIXTURE.survey && {
    ...SURVEY_FIXTURE.survey,
    title:
      'Enquête de perception RSE des collaborateurs de Verdance Conseil, siège et agences régionales, édition 2026',
    intro:
      "Cette enquête anonyme prend environ cinq minutes. Vos réponses aident la direction à choisir les actions RSE de l'année et ne sont jamais reliées à votre nom.",
    questions: SURVEY_FIXTURE.survey.questions.map((question) =>
      question.kind === 'choice'
        ? {
            ...question,
            label: LONG_LABEL,
            options: question.options.map((_option, index) => `${LONG_OPTION} (${index + 1})`),
          }
        : question,
    ),
  },
  results: SURVEY_FIXTURE.results && {
    ...SURVEY_FIXTURE.results,
    questions: SURVEY_FIXTURE.results.questions.map((question) =>
      question.questionId === 'q8'
        ? {
            ...question,
            counts: question.counts.map((entry, index) => ({ ...entry, option: `${LONG_OPTION} (${index + 1})` })),
          }
        : question,
    ),
    comments: SURVEY_FIXTURE.results.comments.map((comment) => ({
      ...comment,
      text: `${comment.text} Nous aimerions aussi que les résultats de cette enquête soient présentés en réunion d'équipe, avec le calendrier des actions retenues et les personnes qui en sont responsables.`,
    })),
  },
};

/** The public answer page of the long survey. */
export const LONG_PUBLIC_SURVEY_FIXTURE: PublicSurvey = {
  ...PUBLIC_SURVEY_FIXTURE,
  companyName: 'Verdance Conseil, stratégie et transition des entreprises de services',
  title: LONG_SURVEY_FIXTURE.survey?.title ?? '',
  intro: LONG_SURVEY_FIXTURE.survey?.intro ?? '',
  questions: LONG_SURVEY_FIXTURE.survey?.questions ?? [],
};
