/**
 * The copilote's automatic replies: deterministic French answers keyed on what was asked, using the company's own
 * figures. Pure: the caller gathers the company's data (see `copilotContextOf` in room.ts).
 */
import { APP_PAGES } from '../../src/domain/pages';

/** What the copilote knows about the company when it answers. */
export interface CopilotContext {
  /** First name of the person who wrote, when known. */
  readonly firstName: string | null;
  readonly companyName: string;
  /** The company's latest evaluation, or null when it has not been evaluated yet. */
  readonly scores: {
    readonly global: number;
    /** Per axis, 0-25, in questionnaire order. */
    readonly axes: ReadonlyArray<{ readonly name: string; readonly score: number }>;
  } | null;
  readonly actions: { readonly toRealize: number; readonly inProgress: number; readonly validated: number };
  /** The earliest deadline, today or later, of the actions not yet done, with every action due that day. */
  readonly nextDeadline: { readonly titles: readonly string[]; /** YYYY-MM-DD */ readonly date: string } | null;
}

export type CopilotTopic = 'meeting' | 'deadline' | 'score' | 'actions' | 'documents' | 'thanks' | 'greeting' | 'other';

/** Lower-case, without accents or typographic apostrophes, so "Échéance" and "echeance" match alike. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** First match wins: the more specific topics come first ("la date du rendez-vous" is about the meeting). */
const TOPIC_PATTERNS: ReadonlyArray<readonly [CopilotTopic, RegExp]> = [
  ['meeting', /\b(rendez[- ]?vous|rdv|reunions?|echanges?|meetings?|visio|rencontrer?|prochain point|appel)\b/],
  ['deadline', /\b(echeances?|deadlines?|dates?|delais?|calendrier|quand)\b/],
  ['score', /\b(scores?|notes?|resultats?|maturite|evaluation|points? sur 100)\b/],
  ['actions', /\b(actions?|plans?|leviers?|priorites?|prioritaires?|feuille de route)\b/],
  ['documents', /\b(documents?|ressources?|guides?|modeles?|fichiers?|kit|rapports?)\b/],
  ['thanks', /\b(merci|remercie)\b/],
  ['greeting', /\b(bonjour|bonsoir|salut|hello|coucou)\b/],
];

/** The topic a message is about (exported for tests and for the reply's choice). */
export function topicOf(message: string): CopilotTopic {
  const text = normalize(message);
  return TOPIC_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** '2026-11-23' → '23 novembre 2026' (no Intl: the same text in every runtime). */
export function formatFrenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day || !MONTHS[month - 1]) return isoDate;
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** The French word for a count: 0 and 1 take the singular. */
function agree(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count > 1 ? pluralForm : singular;
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${agree(count, singular, pluralForm)}`;
}

/** 'Gouvernance', 'Gouvernance et Social', 'Gouvernance, Social et Business'. */
function frenchList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}` : (items[0] ?? '');
}

/** A page's title as the menu shows it (the one pages module), so a reply names the page the person will find. */
function pageTitle(to: (typeof APP_PAGES)[number]['to']): string {
  return APP_PAGES.find((page) => page.to === to)?.label ?? to;
}

const TOPICS_HINT = "vos scores, votre plan d'actions, vos échéances, vos documents ou notre prochain rendez-vous";

type AxisScore = NonNullable<CopilotContext['scores']>['axes'][number];

/** The axes at one end of the ranking, all of them when several share its score. */
function axesScoring(axes: readonly AxisScore[], score: number): string {
  const names = axes.filter((axis) => axis.score === score).map((axis) => axis.name);
  return `${frenchList(names)} (${score}/25${names.length > 1 ? ' chacun' : ''})`;
}

function scoreReply({ scores }: CopilotContext): string {
  if (!scores) {
    return "Votre entreprise n'a pas encore de score : terminez le questionnaire de diagnostic, puis nous évaluerons ensemble votre maturité RSE lors de notre prochain échange.";
  }
  const values = scores.axes.map((axis) => axis.score);
  const best = Math.max(...values);
  const worst = Math.min(...values);
  const count = (score: number) => values.filter((value) => value === score).length;
  const detail =
    scores.axes.length < 2
      ? ''
      : best === worst
        ? ` Vos axes sont tous au même niveau (${best}/25 chacun).`
        : ` ${count(best) > 1 ? 'Vos axes les plus solides sont' : 'Votre axe le plus solide est'} ${axesScoring(scores.axes, best)}, ${count(worst) > 1 ? 'ceux' : 'celui'} à renforcer en priorité ${axesScoring(scores.axes, worst)}.`;
  return `Votre score global est de ${scores.global}/100.${detail} Le détail par axe est sur votre tableau de bord.`;
}

function actionsAdvice({ toRealize, inProgress }: CopilotContext['actions']): string {
  const current = agree(inProgress, 'celle', 'celles');
  if (inProgress > 0 && toRealize > 0) return `Je vous conseille de faire avancer d'abord ${current} en cours.`;
  if (inProgress > 0) return `Je vous accompagne pour mener à bien ${current} en cours.`;
  if (toRealize > 1) return 'Choisissez-en une ou deux pour commencer, je vous accompagne.';
  if (toRealize === 1) return 'Il vous reste une action à lancer : je vous accompagne pour la démarrer.';
  return 'Bravo, tout est réalisé ! Nous définirons les prochaines étapes lors de notre prochain échange.';
}

function actionsReply({ actions }: CopilotContext): string {
  const total = actions.toRealize + actions.inProgress + actions.validated;
  if (total === 0) {
    return "Votre plan d'actions n'est pas encore constitué : nous le construirons ensemble après l'évaluation de votre maturité RSE.";
  }
  return `Votre plan compte ${plural(total, 'action')} : ${actions.inProgress} en cours, ${actions.toRealize} à réaliser et ${plural(actions.validated, 'réalisée', 'réalisées')}. Retrouvez-${agree(total, 'la', 'les')} dans ${pageTitle('/pilotage')}. ${actionsAdvice(actions)}`;
}

function deadlineReply({ nextDeadline }: CopilotContext): string {
  const pilotage = pageTitle('/pilotage');
  if (!nextDeadline) {
    return `Aucune échéance à venir n'est fixée pour vos actions. Renseignez-les dans ${pilotage} : elles apparaîtront sur votre tableau de bord.`;
  }
  const { titles, date } = nextDeadline;
  const due = frenchList(titles.map((title) => `« ${title} »`));
  const next =
    titles.length > 1
      ? `Vos prochaines échéances, le ${formatFrenchDate(date)} : ${due}.`
      : `Votre prochaine échéance : ${due}, le ${formatFrenchDate(date)}.`;
  return `${next} Vous pouvez ajuster vos échéances dans ${pilotage}.`;
}

function meetingReply({ actions }: CopilotContext): string {
  const agenda =
    actions.inProgress > 1
      ? ` Nous ferons le point sur vos ${actions.inProgress} actions en cours.`
      : actions.inProgress === 1
        ? ' Nous ferons le point sur votre action en cours.'
        : ' Nous ferons le point sur votre démarche RSE.';
  return `Avec plaisir ! Proposez-moi deux ou trois créneaux qui vous conviennent et je vous envoie une invitation en visio.${agenda}`;
}

function documentsReply(): string {
  return `Vous trouverez nos guides et modèles dans ${pageTitle('/mes-ressources')}, et vos propres fichiers dans ${pageTitle('/mes-documents')}. Dites-moi le sujet qui vous intéresse, je vous indiquerai la ressource la plus adaptée.`;
}

/** The copilote's answer to a user's message. */
export function copilotReply(message: string, context: CopilotContext): string {
  const name = context.firstName ? ` ${context.firstName}` : '';
  switch (topicOf(message)) {
    case 'meeting':
      return meetingReply(context);
    case 'deadline':
      return deadlineReply(context);
    case 'score':
      return scoreReply(context);
    case 'actions':
      return actionsReply(context);
    case 'documents':
      return documentsReply();
    case 'thanks':
      return `Avec plaisir${name} ! N'hésitez pas si vous avez d'autres questions.`;
    case 'greeting':
      return `Bonjour${name} ! Je suis votre copilote. Posez-moi une question sur ${TOPICS_HINT}.`;
    case 'other':
      return `Merci pour votre message, je l'ai bien noté et je reviens vers vous rapidement. Je peux aussi vous renseigner sur ${TOPICS_HINT}.`;
  }
}
