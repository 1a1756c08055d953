import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { LiveAnnouncer, announce } from './announcer';

/**
 * The app's one announcer: the two live regions the root route mounts, through which every asynchronous outcome is
 * spoken (saved, not saved, a message delivered, the copilote's answer, a count after a filter). They are hidden on
 * screen: press a button, and a screen reader says the outcome; the regions hold it for 7 s.
 */
const meta = {
  title: "Composants/Annonces aux lecteurs d'écran",
  component: LiveAnnouncer,
  render: () => (
    <>
      <Button variant="secondary" onPress={() => announce('Enregistré')}>
        Annoncer « Enregistré »
      </Button>{' '}
      <Button
        variant="secondary"
        onPress={() => announce('Non enregistré. Le bouton « Réessayer » renvoie la modification.', 'assertive')}
      >
        Annoncer un échec
      </Button>
      <LiveAnnouncer />
    </>
  ),
} satisfies Meta<typeof LiveAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved change is spoken politely, a failure at once: each in its own region. */
export const Default: Story = {
  name: 'Un succès, puis un échec',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annoncer « Enregistré »' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Annoncer un échec' }));
    const polite = canvasElement.querySelector('[aria-live="polite"]');
    const assertive = canvasElement.querySelector('[aria-live="assertive"]');
    await expect(polite).toHaveTextContent('Enregistré');
    await expect(assertive).toHaveTextContent(/^Non enregistré/);
  },
};
