import { describe, expect, it } from 'vitest';
import { apiClient, readAccessToken } from '../../src/api';
import { config } from '../../src/config/env';
import { signInAs } from '../../tests/contract/harness';
import { CLAIRE } from '../../tests/contract/personas';
import { db } from '../db';
import { IDEMPOTENCY_TTL_MS, createIdempotencyStore, type StoredAnswer } from './idempotency';

const answer = (status: number, text: string): StoredAnswer => ({
  status,
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode(text).buffer,
});

describe('the idempotency store', () => {
  it('answers the first answer again for the same key and request, refuses another request', async () => {
    const store = createIdempotencyStore();
    const first = await store.claim('k1', 'POST /plan a');
    if (first.kind !== 'first') throw new Error('première demande attendue');
    first.settle(answer(201, '{"id":1}'));
    const again = await store.claim('k1', 'POST /plan a');
    expect(again.kind).toBe('replay');
    if (again.kind === 'replay') expect(new TextDecoder().decode(again.answer.body)).toBe('{"id":1}');
    expect((await store.claim('k1', 'POST /plan b')).kind).toBe('mismatch');
  });

  it('makes a claim made during the first wait for its answer', async () => {
    const store = createIdempotencyStore();
    const first = await store.claim('k', 'f');
    const second = store.claim('k', 'f');
    if (first.kind !== 'first') throw new Error('première demande attendue');
    first.settle(answer(201, 'x'));
    expect((await second).kind).toBe('replay');
  });

  it('forgets an answer it did not keep (a 5xx): the next attempt runs again', async () => {
    const store = createIdempotencyStore();
    const first = await store.claim('k', 'f');
    const waiting = store.claim('k', 'f');
    if (first.kind !== 'first') throw new Error('première demande attendue');
    first.settle(null);
    expect((await waiting).kind).toBe('first');
  });

  it('forgets a key after 24 hours', async () => {
    let now = 0;
    const store = createIdempotencyStore(() => now);
    const first = await store.claim('k', 'f');
    if (first.kind === 'first') first.settle(answer(201, 'x'));
    now = IDEMPOTENCY_TTL_MS - 1;
    expect((await store.claim('k', 'f')).kind).toBe('replay');
    now = IDEMPOTENCY_TTL_MS;
    expect((await store.claim('k', 'other')).kind).toBe('first');
    expect(store.size).toBe(1);
  });
});

describe('the mock backend honours Idempotency-Key', () => {
  it('writes a create once for a key, answers it again, and refuses the key with another body (422)', async () => {
    await signInAs(CLAIRE);
    const { data: levers } = await apiClient.GET('/users/solutions/{email}/levers', {
      params: { path: { email: CLAIRE } },
    });
    const [free, other] = (levers ?? []).filter((lever) => lever.planSolutionId === null);
    if (!free || !other) throw new Error('deux leviers hors du plan attendus');
    const post = (leverId: number, key: string) =>
      fetch(`${config.apiUrl}/users/solutions/${encodeURIComponent(CLAIRE)}/plan`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${readAccessToken()}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ leverId }),
      });
    const before = db.solutions.count();
    const first = await post(free.id, 'cle-1');
    const replay = await post(free.id, 'cle-1');
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(db.solutions.count()).toBe(before + 1);

    const reused = await post(other.id, 'cle-1');
    expect(reused.status).toBe(422);
    expect(db.solutions.count()).toBe(before + 1);
    // Without a key, the same create is a second intent, refused by the plan's own rule (409).
    expect((await post(free.id, 'cle-2')).status).toBe(409);
  });
});
