import { defineExtension, type Extension } from '@msw/data/extensions';

/** Thrown by a create or update that would give two records the same value(s) of a unique key. */
export class UniqueConstraintError extends Error {
  constructor(
    readonly collection: string,
    readonly keys: readonly string[],
    readonly values: readonly unknown[],
  ) {
    super(
      `${collection}: a record with ${keys.map((key, index) => `${key}=${String(values[index])}`).join(', ')} exists already`,
    );
    this.name = 'UniqueConstraintError';
  }
}

type AnyRecord = Record<string, unknown>;

/**
 * A uniqueness constraint on one key or a compound key, like a database unique index. @msw/data has none, and a mock
 * backend that accepts two users with one e-mail would hide bugs a real server would show.
 *
 * Creates are checked before the record is stored. Updates are checked on the update hook, which runs while the
 * collection still holds the record's previous values: a record whose values equal the new ones is another record.
 * Parallel creates of duplicates can both pass the check, so bulk loads create records one at a time.
 */
export function unique(collectionName: string, ...keys: [string, ...string[]]): Extension {
  return defineExtension({
    name: `unique(${keys.join(',')})`,
    extend(collection) {
      const assertFree = (candidate: AnyRecord) => {
        const values = keys.map((key) => candidate[key]);
        const clash = (collection.all() as AnyRecord[]).some((record) =>
          keys.every((key, index) => record[key] === values[index]),
        );
        if (clash) throw new UniqueConstraintError(collectionName, keys, values);
      };

      collection.hooks.on('create', (event) => {
        assertFree(event.data.record as AnyRecord);
      });
      collection.hooks.on('update', (event) => {
        const [changedKey] = event.data.path;
        if (typeof changedKey === 'string' && keys.includes(changedKey)) {
          assertFree(event.data.nextRecord as AnyRecord);
        }
      });
    },
  });
}
