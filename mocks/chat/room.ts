import type { ChatErrorCode, ChatServerEvents } from '../../src/api/realtime';
import type { components } from '../../src/api/schema.gen';
import {
  COPILOT_AUTHOR,
  DIAGNOSIS_AXES,
  db,
  findCompanyById,
  findUserByEmail,
  findUserById,
  isCopilotAuthor,
  nextId,
} from '../db';
import { verifyAccessToken } from '../handlers/tokens';
import { copilotReply, type CopilotContext } from './copilot';

/**
 * The support chat over the store, independent of the transport (mock-socket in the browser, Socket.IO on the HTTP
 * mock server): one ticket per company, whose id is the companyId and is also the room's name.
 */

/** What this server stores and sends: the text under `body` (the contract lets a host name it `message`). */
export type ChatMessage = Required<Omit<components['schemas']['ChatMessage'], 'message' | 'clientId'>> &
  Pick<components['schemas']['ChatMessage'], 'clientId'>;
export type ChatEvent = components['schemas']['ChatEvent'];

/** How long the copilote "types" before its reply arrives. */
export const COPILOT_TYPING_DELAY_MS = 1_200;
export const MAX_MESSAGE_LENGTH = 2_000;

/** A chat event the hub refuses (unknown ticket, empty or too long message); the message is French. */
export class ChatRefusal extends Error {
  constructor(
    message: string,
    /** The contract's ChatErrorCode sent with `chat_error`. */
    readonly code: ChatErrorCode = 'invalid_message',
  ) {
    super(message);
    this.name = 'ChatRefusal';
  }
}

export const CHAT_AUTH_REQUIRED_MESSAGE = 'Connexion au chat refusée : reconnectez-vous pour écrire à votre copilote.';
export const CHAT_TOKEN_EXPIRED_MESSAGE = 'Votre session a expiré : reconnexion au chat en cours.';
export const CHAT_FORBIDDEN_TICKET_MESSAGE = "Ce ticket de support n'est pas celui de votre entreprise.";
export const CHAT_NO_COMPANY_MESSAGE = 'Le chat avec le copilote est réservé aux comptes rattachés à une entreprise.';
export const CHAT_NOT_JOINED_MESSAGE = "Rejoignez d'abord le ticket de votre entreprise pour écrire au copilote.";

/** Who is behind a chat connection, from its handshake token. */
export interface ChatIdentity {
  userId: number;
  email: string;
  /** Seconds since the epoch, from the token: events after it are refused as `token_expired`. */
  expiresAt: number;
}

/** Checks a handshake (`ChatHandshakeAuth`): a signed access token with `exp`, for an account that still exists. */
export async function authenticateHandshake(auth: unknown): Promise<ChatIdentity> {
  const token = auth && typeof auth === 'object' ? (auth as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string' || token === '' || token.length > 4096) {
    throw new ChatRefusal(CHAT_AUTH_REQUIRED_MESSAGE, 'unauthorized');
  }
  const verified = await verifyAccessToken(token);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? new ChatRefusal(CHAT_TOKEN_EXPIRED_MESSAGE, 'token_expired')
      : new ChatRefusal(CHAT_AUTH_REQUIRED_MESSAGE, 'unauthorized');
  }
  const user = findUserById(verified.claims.id);
  if (!user) throw new ChatRefusal(CHAT_AUTH_REQUIRED_MESSAGE, 'unauthorized');
  return { userId: user.id, email: user.email, expiresAt: verified.claims.exp };
}

/** Writes one at a time: ids come from nextId(), so two concurrent creates would otherwise pick the same one. */
let writes: Promise<unknown> = Promise.resolve();
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = writes.then(task, task);
  writes = run.catch(() => undefined);
  return run;
}

/**
 * Messages by the id their sender gave them (`clientId`, issue 35): a message sent again after a lost
 * acknowledgement is found here and answered, not stored twice. In memory, beside the store (the store's shape stays
 * the contract's); keyed by ticket and client id, pointing to the stored message's id.
 */
const byClientId = new Map<string, number>();
const clientIdOf = new Map<number, string>();
const clientKey = (ticketId: number, clientId: string) => `${ticketId}:${clientId}`;

/** Forgets the client ids (a reset store starts from the seed, whose messages have none). */
export function forgetClientIds(): void {
  byClientId.clear();
  clientIdOf.clear();
}

function toChatMessage(record: Omit<ChatMessage, 'clientId'>): ChatMessage {
  const { id, ticketId, author, body, createdAt } = record;
  const clientId = clientIdOf.get(id);
  return clientId === undefined
    ? { id, ticketId, author, body, createdAt }
    : { id, ticketId, author, body, createdAt, clientId };
}

/** The client id a chat event carries (`ChatEvent.clientId`: 1 to 64 characters), or undefined. */
function clientIdIn(fields: unknown): string | undefined {
  const clientId = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).clientId : undefined;
  return typeof clientId === 'string' && clientId.length > 0 && clientId.length <= 64 ? clientId : undefined;
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
  await db.chatMessages.whenLoaded();
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
  if (author === '') throw new ChatRefusal("L'auteur du message est obligatoire.");
  const body = typeof fields.body === 'string' ? fields.body.trim() : '';
  if (body === '') throw new ChatRefusal('Le message est vide.');
  if (body.length > MAX_MESSAGE_LENGTH) {
    throw new ChatRefusal(`Le message dépasse ${MAX_MESSAGE_LENGTH} caractères.`);
  }
  const clientId = clientIdIn(fields);
  await db.chatMessages.whenLoaded();
  return serialized(async () => {
    const knownId = clientId === undefined ? undefined : byClientId.get(clientKey(ticketId, clientId));
    const known = knownId === undefined ? undefined : db.chatMessages.findFirst((q) => q.where({ id: knownId }));
    if (known) return toChatMessage(known);
    const stored = await db.chatMessages.create({
      id: nextId(db.chatMessages),
      ticketId,
      author,
      body,
      createdAt: new Date().toISOString(),
    });
    if (clientId !== undefined) {
      byClientId.set(clientKey(ticketId, clientId), stored.id);
      clientIdOf.set(stored.id, clientId);
    }
    return toChatMessage(stored);
  });
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
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.id - b.id);
  const nextDate = upcoming[0]?.deadline ?? null;
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
    nextDeadline: nextDate
      ? {
          titles: upcoming.filter((solution) => solution.deadline === nextDate).map((solution) => solution.content),
          date: nextDate,
        }
      : null,
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
  /**
   * When the copilote replies once it has started typing: by default after `typingDelayMs`. A test that reads the
   * typing indicator holds the reply until it has seen it, rather than waiting out a delay long enough for a busy
   * machine (1.5 s, issue 48).
   */
  replyWhen?: () => Promise<void>;
  /** Called with refused events (logged by the servers); the connection also gets a `chat_error`. */
  onRefused?: (event: string, error: ChatRefusal) => void;
  /** The clock events are checked against (tests move it past a token's expiry). */
  now?: () => Date;
}

export type ChatClientEventName = 'handshake' | 'joinTicket' | 'leaveTicket' | 'chat';

export interface ChatHub<Connection> {
  /**
   * Authenticates a connection from its handshake; events of the connection wait for it. Rejects with the
   * ChatRefusal (the transport refuses the connection with it); nothing is sent to the connection.
   */
  authenticate(connection: Connection, auth: unknown): Promise<ChatIdentity>;
  joinTicket(connection: Connection, payload: unknown): Promise<void>;
  leaveTicket(connection: Connection, payload: unknown): Promise<void>;
  chat(connection: Connection, payload: unknown): Promise<void>;
  /** Forgets a closed connection. */
  disconnect(connection: Connection): void;
  /** Cancels the copilote's pending replies. */
  dispose(): void;
}

/** The company the user belongs to now (not when the token was signed): leaving a company ends its chat. */
function companyOf(identity: ChatIdentity): number {
  const companyId = findUserById(identity.userId)?.companyId ?? null;
  if (companyId === null) throw new ChatRefusal(CHAT_NO_COMPANY_MESSAGE, 'forbidden_ticket');
  return companyId;
}

/** The ticket a joinTicket names, when it is the company's own; any other, or none, is refused alike. */
function ticketOfCompany(payload: unknown, companyId: number): number {
  let ticketId: number;
  try {
    ticketId = ticketOfRef(payload);
  } catch {
    throw new ChatRefusal(CHAT_FORBIDDEN_TICKET_MESSAGE, 'forbidden_ticket');
  }
  if (ticketId !== companyId) throw new ChatRefusal(CHAT_FORBIDDEN_TICKET_MESSAGE, 'forbidden_ticket');
  return ticketId;
}

/**
 * Runs a connection's events one after the other, in the order they arrived: a chat sent right after joinTicket
 * must find the ticket joined, though joining awaits the store.
 */
function serialQueue<Connection>() {
  const queues = new Map<Connection, Promise<unknown>>();
  return function inOrder(connection: Connection, task: () => Promise<void>): Promise<void> {
    const run = (queues.get(connection) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(connection, settled);
    void settled.then(() => {
      if (queues.get(connection) === settled) queues.delete(connection);
    });
    return run;
  };
}

/** The copilote's answers: typing, then once `due` has resolved its reply and stopTyping, to the message's room. */
function copilotReplies<Connection>(
  transport: ChatTransport<Connection>,
  due: (cancelled: AbortSignal) => Promise<void>,
) {
  let pending = new AbortController();
  return {
    replyLater(message: ChatMessage): void {
      transport.emitToRoom(message.ticketId, 'typing', { isTyping: true });
      const cancelled = pending.signal;
      void due(cancelled).then(() => {
        if (cancelled.aborted) return;
        void copilotReplyTo(message)
          .catch((error: unknown) => {
            if (error instanceof ChatRefusal) return null;
            throw error;
          })
          .then((reply) => {
            transport.emitToRoom(message.ticketId, 'stopTyping', { isTyping: false });
            if (reply) transport.emitToRoom(reply.ticketId, 'chat', reply);
          });
      });
    },
    /** Cancels the replies still waiting. */
    dispose(): void {
      pending.abort();
      pending = new AbortController();
    },
  };
}

/** Resolves `ms` later; never, once `cancelled` is aborted first (its timer cleared). */
function after(ms: number) {
  return (cancelled: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelled.addEventListener('abort', () => clearTimeout(timer), { once: true });
    });
}

/**
 * The server side of `x-realtime-chat`: handshake → identity; joinTicket → room + joinedTicket {previousMessages}
 * (own company only); chat → stored under the token's e-mail and sent to the room (sender included), then typing,
 * the copilote's reply after a short delay, stopTyping; leaveTicket → out of the room. A refused event gets a
 * `chat_error` (ChatError) and changes nothing.
 */
export function createChatHub<Connection>(
  transport: ChatTransport<Connection>,
  { typingDelayMs = COPILOT_TYPING_DELAY_MS, replyWhen, onRefused, now = () => new Date() }: ChatHubOptions = {},
): ChatHub<Connection> {
  const identities = new Map<Connection, Promise<ChatIdentity>>();
  const joinedRooms = new Map<Connection, Set<number>>();
  const inOrder = serialQueue<Connection>();
  const copilot = copilotReplies(transport, replyWhen ?? after(typingDelayMs));

  /** A refused `chat` names its message by the client id it came with, so the client takes back exactly that one. */
  function refuse(connection: Connection, event: ChatClientEventName, error: ChatRefusal, payload: unknown): void {
    onRefused?.(event, error);
    const clientId = event === 'chat' ? clientIdIn(payload) : undefined;
    transport.emitTo(connection, 'chat_error', {
      code: error.code,
      message: error.message,
      event,
      ...(clientId === undefined ? {} : { clientId }),
    });
  }

  /** The connection's identity, still valid now; throws the refusal otherwise. */
  async function identityOf(connection: Connection): Promise<ChatIdentity> {
    const identity = await identities.get(connection)?.catch(() => undefined);
    if (!identity) throw new ChatRefusal(CHAT_AUTH_REQUIRED_MESSAGE, 'unauthorized');
    if (identity.expiresAt * 1000 <= now().getTime()) {
      throw new ChatRefusal(CHAT_TOKEN_EXPIRED_MESSAGE, 'token_expired');
    }
    return identity;
  }

  function refusing(
    connection: Connection,
    event: ChatClientEventName,
    payload: unknown,
    task: (identity: ChatIdentity) => Promise<void> | void,
  ): Promise<void> {
    return inOrder(connection, async () => {
      try {
        await task(await identityOf(connection));
      } catch (error) {
        if (!(error instanceof ChatRefusal)) throw error;
        refuse(connection, event, error, payload);
      }
    });
  }

  return {
    authenticate(connection, auth) {
      const identity = authenticateHandshake(auth);
      identities.set(connection, identity);
      identity.catch((error: unknown) => {
        identities.delete(connection);
        if (error instanceof ChatRefusal) onRefused?.('handshake', error);
      });
      return identity;
    },
    joinTicket: (connection, payload) =>
      refusing(connection, 'joinTicket', payload, async (identity) => {
        const companyId = companyOf(identity);
        const ticketId = ticketOfCompany(payload, companyId);
        const previousMessages = await join(ticketId);
        let rooms = joinedRooms.get(connection);
        if (!rooms) joinedRooms.set(connection, (rooms = new Set()));
        rooms.add(ticketId);
        transport.joinRoom(connection, ticketId);
        transport.emitTo(connection, 'joinedTicket', { previousMessages });
      }),
    leaveTicket: (connection, payload) =>
      refusing(connection, 'leaveTicket', payload, () => {
        const ticketId = ticketOfRef(payload);
        joinedRooms.get(connection)?.delete(ticketId);
        transport.leaveRoom(connection, ticketId);
      }),
    chat: (connection, payload) =>
      refusing(connection, 'chat', payload, async (identity) => {
        const fields = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
        const ticketId = requireTicketId(fields.ticketId);
        if (!joinedRooms.get(connection)?.has(ticketId)) {
          throw new ChatRefusal(CHAT_NOT_JOINED_MESSAGE, 'not_joined');
        }
        if (ticketId !== companyOf(identity)) {
          throw new ChatRefusal(CHAT_FORBIDDEN_TICKET_MESSAGE, 'forbidden_ticket');
        }
        // The author is whoever the token says, whatever the payload claims: nobody speaks as the copilote.
        await db.chatMessages.whenLoaded();
        const before = db.chatMessages.count();
        const message = await postMessage({
          ticketId,
          body: fields.body,
          author: identity.email,
          clientId: fields.clientId,
        });
        transport.emitToRoom(message.ticketId, 'chat', message);
        // A message sent again (same client id) is acknowledged again, and answered only once.
        if (db.chatMessages.count() > before) copilot.replyLater(message);
      }),
    disconnect(connection) {
      identities.delete(connection);
      joinedRooms.delete(connection);
    },
    dispose() {
      copilot.dispose();
      identities.clear();
      joinedRooms.clear();
    },
  };
}
