import { db, findUserByEmail } from '../mocks/db';
export { recordRequests, type RecordedRequest } from './record-requests';

/** The company id of a seeded persona. */
export function companyIdOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (!companyId) throw new Error(`${email} n'a pas d'entreprise`);
  return companyId;
}

/** Removes every answer of the persona's company: a company that has not started the questionnaire. */
export function clearAnswersOf(email: string): void {
  const companyId = companyIdOf(email);
  db.formResponses.deleteMany((q) => q.where({ companyId }));
}

/** Keeps only the answers to these question ids. */
export function keepAnswersOf(email: string, questionIds: readonly number[]): void {
  const companyId = companyIdOf(email);
  db.formResponses.deleteMany((q) =>
    q.where((response) => response.companyId === companyId && !questionIds.includes(response.formQuestionId)),
  );
}

/** Empties the persona's company perception (the axes payload), as before the perception form. */
export async function clearPerceptionOf(email: string): Promise<void> {
  const companyId = companyIdOf(email);
  const company = db.companies.findFirst((q) => q.where({ id: companyId }));
  if (!company) throw new Error(`Entreprise ${companyId} introuvable`);
  await db.companies.update(company, {
    data(draft) {
      draft.expectedScore = null;
      draft.improvementAxe = null;
      draft.primaryAxe = null;
      draft.lastInitiative = null;
    },
  });
}

/**
 * Every change of a progress bar's value on the page from now on, as 'before → after': a page that draws the
 * previous page's progress for a frame, then its own, leaves one. Call `stop` at the end.
 */
export function recordProgressChanges(): { changes: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const record of records) {
      const bar = record.target as Element;
      if (bar.getAttribute('role') === 'progressbar') {
        seen.push(`${record.oldValue ?? ''} → ${bar.getAttribute('aria-valuenow') ?? ''}`);
      }
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
    attributeOldValue: true,
  });
  return {
    changes: () => {
      collect(observer.takeRecords());
      return [...seen];
    },
    stop: () => observer.disconnect(),
  };
}
