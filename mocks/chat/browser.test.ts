import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config/env';
import { writeAccessToken } from '@/api';
import {
  createChatSocket,
  type ChatError,
  type ChatMessage,
  type ChatSocket,
  type JoinedTicketEvent,
} from '@/api/realtime';
import { COPILOT_AUTHOR, db, findUserByEmail } from '../db';
import { accessTokenFor } from '../handlers/session';
import { startMockChat, stopMockChat } from './browser';
import { messagesOf } from './room';
import { waitForState } from '../../tests/timers';

const VERDANCE = 1;
const CLAIRE = 'claire.martin@verdance.fr';
/**
 * The copilot's typing delay, short. The real waits of a few of these delays below check that nothing more arrives (no
 * answer to a blank message, no second answer, nothing after a refused handshake): what does not come has no state to
 * wait for, and the window is a few times the delay after which it would have come.
 */
const TYPING_DELAY_MS = 30;

/** Signs in as the app would: the access token in session storage, read by the socket when it connects. */
async function signInAs(email: string): Promise<string> {
  const token = await accessTokenFor(findUserByEmail(email)!);
  writeAccessToken(token);
  return token;
}

/** A chat socket with everything it receives recorded, as the chat panel would listen. */
function listeningSocket() {
  const socket = createChatSocket();
  const received = {
    joined: [] as JoinedTicketEvent[],
    chat: [] as ChatMessage[],
    typing: [] as boolean[],
    connects: 0,
  };
  const handlers = {
    joinedTicket: (event: JoinedTicketEvent) => void received.joined.push(event),
    chat: (message: ChatMessage) => void received.chat.push(message),
    typing: (event: { isTyping: true }) => void received.typing.push(event.isTyping),
    stopTyping: (event: { isTyping: false }) => void received.typing.push(event.isTyping),
    connect: () => void received.connects++,
  };
  const listen = (target: ChatSocket) => {
    target.on('joinedTicket', handlers.joinedTicket);
    target.on('chat', handlers.chat);
    target.on('typing', handlers.typing);
    target.on('stopTyping', handlers.stopTyping);
    target.on('connect', handlers.connect);
  };
  const unlisten = (target: ChatSocket) => {
    target.off('joinedTicket', handlers.joinedTicket);
    target.off('chat', handlers.chat);
    target.off('typing', handlers.typing);
    target.off('stopTyping', handlers.stopTyping);
    target.off('connect', handlers.connect);
  };
  return { socket, received, listen, unlisten };
}

/** What the chat panel does when it opens, and when it closes. */
function open(socket: ChatSocket): void {
  socket.connect();
  socket.emit('joinTicket', { _ticketId: VERDANCE });
}
function close(socket: ChatSocket): void {
  socket.emit('leaveTicket', { _ticketId: VERDANCE });
  socket.disconnect();
}

/** Claire and Hugo, both in Verdance's room with its history read. */
async function claireAndHugoJoined() {
  const claire = listeningSocket();
  const hugo = listeningSocket();
  for (const person of [claire, hugo]) {
    person.listen(person.socket);
    open(person.socket);
  }
  await waitForState(() => expect(hugo.received.joined).toHaveLength(1));
  await waitForState(() => expect(claire.received.joined).toHaveLength(1));
  return { claire, hugo };
}

const userMessages = (messages: ChatMessage[]) => messages.filter((message) => message.author !== COPILOT_AUTHOR);
const copilotMessages = (messages: ChatMessage[]) => messages.filter((message) => message.author === COPILOT_AUTHOR);

beforeEach(async () => {
  startMockChat(config.chatUrl, { typingDelayMs: TYPING_DELAY_MS });
  await signInAs(CLAIRE);
});
afterEach(() => {
  stopMockChat();
});

describe('the in-browser chat server', () => {
  it('sends the ticket history on joinTicket', async () => {
    const claire = listeningSocket();
    claire.listen(claire.socket);
    open(claire.socket);

    await waitForState(() => expect(claire.received.joined).toHaveLength(1));
    expect(claire.received.joined[0]?.previousMessages).toEqual(messagesOf(VERDANCE));
    expect(claire.socket.connected).toBe(true);
    close(claire.socket);
    expect(claire.socket.connected).toBe(false);
  });

  it('stores a message, sends it once to the whole room, then the copilote types and replies', async () => {
    const { claire, hugo } = await claireAndHugoJoined();

    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: 'Quel est notre score ?' });

    for (const person of [claire, hugo]) {
      await waitForState(() => expect(copilotMessages(person.received.chat)).toHaveLength(1));
      expect(userMessages(person.received.chat)).toEqual([
        expect.objectContaining({ ticketId: VERDANCE, author: CLAIRE, body: 'Quel est notre score ?' }),
      ]);
      const score = db.scoreResults.findFirst((q) => q.where({ companyId: VERDANCE }))?.result;
      expect(copilotMessages(person.received.chat)[0]?.body).toContain(`${score}/100`);
      expect(person.received.typing).toEqual([true, false]);
    }
    expect(
      messagesOf(VERDANCE)
        .slice(-2)
        .map((message) => message.author),
    ).toEqual([CLAIRE, COPILOT_AUTHOR]);
    close(claire.socket);
    close(hugo.socket);
  });

  it('stops delivering to a socket that left the ticket', async () => {
    const { claire, hugo } = await claireAndHugoJoined();

    hugo.socket.emit('leaveTicket', { _ticketId: VERDANCE });
    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour' });

    await waitForState(() => expect(copilotMessages(claire.received.chat)).toHaveLength(1));
    expect(hugo.received.chat).toEqual([]);
    expect(hugo.received.typing).toEqual([]);
    close(claire.socket);
    close(hugo.socket);
  });

  it('refuses an empty or whitespace message: nothing stored, nothing sent', async () => {
    const claire = listeningSocket();
    claire.listen(claire.socket);
    open(claire.socket);
    await waitForState(() => expect(claire.received.joined).toHaveLength(1));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = messagesOf(VERDANCE).length;

    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: '   ' });
    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: '' });
    await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS * 3));

    expect(claire.received.chat).toEqual([]);
    expect(claire.received.typing).toEqual([]);
    expect(messagesOf(VERDANCE)).toHaveLength(before);
    expect(warn).toHaveBeenCalled();
    close(claire.socket);
  });

  it('delivers each message exactly once after connect → disconnect → connect on one socket (StrictMode)', async () => {
    const claire = listeningSocket();
    // First mount: subscribe, connect, join; cleanup: leave, unsubscribe, disconnect (still connecting).
    claire.listen(claire.socket);
    open(claire.socket);
    claire.unlisten(claire.socket);
    close(claire.socket);
    // Second mount.
    claire.listen(claire.socket);
    open(claire.socket);

    await waitForState(() => expect(claire.received.joined).toHaveLength(1));
    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: 'Merci pour le rendez-vous' });
    await waitForState(() => expect(copilotMessages(claire.received.chat)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS * 3));

    expect(claire.received.connects).toBe(1);
    expect(claire.received.joined).toHaveLength(1);
    expect(userMessages(claire.received.chat)).toHaveLength(1);
    expect(copilotMessages(claire.received.chat)).toHaveLength(1);
    expect(claire.received.typing).toEqual([true, false]);
    close(claire.socket);
  });

  it('delivers each message exactly once when each mount creates its own socket (StrictMode)', async () => {
    const first = listeningSocket();
    first.listen(first.socket);
    open(first.socket);
    close(first.socket); // cleanup without unsubscribing: the closed socket must stay silent anyway
    const second = listeningSocket();
    second.listen(second.socket);
    open(second.socket);

    await waitForState(() => expect(second.received.joined).toHaveLength(1));
    second.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: 'Bonjour' });
    await waitForState(() => expect(copilotMessages(second.received.chat)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS * 3));

    expect(userMessages(second.received.chat)).toHaveLength(1);
    expect(second.received.typing).toEqual([true, false]);
    expect(first.received).toEqual({ joined: [], chat: [], typing: [], connects: 0 });
    close(second.socket);
  });

  it('keeps one server when started twice with the same URL', async () => {
    startMockChat(config.chatUrl, { typingDelayMs: TYPING_DELAY_MS });
    const claire = listeningSocket();
    claire.listen(claire.socket);
    open(claire.socket);
    await waitForState(() => expect(claire.received.joined).toHaveLength(1));
    claire.socket.emit('chat', { ticketId: VERDANCE, author: CLAIRE, body: 'Nos actions ?' });
    await waitForState(() => expect(copilotMessages(claire.received.chat)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS * 3));
    expect(claire.received.chat).toHaveLength(2);
    close(claire.socket);
  });

  it('tells the app when the server goes away', async () => {
    const claire = listeningSocket();
    const disconnected = vi.fn();
    claire.socket.on('disconnect', disconnected);
    claire.listen(claire.socket);
    open(claire.socket);
    await waitForState(() => expect(claire.received.joined).toHaveLength(1));
    stopMockChat();
    expect(disconnected).toHaveBeenCalledWith('transport close');
    expect(claire.socket.connected).toBe(false);
  });

  it('reports a connection error when no chat server is running', async () => {
    stopMockChat();
    startMockChat('http://127.0.0.1:4999', { typingDelayMs: TYPING_DELAY_MS });
    const socket = createChatSocket(); // built for config.chatUrl, where nothing listens now
    const failed = vi.fn();
    socket.on('connect_error', failed);
    socket.connect();
    await waitForState(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(socket.connected).toBe(false);
  });
});

describe('chat access over the in-browser transport (issue 11)', () => {
  /** A socket that records its chat_error and connect_error events. */
  function watchedSocket() {
    const socket = createChatSocket();
    const errors: ChatError[] = [];
    const connectErrors: Error[] = [];
    const joined: JoinedTicketEvent[] = [];
    const chat: ChatMessage[] = [];
    socket.on('chat_error', (error) => void errors.push(error));
    socket.on('connect_error', (error) => void connectErrors.push(error));
    socket.on('joinedTicket', (event) => void joined.push(event));
    socket.on('chat', (message) => void chat.push(message));
    return { socket, errors, connectErrors, joined, chat };
  }

  it('refuses a connection without a token: connect_error and chat_error, no history', async () => {
    window.sessionStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const anonymous = watchedSocket();
    open(anonymous.socket);
    await waitForState(() => expect(anonymous.errors).toHaveLength(1));
    expect(anonymous.errors[0]).toEqual(expect.objectContaining({ code: 'unauthorized', event: 'handshake' }));
    expect(anonymous.errors[0]?.message).toMatch(/reconnectez-vous/);
    expect(anonymous.connectErrors).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS));
    expect(anonymous.joined).toEqual([]);
    expect(anonymous.socket.connected).toBe(false);
    warn.mockRestore();
  });

  it("lets a user of another company not join Verdance's ticket", async () => {
    await signInAs('sarah.lefebvre@cobalt-numerique.fr');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sarah = watchedSocket();
    open(sarah.socket); // joins Verdance
    await waitForState(() => expect(sarah.errors).toHaveLength(1));
    expect(sarah.errors[0]).toEqual(
      expect.objectContaining({ code: 'forbidden_ticket', event: 'joinTicket', message: expect.any(String) }),
    );
    expect(sarah.joined).toEqual([]);
    warn.mockRestore();
  });
});
