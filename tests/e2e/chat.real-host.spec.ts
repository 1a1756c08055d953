import { expect, test } from './fixtures';
import { MOCK_SERVER_URL } from '../../playwright.config';
import { expectReplyAfter, logIn, watchTypingIndicator } from './helpers';

/**
 * The copilote chat of the real-host build (mocking off) against `npm run mock-server`: real Socket.IO, the token in
 * the handshake, the same journey as in the demo.
 */

test('the chat talks to the copilote over Socket.IO on the real host', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto('/login');
  await logIn(page, 'claire.martin@verdance.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
  const chat = page.getByRole('dialog', { name: 'Votre copilote' });
  const log = chat.getByRole('log', { name: 'Messages échangés avec votre copilote' });
  // The mock server keeps every earlier run's messages, and other journeys may write in the same ticket meanwhile: the
  // message is found by its own text, the answer as the first one after it.
  const body = `Pouvons-nous fixer un rendez-vous ? (${Date.now()})`;
  await chat.getByRole('textbox', { name: 'Votre message' }).fill(body);
  const typingShown = await watchTypingIndicator(page);
  await chat.getByRole('textbox', { name: 'Votre message' }).press('Enter');
  await expectReplyAfter(log, body, 'Proposez-moi deux ou trois créneaux');
  expect(await typingShown()).toBe(true);

  const origin = new URL(MOCK_SERVER_URL);
  expect(sockets.some((url) => url.startsWith(`ws://${origin.host}/socket.io/`))).toBe(true);
});
