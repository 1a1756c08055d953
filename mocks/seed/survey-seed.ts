import { Faker, base, en, fr } from '@faker-js/faker';
import type { DatabaseSnapshot, SurveyResponse } from '../db/schema';
import { AGREEMENT_SCALE, SURVEY_INTRO, SURVEY_QUESTIONS, SURVEY_TITLE } from '../db/survey-template';
import { SEED_REFERENCE_DATE } from './constants';

/**
 * Seed of the extension collections (documents, survey, preferences): the main demo company's staff survey, launched
 * five weeks before the reference date, with 41 anonymous answers. A private faker with its own seed, so this module
 * never shifts the values the rest of the seed draws.
 */

type ExtensionCollections = Pick<
  DatabaseSnapshot,
  'companyDocuments' | 'surveys' | 'surveyResponses' | 'surveyAnswerTokens' | 'notificationPreferences'
>;

export function emptyExtensionCollections(): ExtensionCollections {
  return {
    companyDocuments: [],
    surveys: [],
    surveyResponses: [],
    surveyAnswerTokens: [],
    notificationPreferences: [],
  };
}

/** The demo survey's public link token (fixed, so the README and the demo console can name the link). */
export const DEMO_SURVEY_SHARE_TOKEN = 'verdance-perception-rse-2026';

const MAIN_DOMAIN = 'verdance.fr';
const ANSWER_COUNT = 41;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Per scale question, the weight of each level (Pas du tout ... Tout à fait): a believable, uneven picture. */
const SCALE_WEIGHTS: Record<string, readonly number[]> = {
  q1: [2, 6, 7, 17, 9],
  q2: [1, 4, 6, 16, 14],
  q3: [3, 8, 5, 18, 7],
  q4: [1, 2, 4, 15, 19],
  q5: [4, 9, 12, 11, 5],
  q6: [3, 10, 6, 15, 7],
  q7: [6, 12, 8, 11, 4],
};
const CHOICE_WEIGHTS: Record<string, readonly number[]> = {
  q8: [14, 12, 6, 5, 4],
  q9: [13, 19, 9],
};

const COMMENTS = [
  'Le forfait mobilités durables est une vraie réussite, merci ! Il faudrait maintenant des douches au bureau pour ceux qui viennent à vélo.',
  "On parle beaucoup de RSE en comité de direction mais l'information arrive peu jusqu'aux équipes. Un point trimestriel serait utile.",
  "Les écarts de salaire à poste égal mériteraient d'être publiés, même de façon agrégée.",
  "Pourquoi ne pas choisir un fournisseur d'électricité verte pour les bureaux ? C'est simple et visible.",
  "La charge de travail en fin de trimestre reste très lourde. Le sujet de l'équilibre vie pro / vie perso est prioritaire pour moi.",
  'Je serais partante pour animer un atelier Fresque du Climat en interne.',
  'Les formations proposées sont bonnes mais difficiles à caser dans le planning des missions.',
  'Il faudrait revoir les achats de matériel informatique : reconditionné par défaut ?',
  "Bravo pour la démarche, c'est motivant de travailler dans une entreprise qui se pose ces questions.",
  "Plus de transparence sur les critères de promotion, s'il vous plaît.",
  'Les déplacements en avion pour les missions courtes devraient être évités quand le train est possible.',
  "Un référent handicap identifié serait bienvenu, peu de gens savent à qui s'adresser.",
];

export function seedSurveys(data: DatabaseSnapshot): void {
  const faker = new Faker({ locale: [fr, en, base] });
  faker.seed(2615);
  const company = data.companies.find((candidate) => candidate.domain === MAIN_DOMAIN);
  if (!company) throw new Error('Main demo company missing from the seed');
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const launchedAt = new Date(reference - 36 * DAY_MS);
  launchedAt.setUTCHours(8, 30, 0, 0);

  const surveyId = data.surveys.length + 1;
  data.surveys.push({
    id: surveyId,
    companyId: company.id,
    title: SURVEY_TITLE,
    intro: SURVEY_INTRO,
    shareToken: DEMO_SURVEY_SHARE_TOKEN,
    questions: SURVEY_QUESTIONS.map((question) => ({ ...question, options: [...question.options] })),
    createdAt: launchedAt.toISOString(),
  });

  const pick = (options: readonly string[], weights: readonly number[]) =>
    faker.helpers.weightedArrayElement(options.map((value, index) => ({ value, weight: weights[index] ?? 1 })));
  const comments = faker.helpers.shuffle([...COMMENTS]);

  const responses: SurveyResponse[] = [];
  for (let index = 0; index < ANSWER_COUNT; index++) {
    // Most answers arrive in the first week, a second wave after the reminder three weeks later.
    const daysAfterLaunch = index < 28 ? faker.number.int({ min: 0, max: 6 }) : faker.number.int({ min: 20, max: 34 });
    const submittedAt = new Date(launchedAt.getTime() + daysAfterLaunch * DAY_MS);
    submittedAt.setUTCHours(faker.number.int({ min: 7, max: 18 }), faker.number.int(59), 0, 0);
    const answers = SURVEY_QUESTIONS.flatMap((question) => {
      if (question.kind === 'scale') {
        return [{ questionId: question.id, value: pick(AGREEMENT_SCALE, SCALE_WEIGHTS[question.id] ?? []) }];
      }
      if (question.kind === 'choice') {
        return [{ questionId: question.id, value: pick(question.options, CHOICE_WEIGHTS[question.id] ?? []) }];
      }
      // About one person in three leaves a comment.
      const comment = index % 3 === 0 ? comments.pop() : undefined;
      return comment ? [{ questionId: question.id, value: comment }] : [];
    });
    responses.push({ id: 0, surveyId, answers, submittedAt: submittedAt.toISOString() });
  }
  responses
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
    .forEach((response, index) =>
      data.surveyResponses.push({ ...response, id: data.surveyResponses.length + index + 1 }),
    );
}
