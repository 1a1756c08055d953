import type { Decorator, Loader } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { clearAccessToken, writeAccessToken } from '@/api/token-storage';
import { AppLayout } from '@/components/layouts/app-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { SignedInShell } from '@/routes/_session/-signed-in-shell';
import { personaOf, storyAccessToken } from './personas';

/**
 * Page stories as a person meets them: `parameters.screen` says which of the product's own frames a page lives in
 * ('signed-in': the signed-in shell with its side menu 'Menu principal', header and copilote button; 'public': the
 * public layout; 'admin': the platform admin's own shell, as src/routes/admin.tsx draws it, with no side menu and no
 * copilote). The toolbar's 'Cadre' switch shows the page alone. Unit tests (jsdom) turn the frame off with the
 * `cadre` global, so their play functions see the page only.
 */
export type ScreenFrame = 'signed-in' | 'public' | 'admin';

/** The toolbar global: the page in its frame (default) or the page alone. */
export const FRAME_GLOBAL = 'cadre';
export type FrameGlobal = 'avec' | 'sans';

function isFramed(parameters: Record<string, unknown>, globals: Record<string, unknown>): ScreenFrame | null {
  const frame = parameters.screen as ScreenFrame | undefined;
  return frame && globals[FRAME_GLOBAL] !== 'sans' ? frame : null;
}

/** Before a framed story renders: the persona's access token (the copilote button reads it), none otherwise. */
export const loadScreenFrame: Loader = ({ parameters, globals, args }) => {
  if (isFramed(parameters, globals) === 'signed-in') {
    const user = personaOf(parameters, args);
    writeAccessToken(storyAccessToken({ id: user.id, email: user.email, companyId: user.companyId }));
  } else {
    clearAccessToken();
  }
  return {};
};

/** Puts a page story inside its frame (see `ScreenFrame`); the page alone keeps the padding of a 'padded' story. */
export const withScreenFrame: Decorator = (Story, { parameters, globals, args }) => {
  const frame = isFramed(parameters, globals);
  let framed: ReactNode;
  if (frame === 'signed-in') {
    const user = personaOf(parameters, args);
    // The copilote button reads the persona's token where the app keeps it, session storage (the loader wrote it).
    framed = (
      <SignedInShell user={user}>
        <Story />
      </SignedInShell>
    );
  } else if (frame === 'admin') {
    framed = (
      <AppLayout userName={personaOf(parameters, args)} homeTo="/admin">
        <Story />
      </AppLayout>
    );
  } else if (frame === 'public') {
    framed = (
      <PublicLayout>
        <Story />
      </PublicLayout>
    );
  } else if (parameters.screen) {
    framed = (
      <div className="story-page-alone">
        <Story />
      </div>
    );
  } else {
    framed = <Story />;
  }
  return framed;
};
