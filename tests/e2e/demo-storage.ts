import type { Page } from './fixtures';

/**
 * The demo's records as the in-browser backend stores them: IndexedDB database 'steer-demo' (mocks/db/record-storage.ts),
 * one object store per collection. Read and written with IndexedDB itself, from the page, as another tab would.
 */

/** Every record of a collection, as stored. */
export function storedRecords<T = Record<string, unknown>>(page: Page, collection: string): Promise<T[]> {
  return page.evaluate(
    (collection) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('steer-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(collection).objectStore(collection).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    collection,
  );
}

/**
 * Deletes records of a collection as another tab of the demo would: in one transaction with an entry of the change
 * log, then publishes the new revision, so the page's backend reads the change before its next answer.
 */
export function deleteAsAnotherTab(page: Page, collection: string, keys: readonly (string | number)[]): Promise<void> {
  return page.evaluate(
    ({ collection, keys }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('steer-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction([collection, 'changes'], 'readwrite');
          for (const key of keys) transaction.objectStore(collection).delete(key);
          const added = transaction.objectStore('changes').add({ keys: keys.map((key) => [collection, key]) });
          transaction.oncomplete = () => {
            localStorage.setItem('steer-demo:revision', String(added.result));
            database.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { collection, keys: [...keys] },
  );
}
