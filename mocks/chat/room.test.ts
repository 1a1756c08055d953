import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPILOT_AUTHOR, db, nextId } from '../db';
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

const VERDANCE = 1;
const CLAIRE = 'claire.martin@verdance.fr';

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

  it('knows the company’s figures', async () => {
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
    expect(context.nextDeadline).toEqual({ title: 'La plus proche', date: '2026-11-20' });
  });

  it('has no scores for a company not evaluated yet', () => {
    const company = db.companies
      .all()
      .find((record) => !db.scoreResults.findFirst((q) => q.where({ companyId: record.id })));
    expect(copilotContextOf(company!.id, 'quelqu.un@example.fr', now)).toEqual(
      expect.objectContaining({ firstName: null, scores: null }),
    );
  });

  it('answers a user with the company’s data, as the copilote', async () => {
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
    vi.useRealTimers();
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

  it('joins, broadcasts, types, replies and stops typing', async () => {
    vi.useFakeTimers();
    const { transport, eventsOf } = recordingTransport();
    const hub = createChatHub(transport);

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

  it('refuses an empty message and an unknown ticket without sending anything', async () => {
    const refused = vi.fn();
    const { transport, received } = recordingTransport();
    const hub = createChatHub(transport, { onRefused: refused });

    await hub.joinTicket('claire', { _ticketId: 9999 });
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: '   ' });

    expect(received.map((entry) => entry.event)).toEqual(['joinedTicket']);
    expect(refused).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledWith('joinTicket', expect.any(ChatRefusal));
    expect(refused).toHaveBeenCalledWith('chat', expect.any(ChatRefusal));
    hub.dispose();
  });

  it('cancels pending replies on dispose', async () => {
    vi.useFakeTimers();
    const { transport, received } = recordingTransport();
    const hub = createChatHub(transport);
    await hub.joinTicket('claire', { _ticketId: VERDANCE });
    await hub.chat('claire', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour' });
    hub.dispose();
    await vi.advanceTimersByTimeAsync(COPILOT_TYPING_DELAY_MS * 2);
    expect(received.map((entry) => entry.event)).toEqual(['joinedTicket', 'chat', 'typing']);
  });
});
