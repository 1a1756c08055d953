import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ChatClientEvents, ChatServerEvents } from '../../src/api/realtime';
import { ChatRefusal, createChatHub, type ChatHub, type ChatHubOptions, type ChatTransport } from '../chat/room';

/**
 * The copilote chat over real Socket.IO, on the mock server's HTTP server (path /socket.io): the same events and the
 * same hub as the in-browser chat, with Socket.IO's own rooms (named after the ticket id).
 */

type ChatServer = Server<ChatClientEvents, ChatServerEvents>;
type ChatServerSocket = Socket<ChatClientEvents, ChatServerEvents>;

/** Socket.IO's typed emit needs a literal event name; the hub's is a generic one. */
type UntypedEmitter = { emit(event: string, payload: unknown): unknown };

export interface SocketChat {
  io: ChatServer;
  hub: ChatHub<ChatServerSocket>;
  close(): Promise<void>;
}

export function attachSocketChat(
  httpServer: HttpServer,
  { origins, ...hubOptions }: { origins: readonly string[] } & ChatHubOptions,
): SocketChat {
  const io: ChatServer = new Server(httpServer, {
    cors: { origin: [...origins], credentials: true },
  });
  const room = (ticketId: number) => String(ticketId);
  const transport: ChatTransport<ChatServerSocket> = {
    joinRoom: (socket, ticketId) => void socket.join(room(ticketId)),
    leaveRoom: (socket, ticketId) => void socket.leave(room(ticketId)),
    emitTo: (socket, event, payload) => void (socket as UntypedEmitter).emit(event, payload),
    emitToRoom: (ticketId, event, payload) => void (io.to(room(ticketId)) as UntypedEmitter).emit(event, payload),
  };
  const hub = createChatHub(transport, {
    onRefused: (event, error) => console.warn(`[mock chat] ${event} refusé : ${error.message}`),
    ...hubOptions,
  });

  const failed = (event: string) => (error: unknown) => console.error(`[mock chat] ${event} a échoué`, error);
  // The handshake (auth: { token }) is checked before the connection exists: a refusal reaches the client as
  // connect_error, its `data` the contract's ChatError.
  io.use((socket, next) => {
    hub.authenticate(socket, socket.handshake.auth).then(
      () => next(),
      (error: unknown) => {
        const refusal =
          error instanceof ChatRefusal ? error : new ChatRefusal('Connexion au chat impossible.', 'unauthorized');
        next(
          Object.assign(new Error(refusal.message), {
            data: { code: refusal.code, message: refusal.message, event: 'handshake' },
          }),
        );
      },
    );
  });
  io.on('connection', (socket) => {
    socket.on('disconnect', () => hub.disconnect(socket));
    socket.on('joinTicket', (payload) => void hub.joinTicket(socket, payload).catch(failed('joinTicket')));
    socket.on('leaveTicket', (payload) => void hub.leaveTicket(socket, payload).catch(failed('leaveTicket')));
    socket.on('chat', (payload) => void hub.chat(socket, payload).catch(failed('chat')));
  });

  return {
    io,
    hub,
    close: () =>
      new Promise<void>((resolve) => {
        hub.dispose();
        // io.close() also closes the HTTP server it is attached to.
        void io.close(() => resolve());
      }),
  };
}
