import type { MutationStatus } from '@tanstack/react-query';
import { Check, CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { announce } from './announcer';
import { cx } from './class-names';
import './save-status.css';

export const saveStatusContent = {
  saving: 'Enregistrement...',
  saved: 'Enregistré',
  notSaved: 'Non enregistré',
  retry: 'Réessayer',
  waiting: 'Vous êtes hors ligne : envoi dès le retour de la connexion',
  /** What a screen reader hears when a write failed: the line's words, and where the way out is. */
  notSavedSpoken: (reason: string | null | undefined, canRetry: boolean) =>
    `Non enregistré${reason ? ` (${reason})` : ''}.${canRetry ? ' Le bouton « Réessayer » renvoie la modification.' : ''}`,
} as const;

/**
 * Where a write stands, as the server says (issue 35): being sent, saved, not saved, or waiting for the connection.
 * `saved` and `unsaved` are only shown once the server answered the write, or a re-read after it said what it holds.
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'unsaved' | 'waiting';

/** What a save state is read from: a mutation (`useMutation`'s result) or its state in the cache (`useMutationState`). */
export interface WriteStatus {
  status: MutationStatus;
}

const SAVE_STATE_OF_STATUS: Record<MutationStatus, SaveState> = {
  idle: 'idle',
  // A write waiting its turn in its record's scope is being saved too.
  pending: 'saving',
  success: 'saved',
  error: 'unsaved',
};

/**
 * A TanStack mutation's state as a save state (its function re-reads the server after a failed write): the one way
 * every write's line is derived, from `useMutation`'s result as from a `useMutationState` entry.
 */
export function saveStateOf(write: WriteStatus): SaveState {
  return SAVE_STATE_OF_STATUS[write.status];
}

export interface SaveStatusProps {
  state: SaveState;
  /** Sends the same change again (« Réessayer »). */
  onRetry?: () => void;
  /** Why it was not saved, when the server said so (shown after « Non enregistré »). */
  reason?: string | null;
  className?: string;
}

/**
 * The one line every write form and card shows under what it saves: « Enregistrement... », « Enregistré » or
 * « Non enregistré — Réessayer ». Each outcome is spoken once, when it comes, through the app's announcer: saved and
 * waiting politely, not saved at once. A line drawn again with its outcome (a card scrolled back into a windowed
 * list) says nothing.
 */
export function SaveStatus({ state, onRetry, reason, className }: SaveStatusProps) {
  const spoken = useRef(state);
  const canRetry = onRetry !== undefined;
  useEffect(() => {
    if (spoken.current === state) return;
    spoken.current = state;
    if (state === 'saved') announce(saveStatusContent.saved);
    else if (state === 'waiting') announce(saveStatusContent.waiting);
    else if (state === 'unsaved') announce(saveStatusContent.notSavedSpoken(reason, canRetry), 'assertive');
  }, [state, reason, canRetry]);
  return (
    <p className={cx('save-status', `save-status--${state}`, className)}>
      {state === 'saving' && saveStatusContent.saving}
      {state === 'saved' && (
        <>
          <Check size={16} aria-hidden="true" /> {saveStatusContent.saved}
        </>
      )}
      {state === 'waiting' && (
        <>
          <CloudOff size={16} aria-hidden="true" /> {saveStatusContent.waiting}
        </>
      )}
      {state === 'unsaved' && (
        <>
          {saveStatusContent.notSaved}
          {reason ? ` (${reason})` : ''}
          {onRetry && (
            <>
              {' — '}
              <button type="button" className="inline-action save-status__retry" onClick={onRetry}>
                {saveStatusContent.retry}
              </button>
            </>
          )}
        </>
      )}
    </p>
  );
}
