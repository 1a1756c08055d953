import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spoken } from '../../../tests/announcements';
import { LiveAnnouncer, SpokenOnChange, announce } from './announcer';
import { SaveStatus, type SaveState } from './save-status';

afterEach(() => {
  vi.useRealTimers();
});

describe('the announcer', () => {
  it('has its two regions, polite and assertive, before anything is said, and speaks each message in its own', () => {
    render(<LiveAnnouncer />);
    expect(document.querySelector('[data-announcer] [aria-live="polite"]')).toBeEmptyDOMElement();
    expect(document.querySelector('[data-announcer] [aria-live="assertive"]')).toBeEmptyDOMElement();
    act(() => {
      announce('Enregistré');
      announce('Non enregistré.', 'assertive');
      announce('Enregistré');
    });
    // The same words twice are two additions to the region, so both are spoken.
    expect(spoken('polite')).toEqual(['Enregistré', 'Enregistré']);
    expect(spoken('assertive')).toEqual(['Non enregistré.']);
  });

  it('drops what was said before it was drawn, and each message 7 s after it was said', () => {
    vi.useFakeTimers();
    act(() => announce('Avant'));
    render(<LiveAnnouncer />);
    expect(spoken()).toEqual([]);
    act(() => announce('Après'));
    expect(spoken()).toEqual(['Après']);
    act(() => vi.advanceTimersByTime(7_000));
    expect(spoken()).toEqual([]);
  });

  it('speaks a text when it changes, not when first drawn', () => {
    const { rerender } = render(
      <>
        <SpokenOnChange message="24 leviers" />
        <LiveAnnouncer />
      </>,
    );
    expect(spoken()).toEqual([]);
    rerender(
      <>
        <SpokenOnChange message="11 leviers" />
        <LiveAnnouncer />
      </>,
    );
    expect(spoken()).toEqual(['11 leviers']);
  });
});

describe('the save line', () => {
  const line = (state: SaveState) => (
    <>
      <SaveStatus state={state} onRetry={() => undefined} reason="L'échéance est passée" />
      <LiveAnnouncer />
    </>
  );

  it('speaks each outcome once as it comes: saved politely, not saved at once with its way out', () => {
    const { rerender } = render(line('idle'));
    rerender(line('saving'));
    expect(spoken()).toEqual([]);
    rerender(line('saved'));
    expect(spoken('polite')).toEqual(['Enregistré']);
    rerender(line('saved'));
    rerender(line('unsaved'));
    expect(spoken('assertive')).toEqual([
      "Non enregistré (L'échéance est passée). Le bouton « Réessayer » renvoie la modification.",
    ]);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says nothing when drawn again with an outcome already shown (a card scrolled back into view)', () => {
    render(line('saved'));
    cleanup();
    render(line('saved'));
    expect(spoken()).toEqual([]);
  });
});
