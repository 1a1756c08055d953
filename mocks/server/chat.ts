import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ChatClientEvents, ChatServerEvents } from '../../src/api/realtime';
import { createChatHub, type ChatHub, type ChatHubOptions, type ChatTransport } from '../chat/room';

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
  io.on('connection', (socket) => {
    socket.on('joinTicket', (payload) => void hub.joinTicket(socket, payload).catch(failed('joinTicket')));
    socket.on('leaveTicket', (payload) => hub.leaveTicket(socket, payload));
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
