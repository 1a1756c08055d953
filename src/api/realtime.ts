import { io, type Socket } from 'socket.io-client';
import { config } from '@/config/env';
import type { components } from './schema.gen';
import { readAccessToken } from './token-storage';

/**
 * The one place the app creates the support-chat socket (openapi.yaml `x-realtime-chat`). Socket.IO by default; the
 * in-browser backend substitutes its own transport with `setChatSocketFactory`, so the app never knows which it got.
 *
 * A socket here is only a transport: every connection carries the current access token (`handshake` in the contract)
 * and a handshake refused by the server reaches the app as `chat_error`. It never reconnects by itself: the chat store
 * (features/chat/chat-store.ts) is the one owner of the connection's life, of the messages waiting for their
 * acknowledgement and of the token's renewal.
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
 * The chat socket as the app uses it. It never connects, nor reconnects, by itself: `connect()` opens a connection,
 * `disconnect()` closes it (the `disconnect` event then says 'io client disconnect').
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
 * The listeners of a chat socket, by event: what every transport (Socket.IO's adapter aside, which has its own) and
 * test double keeps. `emit` calls them in the order they were added; a listener removed meanwhile is still called.
 */
export class ChatListeners {
  private readonly byEvent = new Map<ChatListenEventName, Set<(...args: never[]) => void>>();

  on<Event extends ChatListenEventName>(event: Event, listener: ChatListenEvents[Event]): void {
    let set = this.byEvent.get(event);
    if (!set) this.byEvent.set(event, (set = new Set()));
    set.add(listener);
  }

  /** Without a listener, removes every listener of the event. */
  off<Event extends ChatListenEventName>(event: Event, listener?: ChatListenEvents[Event]): void {
    if (listener) this.byEvent.get(event)?.delete(listener);
    else this.byEvent.delete(event);
  }

  emit(event: ChatListenEventName, ...args: unknown[]): void {
    for (const listener of [...(this.byEvent.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  count(event: ChatListenEventName): number {
    return this.byEvent.get(event)?.size ?? 0;
  }
}

/**
 * Socket.IO client, as the contract describes it: no automatic connection nor reconnection (the chat store decides
 * when to try again), cookies sent, WebSocket only, the access token in `auth` (a function, so each connection sends
 * the current token). A handshake refused by the server arrives as `connect_error` whose `data` is a ChatError: it is
 * also passed on as `chat_error`, before the `connect_error`.
 */
export const socketIoChatSocketFactory: ChatSocketFactory = (url, { auth }) => {
  const socket: Socket<ChatListenEvents, ChatClientEvents> = io(url, {
    autoConnect: false,
    reconnection: false,
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

/**
 * A new, unconnected chat socket to the configured chat server: each (re)connection carries the access token stored
 * at that moment. The chat store (features/chat/chat-store.ts) owns what happens over it: joining, the messages
 * waiting for their acknowledgement, reconnection and the renewal of an expired token.
 */
export function createChatSocket(): ChatSocket {
  return factory(config.chatUrl, { auth: () => ({ token: readAccessToken() ?? '' }) });
}
