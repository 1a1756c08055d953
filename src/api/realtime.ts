import { io, type Socket } from 'socket.io-client';
import { config } from '@/config/env';
import { renewAccessToken } from './client';
import type { components } from './schema.gen';
import { readAccessToken } from './token-storage';

/**
 * The one place the app creates the support-chat socket (openapi.yaml `x-realtime-chat`). Socket.IO by default; the
 * in-browser backend substitutes its own transport with `setChatSocketFactory`, so the app never knows which it got.
 *
 * Every connection carries the current access token (`handshake` in the contract). `createChatSocket()` wraps the
 * transport so the connection's life is handled here, not in the chat UI: on every connection (the first, after a
 * drop, after a renewed token) it joins the tickets once and re-sends, with their own `clientId`, the messages the
 * server has not acknowledged yet; on a `token_expired` refusal it renews the session and reconnects. Every other
 * refusal reaches the app as a `chat_error` event with a French message to show.
 */

type Schemas = components['schemas'];
export type ChatEvent = Schemas['ChatEvent'];
export type ChatMessage = Schemas['ChatMessage'];

/** A received message's text: `body`, or `message` on a host that names it so (spec §3: 'body (or message)'). */
export function messageText(message: Pick<ChatMessage, 'body' | 'message'>): string {
  return message.body ?? message.message ?? '';
}
export type ChatTicketRef = Schemas['ChatTicketRef'];
export type TypingEvent = Schemas['TypingEvent'];
export type StopTypingEvent = Schemas['StopTypingEvent'];
export type JoinedTicketEvent = Schemas['JoinedTicketEvent'];
export type ChatHandshakeAuth = Schemas['ChatHandshakeAuth'];
export type ChatError = Schemas['ChatError'];
export type ChatErrorCode = Schemas['ChatErrorCode'];

/** Longest message body the server accepts (`ChatEvent.body.maxLength`). */
export { CHAT_MESSAGE_MAX_LENGTH } from './limits';

/** Shown when the session cannot be renewed: the person must sign in again to keep chatting. */
export const CHAT_SESSION_ENDED_MESSAGE =
  'Votre session a expiré : reconnectez-vous pour poursuivre la conversation avec votre copilote.';

/** Events the server sends (the contract's `serverToClient`). `chat` includes the sender's own messages. */
export interface ChatServerEvents {
  chat: (message: ChatMessage) => void;
  typing: (event: TypingEvent) => void;
  stopTyping: (event: StopTypingEvent) => void;
  joinedTicket: (event: JoinedTicketEvent) => void;
  /** A refused handshake or event, with a French `message` to show; nothing was stored. */
  chat_error: (error: ChatError) => void;
}

/** Events the client sends (the contract's `clientToServer`; `handshake` is the transport's business, not the app's). */
export interface ChatClientEvents {
  joinTicket: (ref: ChatTicketRef) => void;
  leaveTicket: (ref: ChatTicketRef) => void;
  chat: (message: ChatMessage) => void;
}

/** Connection life-cycle events, named as Socket.IO names them. */
export interface ChatConnectionEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
}

export type ChatListenEvents = ChatServerEvents & ChatConnectionEvents;
export type ChatListenEventName = keyof ChatListenEvents;
export type ChatEmitEventName = keyof ChatClientEvents;

/**
 * The chat socket as the app uses it. It never connects by itself: call `connect()` when the panel opens. Emits made
 * before the connection is up are sent once it is; `disconnect()` drops those still waiting.
 */
export interface ChatSocket {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  emit<Event extends ChatEmitEventName>(event: Event, ...args: Parameters<ChatClientEvents[Event]>): void;
  on<Event extends ChatListenEventName>(event: Event, listener: ChatListenEvents[Event]): void;
  /** Without a listener, removes every listener of the event. */
  off<Event extends ChatListenEventName>(event: Event, listener?: ChatListenEvents[Event]): void;
}

/** What a transport needs besides the URL: the handshake's credentials, read at each (re)connection. */
export interface ChatSocketOptions {
  auth: () => ChatHandshakeAuth;
}

/** Builds a transport-level chat socket for the chat server's URL (config.chatUrl). */
export type ChatSocketFactory = (url: string, options: ChatSocketOptions) => ChatSocket;

/** The contract's `serverToClient` event names (a test checks them against openapi.yaml). */
export const CHAT_SERVER_EVENT_NAMES = [
  'chat',
  'typing',
  'stopTyping',
  'joinedTicket',
  'chat_error',
] as const satisfies ReadonlyArray<keyof ChatServerEvents>;

/** The contract's `ChatErrorCode` values (a test checks them against openapi.yaml). */
export const CHAT_ERROR_CODES = [
  'unauthorized',
  'token_expired',
  'forbidden_ticket',
  'not_joined',
  'invalid_message',
] as const satisfies ReadonlyArray<ChatErrorCode>;
const chatErrorCodes: ReadonlySet<string> = new Set(CHAT_ERROR_CODES);

/** True for a value shaped like the contract's ChatError (a Socket.IO `connect_error`'s `data`, for one). */
export function isChatError(value: unknown): value is ChatError {
  if (!value || typeof value !== 'object') return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && chatErrorCodes.has(code) && typeof message === 'string';
}

/**
 * Socket.IO client, as the contract describes it: no automatic connection, cookies sent, WebSocket only, the access
 * token in `auth` (a function, so each reconnection sends the current token). A handshake refused by the server
 * arrives as `connect_error` whose `data` is a ChatError: it is also passed on as `chat_error`.
 */
export const socketIoChatSocketFactory: ChatSocketFactory = (url, { auth }) => {
  const socket: Socket<ChatListenEvents, ChatClientEvents> = io(url, {
    autoConnect: false,
    withCredentials: true,
    transports: ['websocket'],
    auth: (send) => send(auth()),
  });
  // socket.io-client's generic emit/on signatures are too deep for TS to match against ours: forward untyped.
  const raw = socket as unknown as {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: (...args: never[]) => void): void;
    off(event: string, listener?: (...args: never[]) => void): void;
  };
  const chatErrorListeners = new Set<ChatServerEvents['chat_error']>();
  raw.on('connect_error', ((error: Error & { data?: unknown }) => {
    if (isChatError(error.data)) for (const listener of [...chatErrorListeners]) listener(error.data);
  }) as (...args: never[]) => void);
  return {
    get connected() {
      return socket.connected;
    },
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
    emit: (event, ...args) => raw.emit(event, ...args),
    on: (event, listener) => {
      if (event === 'chat_error') chatErrorListeners.add(listener as ChatServerEvents['chat_error']);
      raw.on(event, listener);
    },
    off: (event, listener) => {
      if (event === 'chat_error') {
        if (listener) chatErrorListeners.delete(listener as ChatServerEvents['chat_error']);
        else chatErrorListeners.clear();
      }
      raw.off(event, listener);
    },
  };
};

let factory: ChatSocketFactory = socketIoChatSocketFactory;

/** Replaces how chat sockets are built (the in-browser backend's mock transport); `null` restores Socket.IO. */
export function setChatSocketFactory(next: ChatSocketFactory | null): void {
  factory = next ?? socketIoChatSocketFactory;
}

type Listener = (...args: never[]) => void;

/**
 * The app's chat socket over any transport: renews an expired token and reconnects (see the note at the top). One
 * renewal per connection attempt: a token refused again right after a renewal ends the attempt with `chat_error`.
 */
class SessionAwareChatSocket implements ChatSocket {
  private readonly transport: ChatSocket;
  private readonly listeners = new Map<ChatListenEventName, Set<Listener>>();
  /** Tickets joined through this socket, joined again after a reconnection. */
  private readonly joined = new Set<number>();
  /** Tickets joined on the current connection: a ticket is joined, and its history read, once per connection. */
  private readonly joinedNow = new Set<number>();
  /** Messages sent but not yet seen back from the server (it echoes them to the room, the sender included). */
  private unacknowledged: ChatEvent[] = [];
  private wanted = false;
  private renewing = false;
  private renewedThisAttempt = false;

  constructor(url: string) {
    this.transport = factory(url, { auth: () => ({ token: readAccessToken() ?? '' }) });
    this.transport.on('connect', () => {
      this.joinedNow.clear();
      for (const ticketId of this.joined) this.join(ticketId);
      for (const message of this.unacknowledged) this.transport.emit('chat', message);
      this.deliver('connect');
    });
    this.transport.on('disconnect', (reason) => {
      this.joinedNow.clear();
      this.deliver('disconnect', reason);
    });
    this.transport.on('connect_error', (error) => this.deliver('connect_error', error));
    this.transport.on('joinedTicket', (event) => {
      // Joined for good: the next expiry may be renewed again.
      this.renewedThisAttempt = false;
      this.deliver('joinedTicket', event);
    });
    this.transport.on('typing', (event) => this.deliver('typing', event));
    this.transport.on('stopTyping', (event) => this.deliver('stopTyping', event));
    this.transport.on('chat', (message) => {
      // By its client id; by its text on a host that does not echo client ids.
      const index = this.unacknowledged.findIndex((sent) =>
        message.clientId !== undefined
          ? sent.clientId === message.clientId
          : sent.ticketId === message.ticketId && sent.body.trim() === messageText(message),
      );
      if (index >= 0) this.unacknowledged.splice(index, 1);
      this.deliver('chat', message);
    });
    this.transport.on('chat_error', (error) => void this.onChatError(error));
  }

  get connected(): boolean {
    return this.transport.connected;
  }

  connect(): void {
    this.wanted = true;
    this.renewedThisAttempt = false;
    this.transport.connect();
  }

  disconnect(): void {
    this.wanted = false;
    this.joined.clear();
    this.joinedNow.clear();
    this.unacknowledged = [];
    this.transport.disconnect();
  }

  /**
   * joinTicket is sent once per connection (now if connected, else on connecting); a message is kept until the server
   * echoes it and sent now if connected, else on connecting. Sending a message again with the same `clientId` (the
   * person's « Renvoyer ») replaces it: the server stores one message per client id.
   */
  emit<Event extends ChatEmitEventName>(event: Event, ...args: Parameters<ChatClientEvents[Event]>): void {
    const [payload] = args;
    if (event === 'joinTicket') {
      const { _ticketId } = payload as ChatTicketRef;
      this.joined.add(_ticketId);
      if (this.transport.connected) this.join(_ticketId);
      return;
    }
    if (event === 'leaveTicket') {
      const { _ticketId } = payload as ChatTicketRef;
      this.joined.delete(_ticketId);
      this.joinedNow.delete(_ticketId);
    }
    if (event === 'chat') {
      const message = structuredClone(payload as ChatEvent);
      const same =
        message.clientId === undefined
          ? -1
          : this.unacknowledged.findIndex((sent) => sent.clientId === message.clientId);
      if (same >= 0) this.unacknowledged[same] = message;
      else this.unacknowledged.push(message);
      if (!this.transport.connected) return;
    }
    this.transport.emit(event, ...args);
  }

  /** Sends joinTicket unless this connection already joined that ticket. */
  private join(ticketId: number): void {
    if (this.joinedNow.has(ticketId)) return;
    this.joinedNow.add(ticketId);
    this.transport.emit('joinTicket', { _ticketId: ticketId });
  }

  on<Event extends ChatListenEventName>(event: Event, listener: ChatListenEvents[Event]): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener);
  }

  off<Event extends ChatListenEventName>(event: Event, listener?: ChatListenEvents[Event]): void {
    if (listener) this.listeners.get(event)?.delete(listener as Listener);
    else this.listeners.delete(event);
  }

  private async onChatError(error: ChatError): Promise<void> {
    if (error.code === 'invalid_message' && error.event === 'chat') {
      // Refused for good: re-sending it after a reconnection would be refused again.
      this.unacknowledged.shift();
    }
    if (error.code !== 'token_expired') {
      this.deliver('chat_error', error);
      return;
    }
    if (this.renewing) return;
    if (this.renewedThisAttempt) {
      this.deliver('chat_error', { ...error, code: 'unauthorized', message: CHAT_SESSION_ENDED_MESSAGE });
      return;
    }
    this.renewing = true;
    let token: string | null;
    try {
      token = await renewAccessToken();
    } finally {
      this.renewing = false;
    }
    if (!this.wanted) return;
    if (!token) {
      this.deliver('chat_error', { ...error, code: 'unauthorized', message: CHAT_SESSION_ENDED_MESSAGE });
      return;
    }
    this.renewedThisAttempt = true;
    this.reconnect();
  }

  /** A new connection with the fresh token: the connect handler joins the tickets and re-sends what is pending. */
  private reconnect(): void {
    this.transport.disconnect();
    this.transport.connect();
  }

  private deliver(event: ChatListenEventName, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }
}

/**
 * A new, unconnected chat socket to the configured chat server, authenticated with the session's access token.
 * Listen to `chat_error` to show the server's refusals (French `message`); an expired token is renewed here.
 */
export function createChatSocket(): ChatSocket {
  return new SessionAwareChatSocket(config.chatUrl);
}
