import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setChatSocketFactory } from '@/api/realtime';
import { menuContent } from '@/components/layouts/menu-items';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { signInAs } from '../../../tests/contract/harness';
import { fakeChatSockets, type FakeChatSocket } from '../../../tests/fake-chat-socket';
import { renderRoute } from '../../../tests/render';

/**
 * One signed-in shell (src/routes/_session.tsx): the questionnaire's pages and the guarded group's are children of
 * one layout, so crossing from one to the other keeps the menu, the page-access gate (inside the layout's main
 * region) and the chat mounted: the same elements, one chat connection.
 */

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const LAST_AXIS = DIAGNOSIS_AXES.at(-1)!;

/** The shell's parts a crossing must keep: the side menu, the main region that holds the gate, the chat's button. */
function shellParts() {
  return {
    menu: screen.getAllByRole('navigation', { name: menuContent.navLabel })[0]!,
    main: screen.getByRole('main'),
    chat: screen.getByRole('button', { name: 'Écrire à votre copilote' }),
  };
}

function expectSameShell(before: ReturnType<typeof shellParts>) {
  const after = shellParts();
  for (const part of ['menu', 'main', 'chat'] as const) {
    expect(before[part].isConnected, part).toBe(true);
    expect(after[part], part).toBe(before[part]);
  }
}

/** The chat opened and connected, with one message written while the connection is down. */
async function openChatWithAWaitingMessage(
  sockets: FakeChatSocket[],
  user: ReturnType<typeof renderRoute>['user'],
  body: string,
) {
  await user.click(screen.getByRole('button', { name: 'Écrire à votre copilote' }));
  const socket = sockets[0]!;
  socket.serve('connect');
  socket.serve('joinedTicket', { previousMessages: [] });
  socket.serve('disconnect', 'transport close');
  const panel = screen.getByRole('dialog', { name: 'Votre copilote' });
  await user.fill(within(panel).getByRole('textbox', { name: 'Votre message' }), body);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(panel).getByRole('log')).toHaveTextContent(`${body}Non envoyé — Renvoyer`));
  return panel;
}

afterEach(() => setChatSocketFactory(null));

describe('the signed-in shell across the questionnaire', () => {
  it('keeps the menu, the gate and the chat from the preamble to an axis intro and to « Revoir mes réponses »', async () => {
    const sockets = fakeChatSockets();
    await signInAs(SARAH);
    const { user, router } = renderRoute('/diagnosis/preamble');
    await screen.findByRole('heading', { level: 1, name: 'Un petit préambule sur la RSE...' });
    const shell = shellParts();
    const panel = await openChatWithAWaitingMessage(sockets, user, 'Faut-il répondre pour tout le groupe ?');

    // The preamble (guarded group) to an axis intro (the questionnaire's own pages), and back.
    await router.navigate({ to: '/diagnosis/$axe', params: { axe: 'gouvernance' } });
    await screen.findByRole('heading', { level: 1, name: /Gouvernance/ });
    expectSameShell(shell);
    await router.navigate({ to: '/diagnosis/preamble' });
    await screen.findByRole('heading', { level: 1, name: 'Un petit préambule sur la RSE...' });

    // As a person would: the preamble's « Revoir mes réponses » opens the first question.
    await user.click(await screen.findByRole('link', { name: 'Revoir mes réponses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/gouvernance/1'));
    await screen.findByRole('heading', { level: 1, name: "Raison d'être" });
    expectSameShell(shell);
    expect(panel.isConnected).toBe(true);

    // One socket all along, never closed by the app (the chat's own retries after the drop reuse it); the message
    // written while the connection was down leaves once it is back, once.
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.disconnects).toBe(0);
    expect(sockets[0]!.chatsSent()).toEqual([]);
    sockets[0]!.serve('connect');
    expect(sockets[0]!.chatsSent().map((event) => event.body)).toEqual(['Faut-il répondre pour tout le groupe ?']);
  });

  it('keeps the menu, the gate and the chat from the last question to /diagnosis/loader', async () => {
    const sockets = fakeChatSockets();
    await signInAs(SARAH);
    const { user, router } = renderRoute(`/diagnosis/${LAST_AXIS.slug}/${LAST_AXIS.questionCount}`);
    const next = await screen.findByRole('button', { name: 'Suivant' });
    const shell = shellParts();
    await openChatWithAWaitingMessage(sockets, user, 'Et après le diagnostic ?');

    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/loader'));
    await screen.findByRole('heading', { level: 1, name: 'Analyse de vos réponses' });
    expectSameShell(shell);

    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.disconnects).toBe(0);
    sockets[0]!.serve('connect');
    expect(sockets[0]!.chatsSent().map((event) => event.body)).toEqual(['Et après le diagnostic ?']);
  });
});
