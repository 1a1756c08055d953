import { atomPerSession } from '@/lib/jotai';
import type { CollaboratorRole } from './content';

/** What the admin has typed in the add form so far. */
export interface AddCollaboratorDraft {
  email: string;
  name: string;
  surname: string;
  role: CollaboratorRole | null;
  pages: number[];
}

export const EMPTY_DRAFT: AddCollaboratorDraft = { email: '', name: '', surname: '', role: null, pages: [] };

/**
 * The add form's draft lives outside the form: selecting a collaborator (which swaps the form for the edit panel)
 * or closing the popup by mistake must not lose what was typed. It is cleared when the collaborator is added, and at sign-out.
 */
export const addCollaboratorDraftAtom = atomPerSession<AddCollaboratorDraft>(EMPTY_DRAFT);
