import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, setSessionRenewer } from '@/api';
import { setChatSocketFactory, type ChatMessage } from '@/api/realtime';
import { config } from '@/config/env';
import { COPILOT_AUTHOR } from '@/domain/copilot';
import { chatRequestAtom } from '@/lib/chat-request';
import { db } from '../../../mocks/db';
import { startMockChat, stopMockChat } from '../../../mocks/chat/browser';
import { messagesOf } from '../../../mocks/chat/room';
import { signInAs } from '../../../tests/contract/harness';
import { CLAIRE, companyIdOf } from '../../../tests/contract/personas';
import { fakeChatSockets, type FakeChatSocket } from '../../../tests/fake-chat-socket';
import { renderWithProviders } from '../../../tests/render';
import { spoken } from '../../../tests/announcements';
import { LiveAnnouncer } from '@/components/ui';
import { ChatWidget } from './chat-widget';
import { restoreRealTimers } from '../../../tests/timers';

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  ticketId: 7,
  author: COPILOT_AUTHOR,
  body: 'Bonjour, je suis votre copilote.',
  createdAt: '2026-11-20T09:15:00.000Z',
  ...overrides,
});

/** An unsigned token carrying these claims: the widget only decodes it. */
function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
const TOKEN = tokenWith({ id: 3, email: 'lea@verdance.fr', companyId: 7 });

async function openChat() {
  const rendered = renderWithProviders(
    <>
      <ChatWidget accessToken={TOKEN} />
      <LiveAnnouncer />
    </>,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Écrire à votre copilote' }));
  const panel = screen.getByRole('dialog', { name: 'Votre copilote' });
  return { ...rendered, panel };
}

/** The panel open, connected and its (empty) history read, with a fake socket: where most tests start. */
async function openJoinedChat() {
  const sockets = fakeChatSockets();
  const opened = await openChat();
  const socket = sockets.at(-1)!;
  socket.serve('connect');
  socket.serve('joinedTicket', { previousMessages: [] });
  const { panel } = opened;
  const input = within(panel).getByRole('textbox', { name: 'Votre message' });
  return { ...opened, socket, input, log: within(panel).getByRole('log') };
}

/** What the app sent as `chat` events, oldest first. */
const chatsSent = (socket: FakeChatSocket) => socket.chatsSent();

afterEach(() => {
  setChatSocketFactory(null);
  stopMockChat();
  vi.restoreAllMocks();
});

describe('the copilote chat, against the in-browser chat server', () => {
  it('shows the history on join, sends on Enter, then shows the typing indicator and the answer', async () => {
    // The copilote answers once the indicator has been seen: a delay was either missed under load (150 ms) or waited
    // out in full (1.5 s).
    let indicatorSeen = () => {};
    const reply = new Promise<void>((resolve) => (indicatorSeen = resolve));
    startMockChat(config.chatUrl, { replyWhen: () => reply });
    await signInAs(CLAIRE);
    const ticketId = companyIdOf(CLAIRE);
    const history = messagesOf(ticketId);
    expect(history.length).toBeGreaterThan(0);
    const { user } = renderWithProviders(<ChatWidget accessToken={readAccessToken()} />);

    await user.click(screen.getByRole('button', { name: 'Écrire à votre copilote' }));
    const panel = screen.getByRole('dialog', { name: 'Votre copilote' });
    const log = within(panel).getByRole('log', { name: 'Messages échangés avec votre copilote' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(history.length));
    expect(within(log).getByText(history.at(-1)?.body ?? '')).toBeInTheDocument();

    const input = within(panel).getByRole('textbox', { name: 'Votre message' });
    expect(input).toHaveFocus();
    await user.fill(input, 'Quel est mon score ?');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(await within(log).findByText('Quel est mon score ?')).toBeInTheDocument();
    expect(await within(panel).findByText("Votre copilote est en train d'écrire...")).toBeInTheDocument();
    indicatorSeen();
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(history.length + 2));
    expect(within(panel).queryByText("Votre copilote est en train d'écrire...")).not.toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items.at(-2)).toHaveTextContent('Vous');
    expect(items.at(-1)).toHaveTextContent('Votre copilote');
    expect(items.at(-1)).toHaveTextContent('Votre score global est de');
    // Stored once, not once per render or per listener.
    expect(
      db.chatMessages.findMany((q) => q.where({ ticketId })).filter((m) => m.body === 'Quel est mon score ?'),
    ).toHaveLength(1);
  });
});

describe('the copilote chat panel', () => {
  it("joins the ticket of the token's company on connect, fills the history, appends without duplicates", async () => {
    const sockets = fakeChatSockets();
    const { panel } = await openChat();
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    expect(socket.connects).toBe(1);
    socket.serve('connect');
    expect(socket.emitted).toEqual([['joinTicket', { _ticketId: 7 }]]);

    socket.serve('joinedTicket', {
      previousMessages: [message({ id: 1 }), message({ id: 2, author: 'lea@verdance.fr', body: 'Merci !' })],
    });
    const log = within(panel).getByRole('log');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);

    socket.serve('chat', message({ id: 3, body: 'Avec plaisir.' }));
    socket.serve('chat', message({ id: 3, body: 'Avec plaisir.' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);

    // A lost connection: French notice, then the reconnection joins again and the history is not doubled.
    socket.serve('disconnect', 'transport close');
    expect(within(panel).getByText(/Connexion perdue avec votre copilote/)).toBeInTheDocument();
    socket.serve('connect');
    expect(socket.emitted.filter(([event]) => event === 'joinTicket')).toHaveLength(2);
    socket.serve('joinedTicket', {
      previousMessages: [
        message({ id: 1 }),
        message({ id: 2, author: 'lea@verdance.fr', body: 'Merci !' }),
        message({ id: 3, body: 'Avec plaisir.' }),
      ],
    });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByText(/Connexion perdue/)).not.toBeInTheDocument();
  });

  it("shows a message whose text a host sends as 'message' rather than 'body' (spec §3), in the history and live", async () => {
    const sockets = fakeChatSockets();
    const { panel } = await openChat();
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    socket.serve('connect');
    const { body: _body, ...withoutBody } = message({ id: 1 });
    socket.serve('joinedTicket', {
      previousMessages: [{ ...withoutBody, message: 'Bienvenue, je suis votre copilote.' }],
    });
    const log = within(panel).getByRole('log');
    expect(within(log).getByRole('listitem')).toHaveTextContent('Bienvenue, je suis votre copilote.');
    socket.serve('chat', { ...withoutBody, id: 2, message: 'Que puis-je faire pour vous ?' });
    expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent('Que puis-je faire pour vous ?');
  });

  it('joins the ticket, and so reads its history, once per connection after a token renewal (issue 32 item 9)', async () => {
    const sockets = fakeChatSockets();
    setSessionRenewer(async () => TOKEN);
    try {
      const { panel } = await openChat();
      const socket = sockets.at(-1)!;
      socket.serve('connect');
      socket.serve('joinedTicket', { previousMessages: [] });
      const joins = () => socket.emitted.filter(([event]) => event === 'joinTicket');
      expect(joins()).toHaveLength(1);
      // The token expired: the socket renews it and connects again by itself.
      socket.serve('chat_error', { code: 'token_expired', message: 'Votre session a expiré.' });
      await waitFor(() => expect(socket.connects).toBe(2));
      socket.serve('connect');
      // One join for the new connection, not one from the socket and another from the panel.
      expect(joins()).toEqual([
        ['joinTicket', { _ticketId: 7 }],
        ['joinTicket', { _ticketId: 7 }],
      ]);
      expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      setSessionRenewer(null);
    }
  });

  it('never loses a message sent while the connection is lost: marked, re-sent with its id on reconnect, shown once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sockets = fakeChatSockets();
    const { panel, user } = await openChat();
    const socket = sockets.at(-1)!;
    socket.serve('connect');
    socket.serve('joinedTicket', { previousMessages: [] });
    socket.serve('disconnect', 'transport close');
    // What is true: the connection is being retried, and what waits will leave when it is back.
    expect(within(panel).getByText(/Reconnexion en cours/)).not.toHaveTextContent('champ de saisie');

    const input = within(panel).getByRole('textbox', { name: 'Votre message' });
    await user.fill(input, 'Pouvons-nous fixer un rendez-vous ?');
    await user.keyboard('{Enter}');
    // Taken, visible, and marked as not sent, with a way to send it again.
    expect(input).toHaveValue('');
    const log = within(panel).getByRole('log');
    expect(within(log).getByText('Pouvons-nous fixer un rendez-vous ?')).toBeInTheDocument();
    expect(log).toHaveTextContent('Non envoyé — Renvoyer');
    // Spoken at once, and only that: the log itself stays silent.
    expect(spoken('assertive')).toEqual(['Non envoyé : le bouton « Renvoyer » sous le message le renvoie.']);
    expect(socket.emitted.filter(([event]) => event === 'chat')).toHaveLength(0);
    // The widget tries again by itself; on connecting, the message leaves with its client id.
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(socket.connects).toBe(2);
    act(() => socket.serve('connect'));
    const sent = socket.emitted.filter(([event]) => event === 'chat');
    expect(sent).toEqual([
      [
        'chat',
        {
          ticketId: 7,
          author: 'lea@verdance.fr',
          body: 'Pouvons-nous fixer un rendez-vous ?',
          clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
    ]);
    expect(log).toHaveTextContent('Envoi...');
    // The ticket is joined once per connection: once before the drop, once after.
    expect(socket.emitted.filter(([event]) => event === 'joinTicket')).toHaveLength(2);
    const { clientId } = sent[0]![1] as { clientId: string };
    act(() =>
      socket.serve('chat', {
        id: 90,
        ticketId: 7,
        author: 'lea@verdance.fr',
        body: 'Pouvons-nous fixer un rendez-vous ?',
        clientId,
        createdAt: new Date().toISOString(),
      }),
    );
    expect(within(log).getAllByText('Pouvons-nous fixer un rendez-vous ?')).toHaveLength(1);
    expect(log).not.toHaveTextContent('Envoi...');
    expect(log).not.toHaveTextContent('Non envoyé');
    restoreRealTimers();
  });

  it('marks a message the server does not acknowledge « Non envoyé — Renvoyer », and re-sends it with the same id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, socket, input, log } = await openJoinedChat();
    await user.fill(input, 'Bonjour');
    await user.keyboard('{Enter}');
    expect(log).toHaveTextContent('Envoi...');
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(log).toHaveTextContent('Non envoyé — Renvoyer');
    await user.click(within(log).getByRole('button', { name: 'Renvoyer' }));
    const sent = chatsSent(socket);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(log).toHaveTextContent('Envoi...');
    restoreRealTimers();
  });

  it('shows a refusal from the server in French and puts the refused message back in the input', async () => {
    const { panel, user, socket, input } = await openJoinedChat();
    await user.fill(input, 'Bonjour');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    socket.serve('chat_error', {
      code: 'invalid_message',
      message: 'Ce message ne peut pas être envoyé : il est vide ou trop long.',
      event: 'chat',
    });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Ce message ne peut pas être envoyé : il est vide ou trop long.',
    );
    expect(input).toHaveValue('Bonjour');
  });

  it('with two messages waiting and the second refused, returns the second to the input and delivers the first once (issue 39)', async () => {
    const { panel, user, socket, input, log } = await openJoinedChat();
    await user.fill(input, 'Pouvons-nous fixer un rendez-vous ?');
    await user.keyboard('{Enter}');
    await user.fill(input, 'Et voici mon bilan complet');
    await user.keyboard('{Enter}');
    const [first, second] = chatsSent(socket);
    expect(chatsSent(socket)).toHaveLength(2);

    const reason = 'Le message dépasse 2000 caractères.';
    socket.serve('chat_error', { code: 'invalid_message', message: reason, event: 'chat', clientId: second!.clientId });
    expect(within(panel).getByRole('alert')).toHaveTextContent(reason);
    expect(input).toHaveValue('Et voici mon bilan complet');
    expect(log).not.toHaveTextContent('Et voici mon bilan complet');
    expect(within(log).getByText('Pouvons-nous fixer un rendez-vous ?')).toBeInTheDocument();

    // The first is still waiting: a lost connection sends it again, alone, and its acknowledgement shows it once.
    socket.serve('disconnect', 'transport close');
    socket.serve('connect');
    expect(chatsSent(socket).slice(2)).toEqual([first]);
    socket.serve('chat', message({ id: 91, author: 'lea@verdance.fr', body: first!.body, clientId: first!.clientId }));
    expect(within(log).getAllByText('Pouvons-nous fixer un rendez-vous ?')).toHaveLength(1);
    expect(log).not.toHaveTextContent('Envoi...');
    expect(log).not.toHaveTextContent('Non envoyé');
    expect(input).toHaveValue('Et voici mon bilan complet');
  });

  it('does not send an empty or blank message, and Shift+Enter makes a new line', async () => {
    const { panel, user, socket, input } = await openJoinedChat();
    expect(within(panel).getByText(/Aucun message pour le moment/)).toBeInTheDocument();

    await user.type(input, '{Enter}');
    await user.type(input, '   {Enter}');
    expect(within(panel).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await user.clear(input);
    // The lines are pasted, the keys that matter pressed.
    await user.paste('Première ligne');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('Seconde ligne');
    expect(input).toHaveValue('Première ligne\nSeconde ligne');
    expect(socket.emitted.filter(([event]) => event === 'chat')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Envoyer' }));
    expect(socket.emitted.filter(([event]) => event === 'chat')).toEqual([
      [
        'chat',
        { ticketId: 7, author: 'lea@verdance.fr', body: 'Première ligne\nSeconde ligne', clientId: expect.any(String) },
      ],
    ]);
  });

  it('shows the typing indicator between typing and stopTyping, and scrolls to the newest message', async () => {
    const sockets = fakeChatSockets();
    const { panel } = await openChat();
    const socket = sockets.at(-1)!;
    socket.serve('connect');
    const log = within(panel).getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1234 });
    socket.serve('joinedTicket', { previousMessages: [message({ id: 1 })] });
    expect(log.scrollTop).toBe(1234);

    socket.serve('typing', { isTyping: true });
    expect(within(panel).getByText("Votre copilote est en train d'écrire...")).toBeInTheDocument();
    socket.serve('stopTyping', { isTyping: false });
    expect(within(panel).queryByText("Votre copilote est en train d'écrire...")).not.toBeInTheDocument();

    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 2000 });
    socket.serve('chat', message({ id: 2, body: 'Une nouvelle réponse.' }));
    expect(log.scrollTop).toBe(2000);
  });

  it('shows an XSS payload as text, never as HTML', async () => {
    const sockets = fakeChatSockets();
    const { panel } = await openChat();
    const socket = sockets.at(-1)!;
    socket.serve('connect');
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    socket.serve('joinedTicket', { previousMessages: [message({ id: 1, author: 'lea@verdance.fr', body: payload })] });
    expect(within(panel).getByText(payload)).toBeInTheDocument();
    expect(panel.querySelector('img, script')).toBeNull();
  });

  it('leaves the ticket and disconnects when closed with Escape, and gives focus back to the icon', async () => {
    const sockets = fakeChatSockets();
    const { panel, user } = await openChat();
    const socket = sockets.at(-1)!;
    socket.serve('connect');
    expect(within(panel).getByRole('textbox', { name: 'Votre message' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Votre copilote' })).not.toBeInTheDocument();
    expect(socket.emitted.at(-1)).toEqual(['leaveTicket', { _ticketId: 7 }]);
    expect(socket.disconnects).toBe(1);
    expect(screen.getByRole('button', { name: 'Écrire à votre copilote' })).toHaveFocus();
  });

  it('opens with a draft another page asked for, without sending it', async () => {
    const sockets = fakeChatSockets();
    const { store } = renderWithProviders(<ChatWidget accessToken={TOKEN} />);
    act(() => store.set(chatRequestAtom, { draft: 'Je souhaite en savoir plus sur le kit bilan carbone.' }));
    const panel = await screen.findByRole('dialog', { name: 'Votre copilote' });
    expect(within(panel).getByRole('textbox', { name: 'Votre message' })).toHaveValue(
      'Je souhaite en savoir plus sur le kit bilan carbone.',
    );
    expect(store.get(chatRequestAtom)).toBeNull();
    sockets.at(-1)?.serve('connect');
    expect(sockets.at(-1)?.emitted.filter(([event]) => event === 'chat')).toEqual([]);
  });

  it('shows no icon without a company in the token, and logs a token that cannot be decoded', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <ChatWidget accessToken={tokenWith({ id: 9, email: 'n@x.fr', companyId: null })} />,
    );
    expect(screen.queryByRole('button', { name: 'Écrire à votre copilote' })).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();

    rerender(<ChatWidget accessToken="pas-un-jwt" />);
    expect(screen.queryByRole('button', { name: 'Écrire à votre copilote' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Erreur lors du décodage du JWT', expect.anything());
  });
});
