import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setChatSocketFactory } from '@/api/realtime';
import { createStore, startNewSession } from '@/lib/jotai';
import { fakeChatSockets } from '../../../tests/fake-chat-socket';
import { renderWithProviders } from '../../../tests/render';
import { chatStoreFor } from './chat-store';
import { ChatWidget } from './chat-widget';
import { chatContent } from './content';

/** An unsigned token carrying these claims: the widget only decodes it. */
function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
const LEA = 'lea@verdance.fr';
const TOKEN = tokenWith({ id: 3, email: LEA, companyId: 7 });

afterEach(() => setChatSocketFactory(null));

describe('the chat stores, outside React', () => {
  it('keeps one store per person and ticket, and drops them when the session ends', () => {
    const app = createStore();
    const store = chatStoreFor(app, { ticketId: 7, author: LEA });
    expect(chatStoreFor(app, { ticketId: 7, author: LEA })).toBe(store);
    expect(chatStoreFor(app, { ticketId: 8, author: LEA })).not.toBe(store);
    expect(chatStoreFor(app, { ticketId: 7, author: 'claire@verdance.fr' })).not.toBe(store);
    // Another app (another tab's client state, another test) has stores of its own.
    expect(chatStoreFor(createStore(), { ticketId: 7, author: LEA })).not.toBe(store);

    const sockets = fakeChatSockets();
    store.open();
    startNewSession(app);

    expect(sockets[0]?.disconnects).toBe(1);
    expect(chatStoreFor(app, { ticketId: 7, author: LEA })).not.toBe(store);
  });

  it('keeps a message written while the connection is down through a remount, and sends it once when it is back', async () => {
    const sockets = fakeChatSockets();
    const { user, rerender } = renderWithProviders(<ChatWidget key="first" accessToken={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Écrire à votre copilote' }));
    const first = sockets[0]!;
    first.serve('connect');
    first.serve('joinedTicket', { previousMessages: [] });
    first.serve('disconnect', 'transport close');
    const input = within(screen.getByRole('dialog', { name: 'Votre copilote' })).getByRole('textbox', {
      name: 'Votre message',
    });
    await user.fill(input, 'Où en est notre bilan carbone ?');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('log', { name: chatContent.historyLabel })).toHaveTextContent(
        'Où en est notre bilan carbone ?Non envoyé — Renvoyer',
      ),
    );

    // The widget is built again (as a rebuilt shell would): the store, and the message waiting in it, are the same.
    rerender(<ChatWidget key="second" accessToken={TOKEN} />);
    expect(screen.getByRole('log', { name: chatContent.historyLabel })).toHaveTextContent(
      'Où en est notre bilan carbone ?Non envoyé — Renvoyer',
    );

    const second = sockets.at(-1)!;
    second.serve('connect');
    expect(sockets.flatMap((socket) => socket.chatsSent()).map((event) => event.body)).toEqual([
      'Où en est notre bilan carbone ?',
    ]);
  });
});
