import { allCollectionsLoaded, commitWrites, db, fileStore, findUserByEmail, hashPassword, nextId } from '../db';
import type { CollectionName } from '../db/schema';
import type { HorizonData, HorizonInput } from './horizon';
import { DEMO_PASSWORD, HORIZON_EMAIL } from './personas';

/**
 * Groupe Horizon is built the first time someone signs in as its director, never at start-up: the login handler
 * awaits `preparePersona(email)`, which loads the generator's chunk (faker included) and adds its 26,000 records to
 * the store, saved to IndexedDB in batches. The default demo never pays for it; a reset forgets it, and the next
 * sign-in builds it again (the same records on the same day).
 */

let building: Promise<void> | null = null;

/** Builds the data of a persona that is built on demand, when `email` is its address and it is not built yet. */
export function preparePersona(email: string): Promise<void> {
  if (email.trim().toLowerCase() !== HORIZON_EMAIL || findUserByEmail(HORIZON_EMAIL)) return Promise.resolve();
  building ??= buildHorizonNow().finally(() => {
    building = null;
  });
  return building;
}

/** Lets the page paint and handle input between batches, where the browser offers it. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** Records saved per IndexedDB transaction while Horizon is added. */
const BATCH = 4000;

async function buildHorizonNow(): Promise<void> {
  const [{ buildHorizon, horizonDocumentBytes }, passwordHash] = await Promise.all([
    import('./horizon'),
    hashPassword(DEMO_PASSWORD),
    allCollectionsLoaded(),
  ]);
  const firstIds = {
    users: nextId(db.users),
    companies: nextId(db.companies),
    pageAuthorizations: nextId(db.pageAuthorizations),
    formResponses: nextId(db.formResponses),
    scoreHistory: nextId(db.scoreHistory),
    likedQuestions: nextId(db.likedQuestions),
    solutions: nextId(db.solutions),
    chatMessages: nextId(db.chatMessages),
    companyDocuments: nextId(db.companyDocuments),
    surveys: nextId(db.surveys),
    surveyResponses: nextId(db.surveyResponses),
  } satisfies HorizonInput['firstIds'];
  const data = await buildHorizon({
    day: new Date(),
    firstIds,
    passwordHash,
    questions: db.formQuestions.all(),
    levers: db.levers.all(),
    kpiOptions: db.kpiOptions.all(),
    pause: yieldToBrowser,
  });
  // Another request may have built it while this one generated.
  if (findUserByEmail(HORIZON_EMAIL)) return;
  for (const name of Object.keys(data) as (keyof HorizonData & CollectionName)[]) {
    const records = data[name] as object[];
    const target = db[name] as unknown as { insertMany(records: Iterable<object>): void };
    for (let start = 0; start < records.length; start += BATCH) {
      target.insertMany(records.slice(start, start + BATCH));
      await commitWrites();
      await yieldToBrowser();
    }
  }
  await Promise.all(
    data.companyDocuments.map((document) => fileStore().put(document.fileKey, horizonDocumentBytes(document))),
  );
}
