import type { z } from 'zod';
import { UniqueConstraintError } from './unique';

/**
 * One collection of the store, in memory, with the query interface the handlers use (`findFirst((q) => q.where({ companyId
 * }))`, `create`, `update(record, { data(draft) {...} })`, `delete`, `deleteMany`, `count`, `all`) and hash indexes under
 * it, so that a lookup or a write costs the same whatever the size of the store.
 *
 * It replaced @msw/data's Collection, whose lookups scan every record, whose unique checks (ours, as an extension)
 * scanned the collection at every create, and whose create cloned and re-validated every record a load brought: at
 * Groupe Horizon's size (30,000 records) loading took seconds and each write tens of milliseconds.
 *
 * - Reads are synchronous and return the stored records themselves: treat them as read-only, change them with `update`.
 * - `create` and `update` validate against the record schema (defaults, normalised e-mails) and the unique keys; a
 *   refused write changes nothing.
 * - A where object compares each field with ===; when one of its fields is indexed, only that index's bucket is read.
 * - Hooks fire after each write with the record's key and its previous value: persistence.ts saves exactly those
 *   records, and can put them back when the save fails.
 */

/** Field values to equal (or a test of the field's value), or a test of the whole record. */
export type Criteria<T> = { readonly [K in keyof T]?: T[K] | ((value: T[K]) => boolean) } | ((record: T) => boolean);

export interface Query<T> {
  where(criteria: Criteria<T>): Query<T>;
  /** Another criterion, which the records must meet too. */
  and(criteria: Criteria<T>): Query<T>;
}
export type QueryBuilder<T> = (query: Query<T>) => Query<T>;

export type WriteType = 'create' | 'update' | 'delete';
export interface WriteEvent<T> {
  type: WriteType;
  /** The record's primary key, as persistence keys it. */
  key: string | number;
  /** The record before this write; undefined for a create. */
  previous: T | undefined;
}
type Listener<T> = (event: { data: WriteEvent<T> }) => void;

export interface CollectionOptions<T, Input> {
  schema: z.ZodType<T, Input>;
  /** The field that identifies a record (ids, tokens, or the company/user of a one-per-owner record). */
  primaryKey: keyof T & string;
  /** Unique keys besides the primary key, each one field or several (a compound key). */
  unique?: readonly (readonly (keyof T & string)[])[];
  /** Fields looked up often enough to deserve an index (by company, by e-mail, by ticket...). */
  indexes?: readonly (keyof T & string)[];
}

class QueryImpl<T> implements Query<T> {
  readonly criteria: Criteria<T>[] = [];
  where(criteria: Criteria<T>): Query<T> {
    this.criteria.push(criteria);
    return this;
  }
  and(criteria: Criteria<T>): Query<T> {
    return this.where(criteria);
  }
}

function compoundValue(record: object, keys: readonly string[]): string {
  return JSON.stringify(keys.map((key) => (record as Record<string, unknown>)[key]));
}

/**
 * A collection used while persistence is still reading its records (persistence.ts reads the largest ones after the
 * others): the handler forgot to `await collection.whenLoaded()`. Answered as a 500, never as an empty list.
 */
export class CollectionNotLoadedError extends Error {
  constructor(readonly collection: string) {
    super(
      `La collection « ${collection} » est encore en cours de lecture : attendez whenLoaded() avant de l'utiliser.`,
    );
    this.name = 'CollectionNotLoadedError';
  }
}

export class Collection<T extends object, Input = T> {
  private readonly records = new Map<unknown, T>();
  /** Set while persistence reads the records from storage: every query and write throws until it settles. */
  private loading: Promise<void> | null = null;
  private demand: (() => void) | undefined;
  /** Insertion rank of each key: results read from an index come back in the collection's order. */
  private readonly rank = new Map<unknown, number>();
  private nextRank = 0;
  private readonly indexes = new Map<string, Map<unknown, Map<unknown, T>>>();
  private readonly uniques: { keys: readonly string[]; values: Map<string, unknown> }[];
  private readonly listeners: Record<WriteType, Set<Listener<T>>> = {
    create: new Set(),
    update: new Set(),
    delete: new Set(),
  };

  readonly hooks = {
    on: (type: WriteType, listener: Listener<T>, options: { signal?: AbortSignal } = {}): void => {
      this.listeners[type].add(listener);
      options.signal?.addEventListener('abort', () => this.listeners[type].delete(listener), { once: true });
    },
  };

  constructor(
    readonly name: string,
    private readonly options: CollectionOptions<T, Input>,
  ) {
    for (const field of options.indexes ?? []) this.indexes.set(field, new Map());
    this.uniques = (options.unique ?? []).map((keys) => ({ keys, values: new Map() }));
  }

  /** The field that identifies a record. */
  get primaryKey(): keyof T & string {
    return this.options.primaryKey;
  }

  /** The record's primary key, which persistence stores it under. */
  keyOf(record: T): string | number {
    return this.pk(record) as string | number;
  }

  private pk(record: T): unknown {
    return (record as Record<string, unknown>)[this.options.primaryKey];
  }

  /**
   * Resolves once the records are in memory: at once, unless persistence is still to read them, or reading them (or
   * failed to). Asking starts a read that was waiting for the page to be idle.
   */
  whenLoaded(): Promise<void> {
    if (this.loading === null) return Promise.resolve();
    this.demand?.();
    return this.loading;
  }

  /**
   * Persistence marks the records as to be read (the read's promise, and what starts it now) or read (null).
   */
  setLoading(loading: Promise<void> | null, demand?: () => void): void {
    this.loading = loading;
    this.demand = loading === null ? undefined : demand;
  }

  private usable(): void {
    if (this.loading !== null) throw new CollectionNotLoadedError(this.name);
  }

  get size(): number {
    this.usable();
    return this.records.size;
  }

  all(): T[] {
    this.usable();
    return [...this.records.values()];
  }

  findFirst(build?: QueryBuilder<T>): T | undefined {
    for (const record of this.candidates(build)) return record;
    return undefined;
  }

  findMany(build?: QueryBuilder<T>): T[] {
    return [...this.candidates(build)];
  }

  count(build?: QueryBuilder<T>): number {
    this.usable();
    if (!build) return this.records.size;
    let count = 0;
    for (const _record of this.candidates(build)) count++;
    return count;
  }

  /** The records matching a query, in the collection's order, reading an index when one covers a criterion. */
  private *candidates(build?: QueryBuilder<T>): Generator<T> {
    this.usable();
    if (!build) {
      yield* this.records.values();
      return;
    }
    const query = new QueryImpl<T>();
    build(query);
    const { criteria } = query;
    let source: Iterable<T> = this.records.values();
    for (const criterion of criteria) {
      if (typeof criterion === 'function') continue;
      const entries = Object.entries(criterion);
      const primary = entries.find(
        ([field, value]) => field === this.options.primaryKey && typeof value !== 'function',
      );
      if (primary) {
        const record = this.records.get(primary[1]);
        source = record ? [record] : [];
        break;
      }
      const indexed = entries.find(([field, value]) => this.indexes.has(field) && typeof value !== 'function');
      if (indexed) {
        const bucket = this.indexes.get(indexed[0])?.get(indexed[1]);
        source = bucket ? this.inOrder([...bucket.values()]) : [];
        break;
      }
    }
    for (const record of source) if (criteria.every((criterion) => matches(record, criterion))) yield record;
  }

  private inOrder(records: T[]): T[] {
    return records.length < 2
      ? records
      : records.sort((a, b) => (this.rank.get(this.pk(a)) ?? 0) - (this.rank.get(this.pk(b)) ?? 0));
  }

  async create(input: Input): Promise<T> {
    this.usable();
    const record = this.options.schema.parse(input);
    this.assertFree(record, undefined);
    this.insert(record);
    this.emit('create', record, undefined);
    return record;
  }

  async update(target: T | QueryBuilder<T>, { data }: { data: (draft: T) => void }): Promise<T | undefined> {
    this.usable();
    const previous = typeof target === 'function' ? this.findFirst(target as QueryBuilder<T>) : this.current(target);
    if (!previous) return undefined;
    const draft = structuredClone(previous);
    data(draft);
    const next = this.options.schema.parse(draft);
    this.assertFree(next, previous);
    const rank = this.rank.get(this.pk(previous));
    this.remove(previous);
    this.insert(next, rank);
    this.emit('update', next, previous);
    return next;
  }

  delete(target: T | QueryBuilder<T>): T | undefined {
    this.usable();
    const record = typeof target === 'function' ? this.findFirst(target as QueryBuilder<T>) : this.current(target);
    if (!record) return undefined;
    this.remove(record);
    this.emit('delete', record, record);
    return record;
  }

  deleteMany(build: QueryBuilder<T>): T[] {
    const doomed = this.findMany(build);
    for (const record of doomed) {
      this.remove(record);
      this.emit('delete', record, record);
    }
    return doomed;
  }

  /**
   * Adds records built already in the store's shape (a generated company), without validating each one again: a
   * test holds the generator to the schemas. Unique keys are enforced and hooks fire, so the records are saved.
   */
  insertMany(records: Iterable<T>): void {
    this.usable();
    for (const record of records) {
      this.assertFree(record, undefined);
      this.insert(record);
      this.emit('create', record, undefined);
    }
  }

  /** Empties the collection without firing hooks (a load or a reset replaces everything). */
  clear(): void {
    this.records.clear();
    this.rank.clear();
    for (const index of this.indexes.values()) index.clear();
    for (const unique of this.uniques) unique.values.clear();
  }

  /**
   * Stores records already validated (read back from the store's own database), without hooks: a load or another
   * tab's write. A record with the key of a stored one replaces it. Unique keys are still enforced.
   */
  restore(records: Iterable<T>): void {
    for (const record of records) {
      const existing = this.records.get(this.pk(record));
      const rank = existing ? this.rank.get(this.pk(existing)) : undefined;
      if (existing) this.remove(existing);
      this.assertFree(record, undefined);
      this.insert(record, rank);
    }
  }

  /** Forgets the records of these keys without hooks (another tab deleted them, or a failed write is undone). */
  forget(keys: Iterable<string | number>): void {
    for (const key of keys) {
      const record = this.records.get(key);
      if (record) this.remove(record);
    }
  }

  /** The stored record of a primary key, if any. */
  byKey(key: string | number): T | undefined {
    this.usable();
    return this.records.get(key);
  }

  private current(record: T): T | undefined {
    return this.records.get(this.pk(record));
  }

  private assertFree(record: T, self: T | undefined): void {
    const key = this.pk(record);
    if (this.records.has(key) && (self === undefined || this.pk(self) !== key)) {
      throw new UniqueConstraintError(this.name, [this.options.primaryKey], [key]);
    }
    for (const unique of this.uniques) {
      const holder = unique.values.get(compoundValue(record, unique.keys));
      if (holder !== undefined && (self === undefined || holder !== this.pk(self))) {
        throw new UniqueConstraintError(
          this.name,
          unique.keys,
          unique.keys.map((field) => (record as Record<string, unknown>)[field]),
        );
      }
    }
  }

  private insert(record: T, rank?: number): void {
    const key = this.pk(record);
    this.records.set(key, record);
    this.rank.set(key, rank ?? this.nextRank++);
    for (const [field, index] of this.indexes) {
      const value = (record as Record<string, unknown>)[field];
      let bucket = index.get(value);
      if (!bucket) index.set(value, (bucket = new Map()));
      bucket.set(key, record);
    }
    for (const unique of this.uniques) unique.values.set(compoundValue(record, unique.keys), key);
  }

  private remove(record: T): void {
    const key = this.pk(record);
    this.records.delete(key);
    this.rank.delete(key);
    for (const [field, index] of this.indexes) {
      const value = (record as Record<string, unknown>)[field];
      const bucket = index.get(value);
      bucket?.delete(key);
      if (bucket?.size === 0) index.delete(value);
    }
    for (const unique of this.uniques) {
      const value = compoundValue(record, unique.keys);
      if (unique.values.get(value) === key) unique.values.delete(value);
    }
  }

  private emit(type: WriteType, record: T, previous: T | undefined): void {
    const event = { data: { type, key: this.keyOf(record), previous } };
    for (const listener of [...this.listeners[type]]) listener(event);
  }
}

function matches<T>(record: T, criterion: Criteria<T>): boolean {
  if (typeof criterion === 'function') return criterion(record);
  for (const [field, wanted] of Object.entries(criterion)) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof wanted === 'function' ? !(wanted as (value: unknown) => boolean)(value) : value !== wanted) return false;
  }
  return true;
}

/** A collection typed from its record schema: records are the schema's output, creates take its input. */
export function collection<S extends z.ZodType<object>>(
  name: string,
  schema: S,
  options: Omit<CollectionOptions<z.output<S>, z.input<S>>, 'schema'>,
): Collection<z.output<S>, z.input<S>> {
  return new Collection(name, { schema: schema as unknown as z.ZodType<z.output<S>, z.input<S>>, ...options });
}
