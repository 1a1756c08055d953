import { atomPerSession } from '@/lib/jotai';

/**
 * What the person has typed in the chat but not sent: it outlives closing the panel and a lost connection, so a
 * message is never lost (and a prefilled draft from elsewhere lands here). It belongs to the session: the next
 * person signing in on the same tab starts with an empty message.
 */
export const chatDraftAtom = atomPerSession('');

/** Whether the chat panel is open; any part of the widget (icon, panel, a draft request) can change it. */
export const chatOpenAtom = atomPerSession(false);
