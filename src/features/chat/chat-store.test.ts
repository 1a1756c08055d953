import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionRenewer, writeAccessToken } from '@/api';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/api/limits';
import { config } from '@/config/env';
import { findUserByEmail } from '../../../mocks/db';
import { startMockChat, stopMockChat } from '../../../mocks/chat/browser';
import { messagesOf } from '../../../mocks/chat/room';
import { signAccessToken } from '../../../mocks/handlers/tokens';
import { accessTokenFor, openSession } from '../../../mocks/handlers/session';
import { restoreRealTimers, waitForState } from '../../../tests/timers';
import { ChatStore } from './chat-store';
import { chatContent } from './content';

/** The chat store against the in-browser chat server (mocks/chat): the whole chat but the screen. */

const VERDANCE = 1;
const CLAIRE = 'claire.martin@verdance.fr';

async function signInAs(email: string): Promise<string> {
  const token = await accessTokenFor(findUserByEmail(email)!);
  writeAccessToken(token);
  return token;
}

/** Claire's access token, valid for `seconds` more (negative: already expired). */
async function tokenExpiringIn(seconds: number): Promise<void> {
  const user = findUserByEmail(CLAIRE)!;
  const { sessionId } = await openSession(user);
  writeAccessToken(
    await signAccessToken({ id: user.id, email: user.email, companyId: user.companyId, sid: sessionId }, seconds),
  );
}

const stores: ChatStore[] = [];
function openStore(): ChatStore {
  const store = new ChatStore({ ticketId: VERDANCE, author: CLAIRE });
  stores.push(store);
  store.open();
  return store;
}
const stored = (body: string) => messagesOf(VERDANCE).filter((message) => message.body === body);

beforeEach(() => {
  startMockChat(config.chatUrl, { typingDelayMs: 30 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  stopMockChat();
  setSessionRenewer(null);
  vi.restoreAllMocks();
});

describe('the chat store', () => {
  // The in-order server acknowledges the first before it refuses the second: that the client picks the message the
  // refusal names, while others still wait, is chat-widget.test.tsx's (a fake socket orders the events).
  it('gives back the message the server refuses, with its reason, and delivers the one before it once', async () => {
    await signInAs(CLAIRE);
    const store = openStore();
    const refused = vi.fn();
    store.onRefusedMessage(refused);
    await waitForState(() => expect(store.getSnapshot().joined).toBe(true));

    const tooLong = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    store.send('Quand est notre prochain rendez-vous ?');
    store.send(tooLong);

    await waitForState(() => expect(refused).toHaveBeenCalledWith(tooLong));
    await waitForState(() =>
      expect(store.getSnapshot().messages.filter((entry) => entry.delivery !== undefined)).toEqual([]),
    );
    const { messages, error } = store.getSnapshot();
    expect(error).toMatch(/dépasse/);
    expect(messages.filter((entry) => entry.body === 'Quand est notre prochain rendez-vous ?')).toHaveLength(1);
    expect(messages.some((entry) => entry.body === tooLong)).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(stored('Quand est notre prochain rendez-vous ?')).toHaveLength(1);
  });

  it('renews an expired token, reconnects, joins again and re-sends the refused message', async () => {
    // A token that expires in one second: the handshake passes, the message after it does not.
    await tokenExpiringIn(1);
    const renew = vi.fn(async () => signInAs(CLAIRE));
    setSessionRenewer(renew);
    const store = openStore();
    await waitForState(() => expect(store.getSnapshot().joined).toBe(true));
    // Two seconds later by the clock the server reads (tests/setup.ts fakes Date only).
    vi.setSystemTime(Date.now() + 2_000);

    store.send("Message écrit juste après l'expiration");

    await waitForState(() =>
      expect(store.getSnapshot().messages.filter((entry) => entry.body.startsWith('Message écrit juste'))).toEqual([
        expect.objectContaining({ author: CLAIRE, key: expect.stringMatching(/^id:/) }),
      ]),
    );
    expect(renew).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'connected', error: null });
    expect(stored("Message écrit juste après l'expiration")).toHaveLength(1);
  });

  it('tells the person to sign in again when the session cannot be renewed, and stops trying', async () => {
    await tokenExpiringIn(-10);
    const renew = vi.fn(async () => null);
    setSessionRenewer(renew);
    const store = openStore();
    await waitForState(() => expect(store.getSnapshot().status).toBe('refused'));
    expect(store.getSnapshot()).toMatchObject({ joined: false, error: chatContent.sessionEnded });
    expect(store.send('Bonjour')).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('is the one to reconnect: after the server went away, one new attempt brings the waiting message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs(CLAIRE);
    const store = openStore();
    await waitForState(() => expect(store.getSnapshot().joined).toBe(true));
    stopMockChat();
    expect(store.getSnapshot().status).toBe('reconnecting');
    store.send('Écrit pendant la coupure');
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({ delivery: 'failed' });

    startMockChat(config.chatUrl, { typingDelayMs: 30 });
    await vi.advanceTimersByTimeAsync(2_100);
    await waitForState(() => expect(stored('Écrit pendant la coupure')).toHaveLength(1));
    await waitForState(() =>
      expect(store.getSnapshot().messages.filter((entry) => entry.body === 'Écrit pendant la coupure')).toEqual([
        expect.objectContaining({ key: expect.stringMatching(/^id:/) }),
      ]),
    );
    expect(store.getSnapshot().status).toBe('connected');
    restoreRealTimers();
  });
});
