import { renewAccessToken } from '@/api/client';
import { newUuid } from '@/api/idempotency-key';
import {
  createChatSocket,
  messageText,
  type ChatError,
  type ChatEvent,
  type ChatListenEvents,
  type ChatMessage,
  type ChatSocket,
} from '@/api/realtime';
import { isCopilotAuthor } from '@/domain/copilot';
import { sessionKeyAtom, type JotaiStore } from '@/lib/jotai';
import { chatContent } from './content';

/** A message as the panel shows it; `key` tells a message apart across reconnects and repeated deliveries. */
export interface ChatEntry {
  key: string;
  author: string;
  body: string;
  /** ISO date: the server's, or the moment it arrived when the server gave none. */
  createdAt: string;
  /** The person's own message the server has not acknowledged yet: « Envoi... », or « Non envoyé — Renvoyer ». */
  delivery?: 'sending' | 'failed';
  /** The id the client gave the message, sent again with it until the server acknowledges it. */
  clientId?: string;
}

/**
 * connecting: first connection; connected: joined; reconnecting: the connection dropped after being up;
 * unreachable: the server could not be reached at all (retries continue); refused: the server will not let this
 * session chat (no retry: the person must sign in again).
 */
export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'unreachable' | 'refused';

/** What the panel shows, as one immutable value: a new one after every change. */
export interface ChatSnapshot {
  /** The conversation, oldest first, then the person's messages still waiting for the server. */
  messages: readonly ChatEntry[];
  /** The history has arrived (joinedTicket) at least once. */
  joined: boolean;
  copilotTyping: boolean;
  status: ChatStatus;
  /** The server's last refusal, in French (`chat_error`), until the next successful exchange. */
  error: string | null;
}

/** How long a message may wait for the server's acknowledgement before it shows « Non envoyé — Renvoyer ». */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

/** How long to wait before trying again after the connection dropped or failed. */
export const RECONNECT_DELAY_MS = 2_000;

/** Refusals that another attempt with the same session cannot fix. */
const FATAL_CODES: ReadonlySet<ChatError['code']> = new Set(['unauthorized', 'forbidden_ticket']);

function entryOf(message: ChatMessage, receivedAt: string): ChatEntry {
  const createdAt = message.createdAt ?? receivedAt;
  const body = messageText(message);
  return {
    key: message.id !== undefined ? `id:${message.id}` : `${message.author}|${createdAt}|${body}`,
    author: message.author,
    body,
    createdAt,
    ...(message.clientId === undefined ? {} : { clientId: message.clientId }),
  };
}

/** Appends the entries not already there (a reconnect replays the history); the same array when none is new. */
export function mergeEntries(current: readonly ChatEntry[], incoming: readonly ChatEntry[]): readonly ChatEntry[] {
  const known = new Set(current.map((entry) => entry.key));
  const added = incoming.filter((entry) => {
    if (known.has(entry.key)) return false;
    known.add(entry.key);
    return true;
  });
  return added.length === 0 ? current : [...current, ...added];
}

/** Whether a received message acknowledges a waiting one: by client id, or by author and text on a host without. */
function acknowledges(received: ChatEntry, waiting: ChatEntry): boolean {
  return received.clientId !== undefined
    ? waiting.clientId === received.clientId
    : waiting.author === received.author && waiting.body === received.body;
}

export interface ChatStoreOptions {
  /** The company's ticket (and room) id. */
  ticketId: number;
  /** Author of the person's messages (the server takes it from the token anyway). */
  author: string;
}

/** One handler per event a chat socket sends, so that `close()` can take them all off again. */
type Handlers = ChatListenEvents;
type HandlerEntry = [keyof Handlers, never];

/**
 * The copilote chat of one person and one ticket (spec §4), outside React: the one owner of the connection, of the
 * messages waiting for the server's acknowledgement, of resending them and of reconnecting. React reads it with
 * `useSyncExternalStore` (use-chat.ts) and keeps no copy.
 *
 * - `open()` connects; every connection joins the ticket once and sends again, with their own client id, the messages
 *   still waiting. `close()` leaves the ticket and disconnects; what waits stays and leaves at the next opening.
 * - A message leaves the queue when the server sends it back (the room's echo, or the history), or when the server
 *   refuses it: the refusal names it by its client id (`ChatError.clientId`), so exactly that message goes back to
 *   the person (`onRefusedMessage`) with the server's reason, and the others wait on.
 * - Reconnecting is decided here only: after a lost or failed connection, one new attempt every RECONNECT_DELAY_MS;
 *   after an expired token (`token_expired`), a renewal of the session then a new connection with the new token. The
 *   transport never reconnects by itself (realtime.ts).
 */
export class ChatStore {
  private readonly ticketId: number;
  private readonly author: string;
  private received: readonly ChatEntry[] = [];
  /** The person's messages the server has not acknowledged yet, oldest first. */
  private waiting: readonly ChatEntry[] = [];
  private readonly ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private socket: ChatSocket | null = null;
  private handlers: Handlers | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private wasConnected = false;
  /** The server will not let this session chat: no more attempts until the next opening. */
  private refused = false;
  private renewing = false;
  /** One renewal per connection attempt: a token refused again right after one means the session is over. */
  private renewedThisAttempt = false;
  private snapshot: ChatSnapshot = {
    messages: [],
    joined: false,
    copilotTyping: false,
    status: 'connecting',
    error: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly refusalListeners = new Set<(body: string) => void>();

  constructor({ ticketId, author }: ChatStoreOptions) {
    this.ticketId = ticketId;
    this.author = author;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  /** Called with the text of each message the server refused, so it can go back into the input. */
  readonly onRefusedMessage = (listener: (body: string) => void): (() => void) => {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  };

  /** Connects (a new socket each opening, so nothing of a previous one's listeners is shared). */
  open(): void {
    if (this.socket) return;
    const socket = createChatSocket();
    this.socket = socket;
    this.wasConnected = false;
    this.refused = false;
    this.renewedThisAttempt = false;
    this.handlers = this.handlersFor(socket);
    for (const [event, handler] of Object.entries(this.handlers) as HandlerEntry[]) {
      socket.on(event, handler);
    }
    socket.connect();
  }

  /** Leaves the ticket and disconnects; the waiting messages stay, and leave at the next connection. */
  close(): void {
    const { socket, handlers } = this;
    if (!socket) return;
    this.socket = null;
    this.handlers = null;
    clearTimeout(this.retry);
    this.clearAckTimers();
    if (socket.connected) socket.emit('leaveTicket', { _ticketId: this.ticketId });
    if (handlers) {
      for (const [event, handler] of Object.entries(handlers) as HandlerEntry[]) {
        socket.off(event, handler);
      }
    }
    socket.disconnect();
    this.commit({ status: 'connecting', copilotTyping: false });
  }

  /**
   * Sends a message; false when it was not taken (empty, closed, or the chat refused). Taken while the connection is
   * down, it shows « Non envoyé » and leaves when the connection is back.
   */
  readonly send = (body: string): boolean => {
    const text = body.trim();
    const { socket } = this;
    // Spec §5: an empty or whitespace-only message is not sent.
    if (text === '' || !socket || this.refused) return false;
    const clientId = newUuid();
    const entry: ChatEntry = {
      key: `client:${clientId}`,
      author: this.author,
      body: text,
      createdAt: new Date().toISOString(),
      delivery: socket.connected ? 'sending' : 'failed',
      clientId,
    };
    this.waiting = [...this.waiting, entry];
    if (socket.connected) this.transmit(socket, entry);
    this.commit();
    return true;
  };

  /** « Renvoyer »: sends a waiting message again, with its own client id (the server stores it once). */
  readonly resend = (clientId: string): void => {
    const { socket } = this;
    const entry = this.waiting.find((candidate) => candidate.clientId === clientId);
    if (!socket || !entry) return;
    this.setDelivery((candidate) => candidate.clientId === clientId, 'sending');
    if (socket.connected) this.transmit(socket, entry);
    else if (!this.refused) this.connectNow(socket);
    this.commit();
  };

  private handlersFor(socket: ChatSocket): Handlers {
    // Events of a socket this store has let go of (closed, or replaced by a new opening) change nothing.
    const current = () => this.socket === socket;
    return {
      connect: () => {
        if (!current()) return;
        clearTimeout(this.retry);
        this.wasConnected = true;
        socket.emit('joinTicket', { _ticketId: this.ticketId });
        for (const entry of this.waiting) this.transmit(socket, entry);
        this.setDelivery(() => true, 'sending');
        this.commit({ status: 'connected' });
      },
      disconnect: (reason) => {
        // Our own disconnect (a new connection after a renewal) is not a lost connection.
        if (!current() || reason === 'io client disconnect') return;
        this.connectionLost('reconnecting');
      },
      connect_error: () => {
        // A refused handshake came as chat_error first: the refusal, or the renewal it started, decides what follows.
        if (!current() || this.refused || this.renewing) return;
        this.connectionLost(this.wasConnected ? 'reconnecting' : 'unreachable');
      },
      joinedTicket: ({ previousMessages }) => {
        if (!current()) return;
        const now = new Date().toISOString();
        const history = previousMessages.map((message) => entryOf(message, now));
        // Joined for good: the next expiry may be renewed again.
        this.renewedThisAttempt = false;
        this.received = mergeEntries(this.received, history);
        this.acknowledge(history);
        this.commit({ joined: true, error: null });
      },
      chat: (message) => {
        if (!current() || message.ticketId !== this.ticketId) return;
        const entry = entryOf(message, new Date().toISOString());
        // Shown once: the waiting copy leaves as the server's arrives.
        this.received = mergeEntries(this.received, [entry]);
        this.acknowledge([entry]);
        this.commit(isCopilotAuthor(message.author) ? { copilotTyping: false } : { error: null });
      },
      typing: () => {
        if (current()) this.commit({ copilotTyping: true });
      },
      stopTyping: () => {
        if (current()) this.commit({ copilotTyping: false });
      },
      chat_error: (error) => {
        if (current()) this.onRefusal(socket, error);
      },
    };
  }

  private onRefusal(socket: ChatSocket, error: ChatError): void {
    if (error.code === 'token_expired') {
      void this.renew(socket);
      return;
    }
    if (error.event === 'chat') this.takeBack(error.clientId);
    if (FATAL_CODES.has(error.code) && error.event !== 'chat') {
      this.refused = true;
      clearTimeout(this.retry);
      this.commit({ error: error.message, status: 'refused' });
      return;
    }
    this.commit({ error: error.message });
  }

  /**
   * The refused message leaves the queue and goes back to the person: the one the refusal names, or, from a host
   * that names none, the oldest waiting (the first the server would have read).
   */
  private takeBack(clientId: string | undefined): void {
    const index = clientId === undefined ? 0 : this.waiting.findIndex((entry) => entry.clientId === clientId);
    const refused = this.waiting[index];
    if (!refused) return;
    this.waiting = this.waiting.filter((_, position) => position !== index);
    if (refused.clientId) this.clearAckTimer(refused.clientId);
    for (const listener of [...this.refusalListeners]) listener(refused.body);
  }

  /** An expired token: the session is renewed, then a new connection carries the new token. */
  private async renew(socket: ChatSocket): Promise<void> {
    if (this.renewing) return;
    if (this.renewedThisAttempt) {
      this.sessionEnded();
      return;
    }
    this.renewing = true;
    let token: string | null;
    try {
      token = await renewAccessToken();
    } catch {
      token = null;
    } finally {
      this.renewing = false;
    }
    if (this.socket !== socket) return;
    if (!token) {
      this.sessionEnded();
      return;
    }
    this.renewedThisAttempt = true;
    // The connect handler joins the ticket again and re-sends what waits.
    socket.disconnect();
    this.connectNow(socket);
  }

  private sessionEnded(): void {
    this.refused = true;
    clearTimeout(this.retry);
    this.markAllFailed();
    this.commit({ status: 'refused', error: chatContent.sessionEnded });
  }

  private connectionLost(status: 'reconnecting' | 'unreachable'): void {
    this.markAllFailed();
    this.commit({ status, copilotTyping: false });
    const socket = this.socket;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (socket && this.socket === socket && !socket.connected && !this.refused && !this.renewing) socket.connect();
    }, RECONNECT_DELAY_MS);
  }

  private connectNow(socket: ChatSocket): void {
    clearTimeout(this.retry);
    socket.connect();
  }

  /** Sends a waiting message and starts waiting for its acknowledgement. */
  private transmit(socket: ChatSocket, entry: ChatEntry): void {
    const clientId = entry.clientId ?? '';
    const event: ChatEvent = { ticketId: this.ticketId, author: this.author, body: entry.body, clientId };
    socket.emit('chat', event);
    this.clearAckTimer(clientId);
    this.ackTimers.set(
      clientId,
      setTimeout(() => {
        this.ackTimers.delete(clientId);
        this.setDelivery((candidate) => candidate.clientId === clientId, 'failed');
        this.commit();
      }, ACKNOWLEDGEMENT_TIMEOUT_MS),
    );
  }

  /** The waiting messages the received ones acknowledge leave the queue. */
  private acknowledge(received: readonly ChatEntry[]): void {
    let left = this.waiting;
    for (const message of received) {
      const index = left.findIndex((entry) => acknowledges(message, entry));
      if (index < 0) continue;
      const clientId = left[index]?.clientId;
      if (clientId) this.clearAckTimer(clientId);
      left = left.filter((_, position) => position !== index);
    }
    this.waiting = left;
  }

  private markAllFailed(): void {
    this.clearAckTimers();
    this.setDelivery(() => true, 'failed');
  }

  private setDelivery(which: (entry: ChatEntry) => boolean, delivery: 'sending' | 'failed'): void {
    if (!this.waiting.some((entry) => which(entry) && entry.delivery !== delivery)) return;
    this.waiting = this.waiting.map((entry) => (which(entry) ? { ...entry, delivery } : entry));
  }

  private clearAckTimer(clientId: string): void {
    clearTimeout(this.ackTimers.get(clientId));
    this.ackTimers.delete(clientId);
  }

  private clearAckTimers(): void {
    for (const timer of this.ackTimers.values()) clearTimeout(timer);
    this.ackTimers.clear();
  }

  /** The lists the snapshot's conversation was built from: rebuilt only when one of them is a new array. */
  private shownFrom: [readonly ChatEntry[], readonly ChatEntry[]] = [this.received, this.waiting];

  /** A new snapshot, then every subscriber is told; nothing when nothing changed. */
  private commit(patch: Partial<Omit<ChatSnapshot, 'messages'>> = {}): void {
    const previous = this.snapshot;
    const [received, waiting] = this.shownFrom;
    let { messages } = previous;
    if (received !== this.received || waiting !== this.waiting) {
      this.shownFrom = [this.received, this.waiting];
      messages = this.waiting.length === 0 ? this.received : [...this.received, ...this.waiting];
    }
    const next: ChatSnapshot = { ...previous, ...patch, messages };
    const changed = (Object.keys(next) as (keyof ChatSnapshot)[]).some((key) => next[key] !== previous[key]);
    if (!changed) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The chat stores of each app (its client-state store), by person and ticket. */
const registries = new WeakMap<JotaiStore, Map<string, ChatStore>>();

/**
 * The chat store of one person and one ticket in this app, outside React: made at the first call, the same one at
 * every call after. A widget that mounts again (another shell, a remount) finds the conversation and the messages
 * still waiting for the server, which the next connection sends, once. A new session (sign-out, a renewal refused,
 * another account: `sessionKeyAtom` moves on) closes the previous person's stores and drops them, with what waited.
 */
export function chatStoreFor(app: JotaiStore, options: ChatStoreOptions): ChatStore {
  let stores = registries.get(app);
  if (!stores) {
    const created = new Map<string, ChatStore>();
    app.sub(sessionKeyAtom, () => {
      for (const store of created.values()) store.close();
      created.clear();
    });
    registries.set(app, created);
    stores = created;
  }
  const key = JSON.stringify([options.author, options.ticketId]);
  let store = stores.get(key);
  if (!store) {
    store = new ChatStore(options);
    stores.set(key, store);
  }
  return store;
}
