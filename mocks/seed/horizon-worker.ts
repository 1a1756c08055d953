import { createIndexedDbStorage, inOneTask, type ChangeSet } from '../db/record-storage';
import type { CollectionName } from '../db/schema';
import { buildHorizon, horizonDocumentBytes, type HorizonData, type HorizonInput } from './horizon';

/**
 * Groupe Horizon's build off the page's main thread (a module worker, started by horizon-loader.ts at the director's
 * first sign-in in a browser): generates the records, sends them to the page in chunks (each chunk one short task
 * there, put in memory as it arrives), and meanwhile writes them to the demo's IndexedDB database in one commit with
 * the documents' bytes — the work that froze the page for seconds when it ran there (serialising 14 MB for IndexedDB
 * and faker's 12,000 people).
 */

export interface HorizonJob {
  input: Omit<HorizonInput, 'pause'>;
  /** The attached storage's database (see `attachedDatabase()` in persistence.ts). */
  database: { name: string; schemaVersion: number };
}

export type HorizonMessage =
  | { type: 'records'; collection: keyof HorizonData & CollectionName; records: object[] }
  /** Every record was sent; the commit is on its way. */
  | { type: 'sent' }
  | { type: 'written'; revision: number }
  | { type: 'failed'; name: string; message: string };

/** Records per message: each message is put in memory by the page in one task, which must stay short. */
export const RECORDS_PER_MESSAGE = 1500;

interface WorkerScope {
  onmessage: ((event: MessageEvent<HorizonJob>) => void) | null;
  postMessage(message: HorizonMessage): void;
}
const scope = globalThis as unknown as WorkerScope;

async function run({ input, database }: HorizonJob): Promise<void> {
  const data = await buildHorizon(input);
  const changes: ChangeSet = {};
  for (const name of Object.keys(data) as (keyof HorizonData & CollectionName)[]) {
    const records = data[name] as object[];
    changes[name] = { put: records, delete: [] };
    for (let start = 0; start < records.length; start += RECORDS_PER_MESSAGE) {
      scope.postMessage({
        type: 'records',
        collection: name,
        records: records.slice(start, start + RECORDS_PER_MESSAGE),
      });
    }
  }
  scope.postMessage({ type: 'sent' });
  // The records' commit (with its change-log entry, as any commit), then the documents' bytes beside them. Other tabs
  // learn of it from the page, which publishes the revision (a worker has no local storage).
  const storage = createIndexedDbStorage({
    name: database.name,
    schemaVersion: database.schemaVersion,
    revisionStorage: null,
  });
  const revision = await storage.write(changes);
  await inOneTask(storage.database, 'readwrite', ['files'], (stores) => {
    const files = stores('files');
    for (const document of data.companyDocuments) {
      files.put(horizonDocumentBytes(document).slice().buffer, document.fileKey);
    }
    return () => undefined;
  });
  storage.database.close();
  scope.postMessage({ type: 'written', revision });
}

scope.onmessage = (event) => {
  run(event.data).catch((error: unknown) => {
    const { name = 'Error', message = String(error) } = error instanceof Error ? error : {};
    scope.postMessage({ type: 'failed', name, message });
  });
};
