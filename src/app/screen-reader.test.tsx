import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readAccessToken } from '@/api';
import { LiveAnnouncer } from '@/components/ui';
import { config } from '@/config/env';
import { ChatWidget } from '@/features/chat/chat-widget';
import { startMockChat, stopMockChat } from '../../mocks/chat/browser';
import { messagesOf } from '../../mocks/chat/room';
import { db, nextId } from '../../mocks/db';
import { signInAs } from '../../tests/contract/harness';
import { CLAIRE, SARAH, companyIdOf } from '../../tests/contract/personas';
import { typeDate } from '../../tests/date-field';
import { renderRoute, renderWithProviders } from '../../tests/render';

/**
 * What a screen-reader user hears on the key screens, through @guidepup/virtual-screen-reader: it builds the
 * accessibility tree from the specifications (names, roles, landmarks), follows focus and speaks live regions as they
 * change. Each test starts it on the rendered page, acts as a person does, then reads what was spoken.
 */

afterEach(async () => {
  await virtual.stop();
  stopMockChat();
});

async function listen(): Promise<void> {
  await virtual.start({ container: document.body });
  await virtual.clearSpokenPhraseLog();
}

/** The phrases spoken since `listen()`. */
const heard = () => virtual.spokenPhraseLog();

describe('what a screen reader says', () => {
  it("says the new page's heading after a navigation from the menu, with focus on it", async () => {
    await signInAs(CLAIRE);
    const { user } = renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0]!;
    await user.hover(nav.parentElement!);
    await user.click(screen.getByRole('button', { name: "Plan d'action" }));
    const link = await screen.findByRole('link', { name: 'Mon pilotage' });
    await listen();

    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mon pilotage' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(async () => expect(await heard()).toContain('heading, Mon pilotage, level 1'));
  });

  it('says « Enregistré » once when a deadline is saved', async () => {
    // Cobalt Numérique has no plan in the seed: the action planted is the board's only card.
    await signInAs(SARAH);
    db.solutions.create({
      id: nextId(db.solutions),
      companyId: companyIdOf(SARAH),
      content: 'Installer des nichoirs',
      description: '<p>Des nichoirs pour les oiseaux du site.</p>',
      group: 'Environnement',
      level: 'Niveau 2',
      questionTitle: 'Biodiversité et écosystèmes',
      leverId: null,
    });
    const { user } = renderRoute('/pilotage');
    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });
    await typeDate(user, within(card).getByRole('group', { name: 'Échéance' }), '2030-12-31');
    await listen();

    await user.tab();
    await waitFor(() => expect(within(card).getByText('Enregistré')).toBeInTheDocument());
    await waitFor(async () => expect(await heard()).toContain('polite: Enregistré'));
    expect((await heard()).filter((phrase) => phrase.includes('Enregistré'))).toEqual(['polite: Enregistré']);
  });

  it("says the copilote's answer once, and not the history found on opening", async () => {
    startMockChat(config.chatUrl, { typingDelayMs: 50 });
    await signInAs(CLAIRE);
    const history = messagesOf(companyIdOf(CLAIRE));
    const { user } = renderWithProviders(
      <>
        <ChatWidget accessToken={readAccessToken()} />
        <LiveAnnouncer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Écrire à votre copilote' }));
    const panel = screen.getByRole('dialog', { name: 'Votre copilote' });
    const log = within(panel).getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(history.length));
    await listen();

    await user.keyboard('Quel est mon score ?{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(history.length + 2));
    const answer = within(log).getAllByRole('listitem').at(-1)?.querySelector('.chat-message__body')?.textContent;
    expect(answer).toMatch(/^Votre score global est de/);
    await waitFor(async () => expect(await heard()).toContain(`polite: Votre copilote : ${answer}`));
    const spoken = await heard();
    expect(spoken.filter((phrase) => phrase.includes(answer ?? ''))).toHaveLength(1);
    for (const message of history) expect(spoken.join('\n')).not.toContain(message.body);
  });
});
