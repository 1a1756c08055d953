import { HttpResponse, storyHttp } from '@/api/story-http';
import { ACTEUR_PAGE_NAMES, PAGE_NAMES } from '@/domain/pages';
import type { SessionUser } from '@/features/auth/session-atoms';
import { DEMO_PERSONAS } from '@mocks/seed/personas';

/** The demo personas a page story can be seen by (`parameters.persona`); the shell shows their name and menu. */
export type PersonaKey = 'claire' | 'hugo' | 'lea' | 'sarah' | 'nina' | 'admin';

const VERDANCE = { id: 1, name: 'Verdance Conseil' };

function persona(email: string): { name: string; surname: string; email: string } {
  const found = DEMO_PERSONAS.find((entry) => entry.email === email);
  if (!found) throw new Error(`No demo persona ${email}`);
  return { name: found.firstName, surname: found.lastName, email };
}

/** The session users of the seed's personas (ids and companies as in mocks/seed/seed.json). */
export const STORY_PERSONAS: Record<PersonaKey, SessionUser> = {
  claire: {
    id: 3,
    ...persona('claire.martin@verdance.fr'),
    work: 'Directrice générale',
    role: 'Administrateur principal',
    companyId: VERDANCE.id,
    company: VERDANCE,
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
  },
  hugo: {
    id: 4,
    ...persona('hugo.bernard@verdance.fr'),
    work: 'Responsable RSE',
    role: 'Administrateur secondaire',
    companyId: VERDANCE.id,
    company: VERDANCE,
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
  },
  lea: {
    id: 5,
    ...persona('lea.petit@verdance.fr'),
    work: 'Chargée de mission',
    role: 'Acteur',
    companyId: VERDANCE.id,
    company: VERDANCE,
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
  },
  sarah: {
    id: 25,
    ...persona('sarah.lefebvre@cobalt-numerique.fr'),
    work: 'Directrice RSE',
    role: 'Administrateur principal',
    companyId: 3,
    company: { id: 3, name: 'Cobalt Numérique' },
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
  },
  nina: {
    id: 62,
    ...persona('nina.roux@atelier-lumen.fr'),
    work: null,
    role: null,
    companyId: null,
    company: null,
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
  },
  admin: {
    id: 1,
    ...persona('admin@steer.fr'),
    work: null,
    role: null,
    companyId: null,
    company: null,
    accountAuthLevel: 'ADMIN',
    accountStatus: 'ACTIVE',
  },
};

/** An unsigned token carrying these claims: the shell and the chat only decode it. */
export function storyAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/**
 * Who sees the page: `parameters.persona`, else the story's own args (an Acteur's story is Léa's, a story without a
 * company is Nina's), else Claire.
 */
export function personaOf(parameters: Record<string, unknown>, args: Record<string, unknown>): SessionUser {
  const chosen = parameters.persona as PersonaKey | undefined;
  if (chosen) return STORY_PERSONAS[chosen];
  if (args.role === 'Acteur') return STORY_PERSONAS.lea;
  if (args.companyId === null) return STORY_PERSONAS.nina;
  return STORY_PERSONAS.claire;
}

/**
 * The calls the signed-in shell itself makes (the person's page accesses and the company's administrators, for the
 * menu's locks), answered for the persona. They are the worker's initial handlers (.storybook/msw.ts): a story's
 * own handlers come first, these answer what is left.
 */
export const shellHandlers = [
  storyHttp.get('/page-authorization/user', ({ request }) => {
    const userId = Number(new URL(request.url).searchParams.get('userId'));
    const names = userId === STORY_PERSONAS.lea.id ? ACTEUR_PAGE_NAMES : PAGE_NAMES;
    return HttpResponse.json({
      message: names.map((name, index) => ({ id: 300 + index, page: { id: index + 1, name } })),
    });
  }),
  storyHttp.get('/users/company/', () =>
    HttpResponse.json({
      message: (['claire', 'hugo', 'lea'] as const).map((key) => {
        const { id, name, surname, email, role } = STORY_PERSONAS[key];
        return { id, name, surname, email, role: role ?? 'Acteur' };
      }),
    }),
  ),
];
