import { Server, SocketIO } from 'mock-socket';
import type { SocketIOClient } from 'mock-socket';
import {
  CHAT_SERVER_EVENT_NAMES,
  ChatListeners,
  isChatError,
  setChatSocketFactory,
  type ChatClientEvents,
  type ChatHandshakeAuth,
  type ChatListenEventName,
  type ChatListenEvents,
  type ChatSocket,
  type ChatSocketOptions,
} from '../../src/api/realtime';
import { ChatRefusal, createChatHub, type ChatHub, type ChatHubOptions, type ChatTransport } from './room';

/**
 * The copilote chat in the browser: a mock-socket server on the chat URL speaking `x-realtime-chat`, and the chat
 * socket the app gets from `createChatSocket()` while mocking is on.
 *
 * mock-socket's SocketIO mode differs from Socket.IO in ways this file works around:
 * - a client's emit is dispatched on the *server* with the payload only, so the server cannot tell who sent it; our
 *   client passes itself as a second argument, and the server's listeners are registered once, not per connection
 *   (listeners added in a 'connection' callback are server-wide and pile up with every connection);
 * - a socket connects by itself on creation, and `close()` is ignored while it is still connecting: a socket
 *   disconnected that early is closed again once it connects (React StrictMode's connect → disconnect → connect);
 * - rooms of a closed socket are never cleaned up: this server keeps its own rooms and skips closed sockets;
 * - there is no handshake: our client sends `handshake` ({ token }) as its first event, the server authenticates the
 *   connection with it and, when it refuses, sends `chat_error` and closes the connection (Socket.IO would answer
 *   `connect_error`; the app sees `chat_error` either way).
 */

const OPEN = 1;
const CLIENT_EVENTS = ['handshake', 'joinTicket', 'leaveTicket', 'chat'] as const satisfies ReadonlyArray<
  keyof ChatClientEvents | 'handshake'
>;
const SERVER_EVENTS = CHAT_SERVER_EVENT_NAMES;

/** mock-socket types every callback as receiving a socket; ours receive payloads. */
interface UntypedServer {
  on(event: string, callback: (...args: unknown[]) => void): void;
  off(event: string, callback: (...args: unknown[]) => void): void;
  emit(event: string, data: unknown, options: { websockets: SocketIOClient[] }): void;
  /** Closes every client (they get 'disconnect') and frees the URL. */
  close(): void;
}
interface UntypedClient {
  readonly readyState: number;
  on(event: string, callback: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  close(): void;
}

/** One app-side chat socket; each connect() opens a fresh mock-socket connection. */
class MockChatSocket implements ChatSocket {
  private current: UntypedClient | null = null;
  private readonly listeners = new ChatListeners();
  /** Emits made before the connection is open, sent on connect. */
  private queue: Array<[keyof ChatClientEvents, unknown]> = [];

  constructor(
    private readonly url: string,
    private readonly options: ChatSocketOptions,
  ) {}

  get connected(): boolean {
    return this.current?.readyState === OPEN;
  }

  connect(): void {
    if (this.current) return;
    const client = SocketIO(this.url) as unknown as UntypedClient;
    this.current = client;
    // Read now, as Socket.IO reads its `auth` when it connects: the token of this connection attempt.
    const auth: ChatHandshakeAuth = this.options.auth();
    client.on('connect', () => {
      // Disconnected while connecting, when close() was a no-op: close it now that it works.
      if (this.current !== client) {
        client.close();
        return;
      }
      client.emit('handshake', auth, client);
      const queued = this.queue;
      this.queue = [];
      for (const [event, payload] of queued) client.emit(event, payload, client);
      this.deliver(client, 'connect');
    });
    client.on('error', () => {
      if (this.current !== client) return;
      this.current = null;
      this.emitLocal('connect_error', new Error(`Serveur de chat injoignable (${this.url})`));
    });
    client.on('disconnect', () => {
      // Closed by the server (stopMockChat); our own disconnect() has already let go of the client.
      if (this.current !== client) return;
      this.current = null;
      this.queue = [];
      this.emitLocal('disconnect', 'transport close');
    });
    for (const event of SERVER_EVENTS) {
      client.on(event, (payload) => {
        if (event === 'chat_error' && isChatError(payload) && payload.event === 'handshake') {
          this.refused(client, payload);
          return;
        }
        this.deliver(client, event, payload);
      });
    }
  }

  /**
   * The server refused the handshake: as the Socket.IO adapter passes it on, a chat_error then a connect_error, and no
   * connection (no 'disconnect').
   */
  private refused(client: UntypedClient, error: Parameters<ChatListenEvents['chat_error']>[0]): void {
    if (client !== this.current) return;
    this.current = null;
    this.queue = [];
    if (client.readyState === OPEN) client.close();
    this.emitLocal('chat_error', structuredClone(error));
    this.emitLocal('connect_error', Object.assign(new Error(error.message), { data: structuredClone(error) }));
  }

  disconnect(): void {
    const client = this.current;
    if (!client) return;
    this.current = null;
    this.queue = [];
    if (client.readyState === OPEN) client.close();
    this.emitLocal('disconnect', 'io client disconnect');
  }

  emit<Event extends keyof ChatClientEvents>(event: Event, ...args: Parameters<ChatClientEvents[Event]>): void {
    // A copy, as the wire would make: the server must not share the app's object.
    const payload: unknown = structuredClone(args[0]);
    const client = this.current;
    if (client?.readyState === OPEN) client.emit(event, payload, client);
    else this.queue.push([event, payload]);
  }

  on<Event extends ChatListenEventName>(event: Event, listener: ChatListenEvents[Event]): void {
    this.listeners.on(event, listener);
  }

  off<Event extends ChatListenEventName>(event: Event, listener?: ChatListenEvents[Event]): void {
    this.listeners.off(event, listener);
  }

  /** Only the current connection's events reach the app: a replaced or closed one is ignored. */
  private deliver(client: UntypedClient, event: ChatListenEventName, ...args: unknown[]): void {
    if (client !== this.current) return;
    this.emitLocal(event, ...args.map((arg) => structuredClone(arg)));
  }

  private emitLocal(event: ChatListenEventName, ...args: unknown[]): void {
    this.listeners.emit(event, ...args);
  }
}

interface RunningChat {
  url: string;
  server: UntypedServer;
  hub: ChatHub<SocketIOClient>;
}

let running: RunningChat | null = null;

function isClient(value: unknown): value is SocketIOClient {
  return !!value && typeof value === 'object' && 'readyState' in value && 'emit' in value;
}

function createServer(url: string): UntypedServer {
  // Never replace the global WebSocket: the app's chat uses mock-socket's client directly, Vite's HMR needs the real
  // one, and jsdom's WebSocket is read-only.
  return new Server(url, { mock: false }) as unknown as UntypedServer;
}

/**
 * Starts the copilote chat on `chatUrl` and makes `createChatSocket()` return sockets to it. Calling it again with
 * the same URL does nothing; with another URL it restarts there.
 */
export function startMockChat(
  chatUrl: string,
  options: Pick<ChatHubOptions, 'typingDelayMs' | 'replyWhen' | 'now'> = {},
): void {
  if (running?.url === chatUrl) return;
  stopMockChat();

  const rooms = new Map<number, Set<SocketIOClient>>();
  const openMembers = (room: number): SocketIOClient[] => {
    const members = rooms.get(room);
    if (!members) return [];
    for (const member of members) if (member.readyState !== OPEN) members.delete(member);
    return [...members];
  };

  const server = createServer(chatUrl);
  const transport: ChatTransport<SocketIOClient> = {
    joinRoom(connection, room) {
      let members = rooms.get(room);
      if (!members) rooms.set(room, (members = new Set()));
      members.add(connection);
    },
    leaveRoom(connection, room) {
      rooms.get(room)?.delete(connection);
    },
    emitTo(connection, event, payload) {
      if (connection.readyState === OPEN) server.emit(event, payload, { websockets: [connection] });
    },
    emitToRoom(room, event, payload) {
      const members = openMembers(room);
      if (members.length > 0) server.emit(event, payload, { websockets: members });
    },
  };
  const hub = createChatHub(transport, {
    ...options,
    onRefused: (event, error) => console.warn(`[mock chat] ${event} refusé : ${error.message}`),
  });

  // Registered once for the whole server (see the note at the top); the sender comes as the second argument.
  const handlers = {
    handshake: (payload: unknown, sender: SocketIOClient) =>
      hub.authenticate(sender, payload).then(
        () => undefined,
        (error: unknown) => {
          if (!(error instanceof ChatRefusal)) throw error;
          transport.emitTo(sender, 'chat_error', { code: error.code, message: error.message, event: 'handshake' });
          // The connection is refused: a client that ignores the chat_error is cut off anyway.
          if (sender.readyState === OPEN) sender.close();
        },
      ),
    joinTicket: (payload: unknown, sender: SocketIOClient) => hub.joinTicket(sender, payload),
    leaveTicket: (payload: unknown, sender: SocketIOClient) => hub.leaveTicket(sender, payload),
    chat: (payload: unknown, sender: SocketIOClient) => hub.chat(sender, payload),
  } satisfies Record<(typeof CLIENT_EVENTS)[number], unknown>;
  for (const event of CLIENT_EVENTS) {
    server.on(event, (payload, sender) => {
      if (!isClient(sender) || sender.readyState !== OPEN) return;
      void Promise.resolve(handlers[event](payload, sender)).catch((error: unknown) => {
        console.error(`[mock chat] ${event} a échoué`, error);
      });
    });
  }

  running = { url: chatUrl, server, hub };
  setChatSocketFactory((url, socketOptions) => new MockChatSocket(url, socketOptions));
}

/** Stops the mock chat (tests, restarts) and gives the app back the Socket.IO client. */
export function stopMockChat(): void {
  if (!running) return;
  running.hub.dispose();
  running.server.close();
  running = null;
  setChatSocketFactory(null);
}
