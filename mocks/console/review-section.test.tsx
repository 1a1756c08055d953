import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_ENTRIES } from '../review/entries';
import { progressLabel, REVIEW_PROGRESS_KEY } from '../review/progress';
import { ReviewSection } from './review-section';

const [first, second] = REVIEW_ENTRIES;

describe('ReviewSection', () => {
  it('lists every entry as a scenario link with its one line, behind a disclosure, and the progress', async () => {
    const user = userEvent.setup();
    render(<ReviewSection />);
    const section = screen.getByRole('region', { name: 'Parcours de revue' });
    const disclosure = within(section).getByRole('button', {
      name: `Afficher les ${REVIEW_ENTRIES.length} écrans ici`,
    });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent(`0 écran vu sur ${REVIEW_ENTRIES.length}`);
    const link = within(section).getAllByRole('link', { name: first!.name }).at(-1)!;
    expect(link.getAttribute('href')).toMatch(/\?scenario=/);
    expect(link).toHaveAccessibleDescription(first!.look);
    expect(within(section).getAllByRole('checkbox')).toHaveLength(REVIEW_ENTRIES.length);
  });

  it('marks an entry seen when its link is followed or its box ticked, and keeps it across reloads', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReviewSection />);
    await user.click(screen.getByRole('button', { name: /^Afficher les \d+ écrans ici$/ }));
    // jsdom does not navigate: the click only marks.
    const link = screen.getAllByRole('link', { name: first!.name }).at(-1)!;
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(screen.getByRole('checkbox', { name: `${second!.name} : vu` }));

    expect(screen.getAllByRole('status')[0]).toHaveTextContent(progressLabel(2));
    expect(JSON.parse(window.localStorage.getItem(REVIEW_PROGRESS_KEY) ?? '[]')).toEqual([first!.id, second!.id]);
    unmount();

    render(<ReviewSection />);
    await user.click(screen.getByRole('button', { name: /^Afficher les \d+ écrans ici$/ }));
    expect(screen.getByRole('checkbox', { name: `${first!.name} : vu` })).toBeChecked();
    expect(screen.getByText(progressLabel(2))).toBeInTheDocument();
    // The next entry not seen is offered first.
    expect(screen.getByText(/Écran suivant/)).toHaveTextContent(REVIEW_ENTRIES[2]!.name);
  });

  it('resets the marks after a confirmation, focus following', async () => {
    window.localStorage.setItem(REVIEW_PROGRESS_KEY, JSON.stringify([first!.id]));
    const user = userEvent.setup();
    render(<ReviewSection />);

    await user.click(screen.getByRole('button', { name: 'Remettre le parcours à zéro' }));
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Effacer les marques « Vu »' }));

    expect(screen.getByRole('button', { name: 'Remettre le parcours à zéro' })).toHaveFocus();
    expect(screen.getByText(progressLabel(0))).toBeInTheDocument();
    expect(window.localStorage.getItem(REVIEW_PROGRESS_KEY)).toBeNull();
  });

  it('opens the review page: focus on its heading, Tab kept inside, Escape back to the button', async () => {
    const user = userEvent.setup();
    render(<ReviewSection />);
    const open = screen.getByRole('button', { name: 'Ouvrir le parcours de revue' });

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Parcours de revue' });
    expect(within(dialog).getByRole('heading', { name: 'Parcours de revue' })).toHaveFocus();
    expect(within(dialog).getAllByRole('link')).toHaveLength(REVIEW_ENTRIES.length);

    // From the last control, Tab wraps to the first.
    const checkboxes = within(dialog).getAllByRole('checkbox');
    checkboxes.at(-1)!.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('ignores marks it cannot read', () => {
    window.localStorage.setItem(REVIEW_PROGRESS_KEY, '{pas du JSON');
    render(<ReviewSection />);
    expect(screen.getByText(progressLabel(0))).toBeInTheDocument();
  });
});
