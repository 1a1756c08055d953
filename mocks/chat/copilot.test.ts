import { describe, expect, it } from 'vitest';
import { copilotReply, formatFrenchDate, topicOf, type CopilotContext } from './copilot';

function buildContext(overrides: Partial<CopilotContext> = {}): CopilotContext {
  return {
    firstName: 'Claire',
    companyName: 'Verdance Conseil',
    scores: {
      global: 54,
      axes: [
        { name: 'Gouvernance', score: 16 },
        { name: 'Social', score: 15 },
        { name: 'Environnement', score: 11 },
        { name: 'Business', score: 12 },
      ],
    },
    actions: { toRealize: 7, inProgress: 8, validated: 10 },
    nextDeadline: { titles: ["Formaliser la raison d'être de l'entreprise"], date: '2026-11-23' },
    ...overrides,
  };
}

describe('topicOf', () => {
  it.each([
    ['Quel est notre score ?', 'score'],
    ['Où voir nos notes par axe', 'score'],
    ["Où en est notre plan d'actions ?", 'actions'],
    ['Quelle est notre prochaine ÉCHÉANCE ?', 'deadline'],
    ['Une deadline approche', 'deadline'],
    ['Avez-vous un document sur le bilan carbone ?', 'documents'],
    ['Des ressources à partager ?', 'documents'],
    ['Pouvons-nous fixer un rendez-vous ?', 'meeting'],
    ['Quelle date pour la prochaine réunion ?', 'meeting'],
    ['Merci beaucoup', 'thanks'],
    ['Bonjour !', 'greeting'],
    ["Il fait beau aujourd'hui", 'other'],
  ])('%s → %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });
});

describe('copilotReply', () => {
  it('gives the global score and the strongest and weakest axes', () => {
    const reply = copilotReply('Quels sont nos scores ?', buildContext());
    expect(reply).toContain('54/100');
    expect(reply).toContain('Gouvernance (16/25)');
    expect(reply).toContain('Environnement (11/25)');
  });

  it('names every axis tied at the top or at the bottom, in French', () => {
    const axes = (gouvernance: number, social: number, environnement: number, business: number) => ({
      global: 54,
      axes: [
        { name: 'Gouvernance', score: gouvernance },
        { name: 'Social', score: social },
        { name: 'Environnement', score: environnement },
        { name: 'Business', score: business },
      ],
    });
    expect(copilotReply('Nos scores ?', buildContext({ scores: axes(16, 16, 11, 12) }))).toContain(
      'Vos axes les plus solides sont Gouvernance et Social (16/25 chacun), celui à renforcer en priorité Environnement (11/25).',
    );
    expect(copilotReply('Nos scores ?', buildContext({ scores: axes(16, 15, 11, 11) }))).toContain(
      'Votre axe le plus solide est Gouvernance (16/25), ceux à renforcer en priorité Environnement et Business (11/25 chacun).',
    );
    expect(copilotReply('Nos scores ?', buildContext({ scores: axes(16, 16, 11, 16) }))).toContain(
      'Vos axes les plus solides sont Gouvernance, Social et Business (16/25 chacun), celui à renforcer en priorité Environnement (11/25).',
    );
    expect(copilotReply('Nos scores ?', buildContext({ scores: axes(14, 14, 14, 14) }))).toContain(
      'Vos axes sont tous au même niveau (14/25 chacun).',
    );
  });

  it('says when the company has no score yet', () => {
    expect(copilotReply('Notre score ?', buildContext({ scores: null }))).toMatch(/pas encore de score/);
  });

  it('counts the actions of the plan', () => {
    const reply = copilotReply('Où en est le plan ?', buildContext());
    expect(reply).toContain('25 actions');
    expect(reply).toContain('8 en cours');
    expect(reply).toContain('7 à réaliser');
    expect(reply).toContain('10 réalisées');
  });

  it('sends to Mon pilotage, where the actions are, and agrees with their number', () => {
    expect(copilotReply('Où en est le plan ?', buildContext())).toContain('Retrouvez-les dans Mon pilotage.');
    const one = copilotReply('Notre plan ?', buildContext({ actions: { toRealize: 1, inProgress: 0, validated: 0 } }));
    expect(one).toContain('Votre plan compte 1 action : 0 en cours, 1 à réaliser et 0 réalisée.');
    expect(one).toContain('Retrouvez-la dans Mon pilotage.');
    expect(one).toContain('Il vous reste une action à lancer');
    expect(
      copilotReply('Notre plan ?', buildContext({ actions: { toRealize: 2, inProgress: 1, validated: 0 } })),
    ).toContain("Je vous conseille de faire avancer d'abord celle en cours.");
    expect(
      copilotReply('Notre plan ?', buildContext({ actions: { toRealize: 0, inProgress: 0, validated: 3 } })),
    ).toContain('Bravo, tout est réalisé !');
  });

  it('explains an empty plan', () => {
    const reply = copilotReply(
      'Nos actions ?',
      buildContext({ actions: { toRealize: 0, inProgress: 0, validated: 0 } }),
    );
    expect(reply).toMatch(/pas encore constitué/);
  });

  it('names the next deadline with a French date', () => {
    const reply = copilotReply('Notre prochaine échéance ?', buildContext());
    expect(reply).toContain("« Formaliser la raison d'être de l'entreprise », le 23 novembre 2026");
    expect(reply).toContain('Mon pilotage');
  });

  it('names every action due on the next deadline', () => {
    const reply = copilotReply(
      'Nos échéances ?',
      buildContext({ nextDeadline: { titles: ['Former les managers', 'Publier la charte'], date: '2026-12-01' } }),
    );
    expect(reply).toContain(
      'Vos prochaines échéances, le 1er décembre 2026 : « Former les managers » et « Publier la charte ».',
    );
  });

  it('invites to set deadlines when there is none', () => {
    expect(copilotReply('Une date ?', buildContext({ nextDeadline: null }))).toMatch(/Aucune échéance/);
  });

  it('points to the resources for documents', () => {
    expect(copilotReply('Un document ?', buildContext())).toContain('Ressources Steer');
  });

  it('offers a meeting about the actions in progress', () => {
    const reply = copilotReply('On fait un point en visio ?', buildContext());
    expect(reply).toContain('créneaux');
    expect(reply).toContain('8 actions en cours');
    expect(
      copilotReply('Un rendez-vous ?', buildContext({ actions: { toRealize: 3, inProgress: 1, validated: 0 } })),
    ).toContain('Nous ferons le point sur votre action en cours.');
  });

  it('greets and thanks by first name', () => {
    expect(copilotReply('Bonjour', buildContext())).toMatch(/^Bonjour Claire !/);
    expect(copilotReply('Merci !', buildContext())).toMatch(/^Avec plaisir Claire !/);
    expect(copilotReply('Bonjour', buildContext({ firstName: null }))).toMatch(/^Bonjour !/);
  });

  it('falls back to a useful acknowledgement', () => {
    expect(copilotReply('Hmm.', buildContext())).toMatch(/je reviens vers vous rapidement/);
  });

  it('is deterministic', () => {
    expect(copilotReply('Notre score ?', buildContext())).toBe(copilotReply('Notre score ?', buildContext()));
  });
});

describe('formatFrenchDate', () => {
  it('formats calendar dates', () => {
    expect(formatFrenchDate('2026-11-23')).toBe('23 novembre 2026');
    expect(formatFrenchDate('2027-01-01')).toBe('1er janvier 2027');
    expect(formatFrenchDate('2026-08-15')).toBe('15 août 2026');
  });
});
