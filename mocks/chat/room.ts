import type { ChatServerEvents } from '../../src/api/realtime';
import type { components } from '../../src/api/schema.gen';
import { COPILOT_AUTHOR, DIAGNOSIS_AXES, db, findCompanyById, findUserByEmail, isCopilotAuthor, nextId } from '../db';
import { copilotReply, type CopilotContext } from './copilot';

/**
 * The support chat over the store, independent of the transport (mock-socket in the browser, Socket.IO on the HTTP
 * mock server): one ticket per company, whose id is the companyId and is also the room's name.
 */

export type ChatMessage = Required<components['schemas']['ChatMessage']>;
export type ChatEvent = components['schemas']['ChatEvent'];

/** How long the copilote "types" before its reply arrives. */
export const COPILOT_TYPING_DELAY_MS = 1_200;
export const MAX_MESSAGE_LENGTH = 2_000;

/** A chat event the hub refuses (unknown ticket, empty or too long message); the message is French. */
export class ChatRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatRefusal';
  }
}

/** Writes one at a time: ids come from nextId(), so two concurrent creates would otherwise pick the same one. */
let writes: Promise<unknown> = Promise.resolve();
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = writes.then(task, task);
  writes = run.catch(() => undefined);
  return run;
}

function toChatMessage(record: ChatMessage): ChatMessage {
  const { id, ticketId, author, body, createdAt } = record;
  return { id, ticketId, author, body, createdAt };
}

/** The ticket id of a value, which must be the id of an existing company. */
export function requireTicketId(value: unknown): number {
  const ticketId = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof ticketId !== 'number' || !Number.isInteger(ticketId) || ticketId < 1 || !findCompanyById(ticketId)) {
    throw new ChatRefusal('Ticket de support inconnu.');
  }
  return ticketId;
}

/** The ticket of a joinTicket / leaveTicket payload ({ _ticketId }). */
export function ticketOfRef(payload: unknown): number {
  const ref = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)._ticketId : undefined;
  return requireTicketId(ref);
}

/** The ticket's messages, oldest first. */
export function messagesOf(ticketId: number): ChatMessage[] {
  return db.chatMessages
    .findMany((q) => q.where({ ticketId }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map(toChatMessage);
}

/** Opens the ticket (created on first use) and returns its history. */
export async function join(ticketId: unknown): Promise<ChatMessage[]> {
  const id = requireTicketId(ticketId);
  if (!db.chatTickets.findFirst((q) => q.where({ id }))) {
    await serialized(async () => {
      if (!db.chatTickets.findFirst((q) => q.where({ id }))) await db.chatTickets.create({ id });
    });
  }
  return messagesOf(id);
}

/** Checks and stores a chat event; returns the stored message. */
export async function postMessage(input: unknown): Promise<ChatMessage> {
  const fields = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const ticketId = requireTicketId(fields.ticketId);
  const author = typeof fields.author === 'string' ? fields.author.trim() : '';
  if (author === '') throw new ChatRefusal('L’auteur du message est obligatoire.');
  const body = typeof fields.body === 'string' ? fields.body.trim() : '';
  if (body === '') throw new ChatRefusal('Le message est vide.');
  if (body.length > MAX_MESSAGE_LENGTH) {
    throw new ChatRefusal(`Le message dépasse ${MAX_MESSAGE_LENGTH} caractères.`);
  }
  const stored = await serialized(() =>
    db.chatMessages.create({
      id: nextId(db.chatMessages),
      ticketId,
      author,
      body,
      createdAt: new Date().toISOString(),
    }),
  );
  return toChatMessage(stored);
}

/** YYYY-MM-DD of a date, in UTC like the seed's deadlines. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What the copilote knows about a company when answering `author`. */
export function copilotContextOf(companyId: number, author: string, now: Date = new Date()): CopilotContext {
  const company = findCompanyById(companyId);
  const result = db.scoreResults.findFirst((q) => q.where({ companyId }));
  const solutions = db.solutions.findMany((q) => q.where({ companyId }));
  const today = isoDay(now);
  const upcoming = solutions
    .filter((solution) => solution.status !== 'validated' && solution.deadline !== null && solution.deadline >= today)
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.id - b.id)[0];
  return {
    firstName: findUserByEmail(author)?.firstName || null,
    companyName: company?.name ?? '',
    scores: result
      ? {
          global: result.result,
          axes: DIAGNOSIS_AXES.map((axis) => ({ name: axis.name, score: result[axis.resultKey] })),
        }
      : null,
    actions: {
      toRealize: solutions.filter((solution) => solution.status === 'toRealize').length,
      inProgress: solutions.filter((solution) => solution.status === 'inProgress').length,
      validated: solutions.filter((solution) => solution.status === 'validated').length,
    },
    nextDeadline: upcoming?.deadline ? { title: upcoming.content, date: upcoming.deadline } : null,
  };
}

/** Stores and returns the copilote's reply to a user's message; null for the copilote's own messages. */
export async function copilotReplyTo(message: ChatEvent, now: Date = new Date()): Promise<ChatMessage | null> {
  if (isCopilotAuthor(message.author)) return null;
  const body = copilotReply(message.body, copilotContextOf(message.ticketId, message.author, now));
  return postMessage({ ticketId: message.ticketId, author: COPILOT_AUTHOR, body });
}

// ── The event protocol, shared by both transports ──────────────────────────────────────────────────────────────────

type ServerPayload<Event extends keyof ChatServerEvents> = Parameters<ChatServerEvents[Event]>[0];

/** What a transport provides: rooms and delivery. `Connection` is its socket type. */
export interface ChatTransport<Connection> {
  joinRoom(connection: Connection, room: number): void;
  leaveRoom(connection: Connection, room: number): void;
  emitTo<Event extends keyof ChatServerEvents>(
    connection: Connection,
    event: Event,
    payload: ServerPayload<Event>,
  ): void;
  /** To every connection in the room, the sender included. */
  emitToRoom<Event extends keyof ChatServerEvents>(room: number, event: Event, payload: ServerPayload<Event>): void;
}

export interface ChatHubOptions {
  typingDelayMs?: number;
  /** Called with refused events (unknown ticket, empty message…): the contract has no error event to send. */
  onRefused?: (event: string, error: ChatRefusal) => void;
}

export interface ChatHub<Connection> {
  joinTicket(connection: Connection, payload: unknown): Promise<void>;
  leaveTicket(connection: Connection, payload: unknown): void;
  chat(connection: Connection, payload: unknown): Promise<void>;
  /** Cancels the copilote's pending replies. */
  dispose(): void;
}

/**
 * The server side of `x-realtime-chat`: joinTicket → room + joinedTicket {previousMessages}; chat → stored and sent
 * to the room (sender included), then typing, the copilote's reply after a short delay, stopTyping; leaveTicket →
 * out of the room.
 */
export function createChatHub<Connection>(
  transport: ChatTransport<Connection>,
  { typingDelayMs = COPILOT_TYPING_DELAY_MS, onRefused }: ChatHubOptions = {},
): ChatHub<Connection> {
  const pending = new Set<ReturnType<typeof setTimeout>>();

  async function refusing(event: string, task: () => Promise<void> | void): Promise<void> {
    try {
      await task();
    } catch (error) {
      if (!(error instanceof ChatRefusal)) throw error;
      onRefused?.(event, error);
    }
  }

  function replyLater(message: ChatMessage): void {
    transport.emitToRoom(message.ticketId, 'typing', { isTyping: true });
    const timer = setTimeout(() => {
      pending.delete(timer);
      void copilotReplyTo(message)
        .catch((error: unknown) => {
          if (error instanceof ChatRefusal) return null;
          throw error;
        })
        .then((reply) => {
          transport.emitToRoom(message.ticketId, 'stopTyping', { isTyping: false });
          if (reply) transport.emitToRoom(reply.ticketId, 'chat', reply);
        });
    }, typingDelayMs);
    pending.add(timer);
  }

  return {
    joinTicket: (connection, payload) =>
      refusing('joinTicket', async () => {
        const ticketId = ticketOfRef(payload);
        const previousMessages = await join(ticketId);
        transport.joinRoom(connection, ticketId);
        transport.emitTo(connection, 'joinedTicket', { previousMessages });
      }),
    leaveTicket: (connection, payload) =>
      void refusing('leaveTicket', () => transport.leaveRoom(connection, ticketOfRef(payload))),
    chat: (_connection, payload) =>
      refusing('chat', async () => {
        const message = await postMessage(payload);
        transport.emitToRoom(message.ticketId, 'chat', message);
        if (!isCopilotAuthor(message.author)) replyLater(message);
      }),
    dispose() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
