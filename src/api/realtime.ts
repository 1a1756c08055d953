import { io, type Socket } from 'socket.io-client';
import { config } from '@/config/env';
import type { components } from './schema.gen';

/**
 * The one place the app creates the support-chat socket (openapi.yaml `x-realtime-chat`). Socket.IO by default; the
 * in-browser backend substitutes its own transport with `setChatSocketFactory`, so the app never knows which it got.
 */

type Schemas = components['schemas'];
export type ChatEvent = Schemas['ChatEvent'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatTicketRef = Schemas['ChatTicketRef'];
export type TypingEvent = Schemas['TypingEvent'];
export type StopTypingEvent = Schemas['StopTypingEvent'];
export type JoinedTicketEvent = Schemas['JoinedTicketEvent'];

/** Events the server sends (the contract's `serverToClient`). `chat` includes the sender's own messages. */
export interface ChatServerEvents {
  chat: (message: ChatEvent) => void;
  typing: (event: TypingEvent) => void;
  stopTyping: (event: StopTypingEvent) => void;
  joinedTicket: (event: JoinedTicketEvent) => void;
}

/** Events the client sends (the contract's `clientToServer`). */
export interface ChatClientEvents {
  joinTicket: (ref: ChatTicketRef) => void;
  leaveTicket: (ref: ChatTicketRef) => void;
  chat: (message: ChatEvent) => void;
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

/** Builds a chat socket for the chat server's URL (config.chatUrl). */
export type ChatSocketFactory = (url: string) => ChatSocket;

/** Socket.IO client, as the contract describes it: no automatic connection, cookies sent, WebSocket only. */
export const socketIoChatSocketFactory: ChatSocketFactory = (url) => {
  const socket: Socket<ChatListenEvents, ChatClientEvents> = io(url, {
    autoConnect: false,
    withCredentials: true,
    transports: ['websocket'],
  });
  // socket.io-client's generic emit/on signatures are too deep for TS to match against ours: forward untyped.
  const raw = socket as unknown as {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: (...args: never[]) => void): void;
    off(event: string, listener?: (...args: never[]) => void): void;
  };
  return {
    get connected() {
      return socket.connected;
    },
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
    emit: (event, ...args) => raw.emit(event, ...args),
    on: (event, listener) => raw.on(event, listener),
    off: (event, listener) => raw.off(event, listener),
  };
};

let factory: ChatSocketFactory = socketIoChatSocketFactory;

/** Replaces how chat sockets are built (the in-browser backend's mock transport); `null` restores Socket.IO. */
export function setChatSocketFactory(next: ChatSocketFactory | null): void {
  factory = next ?? socketIoChatSocketFactory;
}

/** A new, unconnected chat socket to the configured chat server. */
export function createChatSocket(): ChatSocket {
  return factory(config.chatUrl);
}
