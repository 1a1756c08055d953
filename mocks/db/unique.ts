/**
 * Thrown by a create or update that would give two records the same value(s) of a unique key, like a database unique
 * index (table.ts keeps one per key): a mock backend that accepted two users with one e-mail would hide bugs a real
 * server would show.
 */
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
