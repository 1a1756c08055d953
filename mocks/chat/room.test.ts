import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPILOT_AUTHOR, db, findUserByEmail, nextId } from '../db';
import { signingSecret } from '../handlers/tokens';
import { accessTokenFor } from '../handlers/session';
import {
  ChatRefusal,
  COPILOT_TYPING_DELAY_MS,
  copilotContextOf,
  copilotReplyTo,
  createChatHub,
  join,
  messagesOf,
  postMessage,
  type ChatTransport,
} from './room';
import { restoreRealTimers } from '../../tests/timers';

const VERDANCE = 1;
const CLAIRE = 'claire.martin@verdance.fr';
const HUGO = 'hugo.bernard@verdance.fr';
const LEA = 'lea.petit@verdance.fr';
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const NINA = 'nina.roux@atelier-lumen.fr';

describe('join', () => {
  it('returns the ticket history, oldest first', async () => {
    const history = await join(VERDANCE);
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((message) => message.ticketId === VERDANCE)).toBe(true);
    const dates = history.map((message) => message.createdAt);
    expect(dates).toEqual([...dates].sort());
    expect(history[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), author: CLAIRE, body: expect.any(String) }),
    );
  });

  it('opens a ticket for a company that has none yet', async () => {
    const company = db.companies.all().find((record) => !db.chatTickets.findFirst((q) => q.where({ id: record.id })));
    expect(company).toBeDefined();
    await expect(join(company!.id)).resolves.toEqual([]);
    expect(db.chatTickets.findFirst((q) => q.where({ id: company!.id }))).toBeDefined();
  });

  it('refuses a ticket that is not a company', async () => {
    await expect(join(9999)).rejects.toBeInstanceOf(ChatRefusal);
    await expect(join('abc')).rejects.toBeInstanceOf(ChatRefusal);
    await expect(join(1.5)).rejects.toBeInstanceOf(ChatRefusal);
  });
});

describe('postMessage', () => {
  it('stores one message per client id: a message sent again is answered with the stored one (issue 35)', async () => {
    const before = messagesOf(VERDANCE).length;
    const first = await postMessage({ ticketId: VERDANCE, author: CLAIRE, body: 'Une fois', clientId: 'c-1' });
    const again = await postMessage({ ticketId: VERDANCE, author: CLAIRE, body: 'Une fois', clientId: 'c-1' });
    expect(again).toEqual(first);
    expect(first.clientId).toBe('c-1');
    expect(messagesOf(VERDANCE)).toHaveLength(before + 1);
    expect(messagesOf(VERDANCE).at(-1)?.clientId).toBe('c-1');
  });

  it('stores a trimmed message with an id and a date', async () => {
    const before = messagesOf(VERDANCE).length;
    const message = await postMessage({ ticketId: VERDANCE, author: CLAIRE, body: '  Bonjour  ' });
    expect(message).toEqual({
      id: expect.any(Number),
      ticketId: VERDANCE,
      author: CLAIRE,
      body: 'Bonjour',
      createdAt: expect.any(String),
    });
    expect(messagesOf(VERDANCE)).toHaveLength(before + 1);
    expect(messagesOf(VERDANCE).at(-1)).toEqual(message);
  });

  it.each([
    ['an empty body', { ticketId: VERDANCE, author: CLAIRE, body: '' }],
    ['a whitespace body', { ticketId: VERDANCE, author: CLAIRE, body: ' \n\t ' }],
    ['a body over 2000 characters', { ticketId: VERDANCE, author: CLAIRE, body: 'a'.repeat(2001) }],
    ['no author', { ticketId: VERDANCE, author: ' ', body: 'Bonjour' }],
    ['an unknown ticket', { ticketId: 424242, author: CLAIRE, body: 'Bonjour' }],
    ['no payload', undefined],
  ])('refuses %s', async (_label, payload) => {
    const before = db.chatMessages.all().length;
    await expect(postMessage(payload)).rejects.toBeInstanceOf(ChatRefusal);
    expect(db.chatMessages.all()).toHaveLength(before);
  });

  it('accepts exactly 2000 characters', async () => {
    await expect(postMessage({ ticketId: VERDANCE, author: CLAIRE, body: 'a'.repeat(2000) })).resolves.toBeDefined();
  });

  it('gives distinct ids to concurrent messages', async () => {
    const sent = await Promise.all(
      ['un', 'deux', 'trois'].map((body) => postMessage({ ticketId: VERDANCE, author: CLAIRE, body })),
    );
    expect(new Set(sent.map((message) => message.id)).size).toBe(3);
  });
});

describe('the copilote', () => {
  const now = new Date('2026-11-20T09:00:00.000Z');
  const globalScore = () => db.scoreResults.findFirst((q) => q.where({ companyId: VERDANCE }))?.result;

  /** An action of Verdance's plan, with what a test needs to control. */
  async function buildSolution(overrides: {
    content: string;
    status: 'validated' | 'inProgress' | 'toRealize';
    deadline: string | null;
  }) {
    return db.solutions.create({
      id: nextId(db.solutions),
      companyId: VERDANCE,
      description: '',
      group: 'Gouvernance',
      level: 'Niveau 1',
      questionTitle: 'Gouvernance',
      ...overrides,
    });
  }

  it("knows the company's figures", async () => {
    await buildSolution({ content: 'Déjà faite', status: 'validated', deadline: '2026-11-20' });
    await buildSolution({ content: 'En retard', status: 'inProgress', deadline: '2026-11-19' });
    await buildSolution({ content: 'La plus proche', status: 'toRealize', deadline: '2026-11-20' });
    const context = copilotContextOf(VERDANCE, CLAIRE, now);
    expect(context.firstName).toBe('Claire');
    expect(context.scores?.global).toBe(globalScore());
    expect(context.scores?.axes.map((axis) => axis.name)).toEqual([
      'Gouvernance',
      'Social',
      'Environnement',
      'Business',
    ]);
    expect(context.actions.inProgress).toBe(
      db.solutions.findMany((q) => q.where({ companyId: VERDANCE, status: 'inProgress' })).length,
    );
    expect(context.nextDeadline).toEqual({ titles: ['La plus proche'], date: '2026-11-20' });
    await buildSolution({ content: 'Le même jour', status: 'inProgress', deadline: '2026-11-20' });
    expect(copilotContextOf(VERDANCE, CLAIRE, now).nextDeadline).toEqual({
      titles: ['La plus proche', 'Le même jour'],
      date: '2026-11-20',
    });
  });

  it('has no scores for a company not evaluated yet', () => {
    const company = db.companies
      .all()
      .find((record) => !db.scoreResults.findFirst((q) => q.where({ companyId: record.id })));
    expect(copilotContextOf(company!.id, 'quelqu.un@example.fr', now)).toEqual(
      expect.objectContaining({ firstName: null, scores: null }),
    );
  });

  it("answers a user with the company's data, as the copilote", async () => {
    const question = await postMessage({ ticketId: VERDANCE, author: CLAIRE, body: 'Quel est notre score global ?' });
    const reply = await copilotReplyTo(question, now);
    expect(reply).toEqual(expect.objectContaining({ ticketId: VERDANCE, author: COPILOT_AUTHOR }));
    expect(reply?.body).toContain(`${globalScore()}/100`);
    expect(messagesOf(VERDANCE).at(-1)).toEqual(reply);
  });

  it('does not answer its own messages', async () => {
    await expect(copilotReplyTo({ ticketId: VERDANCE, author: COPILOT_AUTHOR, body: 'Bonjour' })).resolves.toBeNull();
  });
});

describe('createChatHub', () => {
  afterEach(() => {
    restoreRealTimers();
  });

  /** A transport that records what each connection receives; connections are names. */
  function recordingTransport() {
    const rooms = new Map<number, Set<string>>();
    const received: Array<{ to: string; event: string; payload: unknown }> = [];
    const transport: ChatTransport<string> = {
      joinRoom: (connection, room) => void rooms.set(room, (rooms.get(room) ?? new Set()).add(connection)),
      leaveRoom: (connection, room) => void rooms.get(room)?.delete(connection),
      emitTo: (connection, event, payload) => void received.push({ to: connection, event, payload }),
      emitToRoom: (room, event, payload) => {
        for (const connection of rooms.get(room) ?? []) received.push({ to: connection, event, payload });
      },
    };
    return { transport, received, eventsOf: (to: string) => received.filter((entry) => entry.to === to) };
  }

  /** The handshake of a signed-in user: their current access token. */
  async function handshakeOf(email: string) {
    const user = findUserByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    return { token: await accessTokenFor(user) };
  }

  it('joins, broadcasts, types, replies and stops typing', async () => {
    vi.useFakeTimers();
    const { transport, eventsOf } = recordingTransport();
    const hub = createChatHub(transport);
    await hub.authenticate('claire', await handshakeOf(CLAIRE));
    await hub.authenticate('hugo', await handshakeOf(HUGO));

    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.joinTicket('hugo', { _ticketId: VERDANCE });
    expect(eventsOf('claire')[0]).toEqual({
      to: 'claire',
      event: 'joinedTicket',
      payload: { previousMessages: messagesOf(VERDANCE) },
    });

    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'Quelle est notre prochaine échéance ?' });
    expect(eventsOf('hugo').map((entry) => entry.event)).toEqual(['joinedTicket', 'chat', 'typing']);

    await vi.advanceTimersByTimeAsync(COPILOT_TYPING_DELAY_MS);
    for (const connection of ['claire', 'hugo']) {
      const events = eventsOf(connection);
      expect(events.map((entry) => entry.event)).toEqual(['joinedTicket', 'chat', 'typing', 'stopTyping', 'chat']);
      expect(events[2]?.payload).toEqual({ isTyping: true });
      expect(events[3]?.payload).toEqual({ isTyping: false });
      expect(events[4]?.payload).toEqual(expect.objectContaining({ author: COPILOT_AUTHOR, ticketId: VERDANCE }));
    }
    hub.dispose();
  });

  it('refuses an empty message and an unknown ticket with a chat_error, without storing anything', async () => {
    const refused = vi.fn();
    const { transport, received } = recordingTransport();
    const hub = createChatHub(transport, { onRefused: refused });
    await hub.authenticate('claire', await handshakeOf(CLAIRE));
    const before = db.chatMessages.all().length;

    await hub.joinTicket('claire', { _ticketId: 9999 });
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: '   ' });

    expect(received.map((entry) => [entry.event, (entry.payload as { code?: string }).code])).toEqual([
      ['chat_error', 'forbidden_ticket'],
      ['joinedTicket', undefined],
      ['chat_error', 'invalid_message'],
    ]);
    expect(refused).toHaveBeenCalledWith('joinTicket', expect.any(ChatRefusal));
    expect(refused).toHaveBeenCalledWith('chat', expect.any(ChatRefusal));
    expect(db.chatMessages.all()).toHaveLength(before);
    hub.dispose();
  });

  it('names a refused message by its client id, and only that one (issue 39)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { transport, eventsOf } = recordingTransport();
    const hub = createChatHub(transport);
    await hub.authenticate('claire', await handshakeOf(CLAIRE));
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour', clientId: 'c-ok' });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'x'.repeat(2_001), clientId: 'c-long' });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: '   ' });
    const refusals = eventsOf('claire').filter((entry) => entry.event === 'chat_error');
    expect(refusals.map((entry) => entry.payload)).toEqual([
      expect.objectContaining({ code: 'invalid_message', event: 'chat', clientId: 'c-long' }),
      { code: 'invalid_message', event: 'chat', message: expect.any(String) },
    ]);
    hub.dispose();
  });

  it('cancels pending replies on dispose', async () => {
    vi.useFakeTimers();
    const { transport, received } = recordingTransport();
    const hub = createChatHub(transport);
    await hub.authenticate('claire', await handshakeOf(CLAIRE));
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour' });
    hub.dispose();
    await vi.advanceTimersByTimeAsync(COPILOT_TYPING_DELAY_MS * 2);
    expect(received.map((entry) => entry.event)).toEqual(['joinedTicket', 'chat', 'typing']);
  });
});

describe('chat access (issue 11)', () => {
  /** Every event a connection received, as [event, code] pairs for chat_error. */
  function recordingHub(options: Parameters<typeof createChatHub>[1] = {}) {
    const received: Array<{ to: string; event: string; payload: unknown }> = [];
    const rooms = new Map<number, Set<string>>();
    const hub = createChatHub<string>(
      {
        joinRoom: (connection, room) => void rooms.set(room, (rooms.get(room) ?? new Set()).add(connection)),
        leaveRoom: (connection, room) => void rooms.get(room)?.delete(connection),
        emitTo: (connection, event, payload) => void received.push({ to: connection, event, payload }),
        emitToRoom: (room, event, payload) => {
          for (const connection of rooms.get(room) ?? []) received.push({ to: connection, event, payload });
        },
      },
      { typingDelayMs: 5, ...options },
    );
    const errorsOf = (to: string) =>
      received
        .filter((entry) => entry.to === to && entry.event === 'chat_error')
        .map((entry) => (entry.payload as ChatErrorPayload).code);
    const eventsOf = (to: string) => received.filter((entry) => entry.to === to).map((entry) => entry.event);
    return { hub, received, errorsOf, eventsOf };
  }
  type ChatErrorPayload = { code: string; message: string; event?: string };

  const tokenOf = async (email: string) => accessTokenFor(findUserByEmail(email)!);
  const forge = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(signingSecret());

  it.each([
    ['no handshake at all', undefined],
    ['an empty token', { token: '' }],
    ['a token that is not a JWT', { token: 'pas-un-jeton' }],
    ['a token signed with another secret', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl' }],
  ])('refuses %s, and the events that follow', async (_label, auth) => {
    const { hub, errorsOf, eventsOf } = recordingHub();
    if (auth !== undefined) await expect(hub.authenticate('x', auth)).rejects.toMatchObject({ code: 'unauthorized' });
    const before = db.chatMessages.all().length;
    await hub.joinTicket('x', { _ticketId: VERDANCE });
    await hub.chat('x', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour' });
    expect(eventsOf('x')).not.toContain('joinedTicket');
    expect(errorsOf('x')).toEqual(['unauthorized', 'unauthorized']);
    expect(db.chatMessages.all()).toHaveLength(before);
    hub.dispose();
  });

  it('refuses a correctly signed access token without exp', async () => {
    const { hub } = recordingHub();
    const user = findUserByEmail(CLAIRE)!;
    const token = await forge({ id: user.id, email: user.email, companyId: user.companyId, typ: 'access', iat: 1 });
    await expect(hub.authenticate('x', { token })).rejects.toMatchObject({ code: 'unauthorized' });
    hub.dispose();
  });

  it('refuses a refresh token used as an access token', async () => {
    const { hub } = recordingHub();
    const user = findUserByEmail(CLAIRE)!;
    const token = await forge({ id: user.id, typ: 'refresh', iat: 1, exp: Math.floor(Date.now() / 1000) + 60 });
    await expect(hub.authenticate('x', { token })).rejects.toMatchObject({ code: 'unauthorized' });
    hub.dispose();
  });

  it('answers token_expired to an expired handshake token', async () => {
    const { hub } = recordingHub();
    const user = findUserByEmail(CLAIRE)!;
    const past = Math.floor(Date.now() / 1000) - 60;
    const token = await forge({
      id: user.id,
      email: user.email,
      companyId: 1,
      typ: 'access',
      iat: past - 900,
      exp: past,
    });
    await expect(hub.authenticate('x', { token })).rejects.toMatchObject({ code: 'token_expired' });
    hub.dispose();
  });

  it('refuses the events of a connection whose token expired meanwhile, with token_expired', async () => {
    let clock = new Date();
    const { hub, errorsOf } = recordingHub({ now: () => clock });
    await hub.authenticate('claire', { token: await tokenOf(CLAIRE) });
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    clock = new Date(Date.now() + 16 * 60 * 1000);
    const before = db.chatMessages.all().length;
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'Toujours là ?' });
    expect(errorsOf('claire')).toEqual(['token_expired']);
    expect(db.chatMessages.all()).toHaveLength(before);
    hub.dispose();
  });

  it("lets a user of another company join neither Verdance's ticket nor read its history", async () => {
    const { hub, errorsOf, eventsOf } = recordingHub();
    const sarah = findUserByEmail(SARAH)!;
    expect(sarah.companyId).not.toBe(VERDANCE);
    await hub.authenticate('sarah', { token: await tokenOf(SARAH) });
    await hub.joinTicket('sarah', { _ticketId: VERDANCE });
    await hub.chat('sarah', { ticketId: VERDANCE, author: SARAH, body: 'Quel est votre score ?' });
    expect(eventsOf('sarah')).toEqual(['chat_error', 'chat_error']);
    expect(errorsOf('sarah')).toEqual(['forbidden_ticket', 'not_joined']);
    // Her own ticket is fine.
    await hub.joinTicket('sarah', { _ticketId: sarah.companyId! });
    expect(eventsOf('sarah').at(-1)).toBe('joinedTicket');
    hub.dispose();
  });

  it('refuses the chat to an account without a company', async () => {
    const { hub, errorsOf } = recordingHub();
    await hub.authenticate('nina', { token: await tokenOf(NINA) });
    await hub.joinTicket('nina', { _ticketId: VERDANCE });
    expect(errorsOf('nina')).toEqual(['forbidden_ticket']);
    hub.dispose();
  });

  it('takes the author from the token: nobody speaks as the copilote or as a colleague', async () => {
    const { hub, received } = recordingHub();
    await hub.authenticate('lea', { token: await tokenOf(LEA) });
    await hub.joinTicket('lea', { _ticketId: VERDANCE });
    await hub.chat('lea', { ticketId: VERDANCE, author: COPILOT_AUTHOR, body: 'Votre score est parfait.' });
    await hub.chat('lea', { ticketId: VERDANCE, author: CLAIRE, body: 'Signé Claire' });
    const stored = messagesOf(VERDANCE).slice(-2);
    expect(stored.map((message) => message.author)).toEqual([LEA, LEA]);
    const sent = received
      .filter((entry) => entry.event === 'chat')
      .map((entry) => (entry.payload as { author: string }).author);
    expect(sent).toEqual([LEA, LEA]);
    hub.dispose();
  });

  it("answers with the joined company's figures only", async () => {
    const { hub, received } = recordingHub();
    const sarah = findUserByEmail(SARAH)!;
    await hub.authenticate('sarah', { token: await tokenOf(SARAH) });
    await hub.joinTicket('sarah', { _ticketId: sarah.companyId! });
    await hub.chat('sarah', { ticketId: VERDANCE, author: SARAH, body: 'Quel est notre score ?' });
    await hub.chat('sarah', { ticketId: sarah.companyId!, author: SARAH, body: 'Quel est notre score ?' });
    await vi.waitFor(() => expect(received.filter((entry) => entry.event === 'stopTyping')).toHaveLength(1));
    const replies = received
      .filter((entry) => entry.event === 'chat' && (entry.payload as { author: string }).author === COPILOT_AUTHOR)
      .map((entry) => entry.payload as { ticketId: number; body: string });
    expect(replies).toHaveLength(1);
    expect(replies[0]?.ticketId).toBe(sarah.companyId);
    const verdanceScore = db.scoreResults.findFirst((q) => q.where({ companyId: VERDANCE }))?.result;
    expect(replies[0]?.body).not.toContain(`${verdanceScore}/100`);
    expect(replies[0]?.body).toContain('pas encore de score');
    hub.dispose();
  });

  it('stops the chat of a user who left the company, even with a token still valid', async () => {
    const { hub, errorsOf } = recordingHub();
    await hub.authenticate('lea', { token: await tokenOf(LEA) });
    await hub.joinTicket('lea', { _ticketId: VERDANCE });
    const lea = findUserByEmail(LEA)!;
    await db.users.update(lea, {
      data(draft) {
        draft.companyId = null;
      },
    });
    await hub.chat('lea', { ticketId: VERDANCE, author: LEA, body: 'Encore là ?' });
    expect(errorsOf('lea')).toEqual(['forbidden_ticket']);
    hub.dispose();
  });
});
