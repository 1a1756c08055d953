import { io, type Socket } from 'socket.io-client';
import type { ChatClientEvents, ChatServerEvents } from '../../src/api/realtime';
import { matchesSchema } from './judge';
import { signIn, type Run } from './run';

const AREA = 'chat';
type ChatClient = Socket<ChatServerEvents, ChatClientEvents>;

const NAMES = {
  refused: 'handshake without a token is refused',
  handshake: 'handshake with the access token',
  joined: 'joinTicket → joinedTicket',
  echo: 'a message is echoed to its sender',
} as const;

/** Resolves with the first value `subscribe` delivers, or rejects after `ms`. */
function within<T>(ms: number, what: string, subscribe: (resolve: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * The copilote chat as the client uses it (openapi.yaml `x-realtime-chat`): Socket.IO with the token in the
 * handshake, the company's ticket joined, one message sent and received back. The message stays in the ticket's
 * history (the contract has no call to delete one), so this runs with --writes only.
 */
export async function checkChat(run: Run): Promise<void> {
  const { writes, chatUrl, origin, timeoutMs } = run.options;
  if (!writes) {
    for (const name of Object.values(NAMES)) run.skip(AREA, name, 'needs --writes (the message stays in the ticket)');
    return;
  }
  const http = run.session();
  run.progress(AREA, NAMES.handshake);
  const login = await signIn(run, http).catch(() => null);
  if (!login) {
    for (const name of Object.values(NAMES)) run.skip(AREA, name, 'login did not succeed');
    return;
  }
  const companyId = login.user.companyId;
  const connect = (auth: Record<string, string>): ChatClient =>
    io(chatUrl, {
      auth,
      autoConnect: false,
      reconnection: false,
      timeout: timeoutMs,
      ...(origin ? { extraHeaders: { Origin: origin } } : {}),
    });

  // Refused without a token: connect_error carrying the contract's ChatError.
  run.progress(AREA, NAMES.refused);
  const anonymous = connect({});
  try {
    const outcome = await within<{ connected: true } | { connected: false; data: unknown; message: string }>(
      timeoutMs,
      'connect or connect_error',
      (resolve) => {
        anonymous.on('connect', () => resolve({ connected: true }));
        anonymous.on('connect_error', (error: Error & { data?: unknown }) =>
          resolve({ connected: false, data: error.data, message: error.message }),
        );
        anonymous.connect();
      },
    );
    if (outcome.connected) run.fail(AREA, NAMES.refused, 'the server accepted a connection without a token');
    else {
      const shape = matchesSchema('ChatError', outcome.data);
      if (shape.ok) run.pass(AREA, NAMES.refused, 'connect_error with a ChatError');
      else run.fail(AREA, NAMES.refused, `refused, but its data is not a ChatError: ${shape.errors}`);
    }
  } catch (error) {
    run.fail(AREA, NAMES.refused, (error as Error).message);
  } finally {
    anonymous.disconnect();
  }

  if (companyId === null) {
    for (const name of [NAMES.handshake, NAMES.joined, NAMES.echo]) {
      run.skip(AREA, name, 'the account has no company, so no ticket (the client shows no chat)');
    }
    await http.client.POST('/api/auth/logout').catch(() => undefined);
    return;
  }

  const socket = connect({ token: login.accessToken });
  try {
    run.progress(AREA, NAMES.handshake);
    try {
      await within<void>(timeoutMs, 'connect', (resolve) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', (error) => run.fail(AREA, NAMES.handshake, `connect_error: ${error.message}`));
        socket.connect();
      });
      run.pass(AREA, NAMES.handshake, 'connected');
    } catch (error) {
      if (!run.has(AREA, NAMES.handshake)) run.fail(AREA, NAMES.handshake, (error as Error).message);
      run.skip(AREA, NAMES.joined, 'no connection');
      run.skip(AREA, NAMES.echo, 'no connection');
      return;
    }

    run.progress(AREA, NAMES.joined);
    try {
      const joined = await within<unknown>(timeoutMs, 'joinedTicket', (resolve) => {
        socket.on('joinedTicket', (event) => resolve(event));
        socket.on('chat_error', (error) => run.fail(AREA, NAMES.joined, `chat_error: ${error.code}`));
        socket.emit('joinTicket', { _ticketId: companyId });
      });
      const shape = matchesSchema('JoinedTicketEvent', joined);
      if (shape.ok) run.pass(AREA, NAMES.joined, 'a JoinedTicketEvent');
      else run.fail(AREA, NAMES.joined, `JoinedTicketEvent: ${shape.errors}`);
    } catch (error) {
      if (!run.has(AREA, NAMES.joined)) run.fail(AREA, NAMES.joined, (error as Error).message);
      run.skip(AREA, NAMES.echo, 'ticket not joined');
      return;
    }

    run.progress(AREA, NAMES.echo);
    const body = `Message de vérification verify:host (${new Date().toISOString()})`;
    try {
      const echoed = await within<unknown>(timeoutMs, 'echo', (resolve) => {
        socket.on('chat', (event) => {
          if (event.body === body) resolve(event);
        });
        socket.emit('chat', { ticketId: companyId, author: login.user.email, body });
      });
      const shape = matchesSchema('ChatEvent', echoed);
      const author = (echoed as { author?: unknown }).author;
      if (!shape.ok) run.fail(AREA, NAMES.echo, `ChatEvent: ${shape.errors}`);
      else if (author !== login.user.email) run.fail(AREA, NAMES.echo, 'echoed with another author than the token');
      else run.pass(AREA, NAMES.echo, "a ChatEvent, authored by the token's e-mail (it stays in the ticket)");
    } catch (error) {
      run.fail(AREA, NAMES.echo, (error as Error).message);
    }
    socket.emit('leaveTicket', { _ticketId: companyId });
  } finally {
    socket.disconnect();
    await http.client.POST('/api/auth/logout').catch(() => undefined);
  }
}
