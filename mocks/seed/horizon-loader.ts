import { announceBackendWork } from '../../src/api/backend-ready';
import {
  adoptWorkerCommit,
  allCollectionsLoaded,
  attachedDatabase,
  commitWrites,
  db,
  fileStore,
  findUserByEmail,
  hashPassword,
  nextId,
  workerCommitFailed,
} from '../db';
import type { CollectionName } from '../db/schema';
import type { HorizonData, HorizonInput } from './horizon';
import type { HorizonJob, HorizonMessage } from './horizon-worker';
import { DEMO_PASSWORD, HORIZON_EMAIL } from './personas';

/**
 * Groupe Horizon is built the first time someone signs in as its director, never at start-up: the login handler
 * awaits `preparePersona(email)`, which adds its 26,000 records to the store. In a browser with IndexedDB a module
 * worker generates them and writes them to IndexedDB in one commit while the page puts them in memory, a chunk per
 * task (the page keeps drawing; the login page says what is being prepared). Elsewhere (the HTTP mock server, tests)
 * or when the worker cannot start, the generator's chunk (faker included) runs in the page, in batches that yield.
 * The default demo never pays for it; a reset forgets it, and the next sign-in builds it again (the same records on
 * the same day).
 */

/** What the login page shows while Horizon is built (after a second: see src/features/auth). */
export const HORIZON_PREPARING = 'Préparation de Groupe Horizon : 2\u202f400 collaborateurs...';

let building: Promise<void> | null = null;

/** Builds the data of a persona that is built on demand, when `email` is its address and it is not built yet. */
export function preparePersona(email: string): Promise<void> {
  if (email.trim().toLowerCase() !== HORIZON_EMAIL || findUserByEmail(HORIZON_EMAIL)) return Promise.resolve();
  if (!building) {
    announceBackendWork(HORIZON_PREPARING);
    building = buildHorizonNow().finally(() => {
      building = null;
      announceBackendWork(null);
    });
  }
  return building;
}

/** Lets the page paint and handle input between batches, where the browser offers it. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** Records saved per IndexedDB transaction while Horizon is added. */
const BATCH = 4000;

/** What the generator needs from the store: its first free ids, the shared password hash, the catalogue. */
async function horizonInput(): Promise<Omit<HorizonInput, 'pause'>> {
  const [passwordHash] = await Promise.all([hashPassword(DEMO_PASSWORD), allCollectionsLoaded()]);
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
  return {
    day: new Date(),
    firstIds,
    passwordHash,
    questions: db.formQuestions.all(),
    levers: db.levers.all(),
    kpiOptions: db.kpiOptions.all(),
  };
}

async function buildHorizonNow(): Promise<void> {
  // The worker loads its code (faker with it) while the page gathers the generator's input.
  const database = attachedDatabase();
  const worker = database && typeof Worker === 'function' ? await startWorker() : null;
  const input = horizonInput();
  if (database && worker) {
    const built = await buildInWorker(
      worker,
      input.then((ready) => ({ input: ready, database })),
    );
    if (built) return;
  }
  await buildInPage(await input);
}

/** The Trusted Types policy that admits the Horizon worker's own script, and no other (scripts/vite/security-headers.ts). */
export const HORIZON_WORKER_POLICY = 'horizon-worker';

interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): {
    createScriptURL(input: string): unknown;
  };
}

let workerPolicy: { createScriptURL(input: string): unknown } | null = null;

/**
 * Under `require-trusted-types-for 'script'` the Worker constructor takes a TrustedScriptURL only: the policy admits
 * exactly the bundled worker's URL. Without Trusted Types (Firefox, Vitest) the plain URL is used.
 */
function workerScriptUrl(horizonWorkerUrl: string): string {
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return horizonWorkerUrl;
  workerPolicy ??= factory.createPolicy(HORIZON_WORKER_POLICY, {
    createScriptURL: (input) => {
      if (input === horizonWorkerUrl) return input;
      throw new TypeError(`Trusted Types: ${input} n'est pas le script du worker de Groupe Horizon.`);
    },
  });
  // A TrustedScriptURL, which the Worker constructor accepts where a string is typed.
  return workerPolicy.createScriptURL(horizonWorkerUrl) as string;
}

/**
 * The worker, or null when the browser refuses it (then the page builds Horizon itself). Its bundled URL is imported
 * here, when a browser starts it: a Vite-only import (`?worker&url`), which the HTTP mock server, run by Node, never
 * loads (imported with the module, it stopped `npm run mock-server` from starting).
 */
async function startWorker(): Promise<Worker | null> {
  try {
    const { default: horizonWorkerUrl } = await import('./horizon-worker.ts?worker&url');
    return new Worker(workerScriptUrl(horizonWorkerUrl), { type: 'module', name: 'groupe-horizon' });
  } catch (error) {
    console.warn('[mock db] Groupe Horizon is built in the page: its worker did not start', error);
    return null;
  }
}

type HorizonCollection = keyof HorizonData & CollectionName;
interface Restorable {
  restore(records: Iterable<object>): void;
  forget(keys: Iterable<string | number>): void;
  keyOf(record: object): string | number;
}

/**
 * Runs the job in the worker (sent once its input is ready: the worker loads meanwhile), putting each chunk of records in memory as it arrives, as stored (no hooks: the
 * worker saves them). Resolves true once the worker's commit is written and adopted; false when the worker failed to
 * load or to build (nothing kept: the page builds instead). A commit IndexedDB refuses takes the records out again
 * and rejects with PersistenceError, as any refused write (the login answers 507).
 */
function buildInWorker(worker: Worker, job: Promise<HorizonJob>): Promise<boolean> {
  const added = new Map<HorizonCollection, (string | number)[]>();
  const forgetAdded = () => {
    for (const [name, keys] of added) (db[name] as unknown as Restorable).forget(keys);
  };
  return new Promise<boolean>((resolve, reject) => {
    let sent = false;
    const finish = (outcome: () => void) => {
      worker.terminate();
      outcome();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.warn('[mock db] Groupe Horizon is built in the page: its worker failed', event.message);
      finish(() => {
        forgetAdded();
        resolve(false);
      });
    };
    worker.onmessage = ({ data: message }: MessageEvent<HorizonMessage>) => {
      try {
        if (message.type === 'records') {
          const target = db[message.collection] as unknown as Restorable;
          target.restore(message.records);
          const keys = added.get(message.collection) ?? [];
          for (const record of message.records) keys.push(target.keyOf(record));
          added.set(message.collection, keys);
        } else if (message.type === 'sent') {
          sent = true;
        } else if (message.type === 'written') {
          finish(() => void adoptWorkerCommit(message.revision).then(() => resolve(true), reject));
        } else if (!sent) {
          // The build itself failed: the page builds it instead.
          console.warn('[mock db] Groupe Horizon is built in the page: its worker failed', message.message);
          finish(() => {
            forgetAdded();
            resolve(false);
          });
        } else {
          finish(() => {
            forgetAdded();
            reject(workerCommitFailed(new DOMException(message.message, message.name)));
          });
        }
      } catch (error) {
        // A record the store refuses (a unique key): nothing of Horizon is kept.
        finish(() => {
          forgetAdded();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      }
    };
    job.then(
      (ready) => worker.postMessage(ready),
      (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

/** Builds Horizon in the page, in batches that yield to it, and saves it through the store's commits. */
async function buildInPage(input: Omit<HorizonInput, 'pause'>): Promise<void> {
  const { buildHorizon, horizonDocumentBytes } = await import('./horizon');
  const data = await buildHorizon({ ...input, pause: yieldToBrowser });
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
