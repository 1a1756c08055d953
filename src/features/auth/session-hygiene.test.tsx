import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, sessionKeyAtom } from '@/lib/jotai';
import { CLAIRE, HUGO } from '../../../tests/contract/personas';
import { renderRoute } from '../../../tests/render';
import { chatDraftAtom, chatOpenAtom } from '../chat/atoms';
import { addCollaboratorDraftAtom } from '../collaborators/atoms';
import { signIn, signOut } from './session';

const PASSWORD = 'Steer2026!';

describe('two people on one tab', () => {
  it("gives the next account none of the previous one's drafts", async () => {
    const store = createStore();
    await signIn(store, { email: CLAIRE, password: PASSWORD });
    store.set(chatDraftAtom, 'Bonjour, notre bilan carbone est-il à jour ?');
    store.set(chatOpenAtom, true);
    store.set(addCollaboratorDraftAtom, {
      email: 'ines.carpentier@verdance.fr',
      name: 'Inès',
      surname: 'Carpentier',
      role: 'Acteur',
      pages: [4],
    });
    await signOut(store);
    await signIn(store, { email: HUGO, password: PASSWORD });
    expect(store.get(chatDraftAtom)).toBe('');
    expect(store.get(chatOpenAtom)).toBe(false);
    expect(store.get(addCollaboratorDraftAtom).email).toBe('');
  });

  it('starts a new session when another account signs in without signing out first', async () => {
    const store = createStore();
    await signIn(store, { email: CLAIRE, password: PASSWORD });
    store.set(chatDraftAtom, 'Brouillon de Claire');
    await signIn(store, { email: CLAIRE, password: PASSWORD });
    // The same person again keeps what they typed.
    expect(store.get(chatDraftAtom)).toBe('Brouillon de Claire');
    await signIn(store, { email: HUGO, password: PASSWORD });
    expect(store.get(chatDraftAtom)).toBe('');
  });

  it('empties the server cache at sign-out, so no cached data of A is shown to B', async () => {
    const { store, queryClient } = renderRoute('/login');
    await signIn(store, { email: CLAIRE, password: PASSWORD });
    queryClient.setQueryData(['collaborators', 'list'], [{ id: 1, email: CLAIRE }]);
    const key = store.get(sessionKeyAtom);
    await signOut(store);
    expect(store.get(sessionKeyAtom)).toBe(key + 1);
    await waitFor(() => expect(queryClient.getQueryData(['collaborators', 'list'])).toBeUndefined());
  });
});
