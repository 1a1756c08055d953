import { type HttpHandler } from 'msw';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { PAGE_NAMES } from '@/domain/pages';
import type { Collaborator, Page, PageAuthorization } from './model';

/** Stories build their own team and pages; the popup's code never imports this module. */

export const storyPages: Page[] = PAGE_NAMES.map((name, index) => ({ id: index + 1, name, softwareId: 1 }));

export function buildCollaborator(overrides: Partial<Collaborator> = {}): Collaborator {
  return {
    id: 1,
    name: 'Claire',
    surname: 'Martin',
    role: 'Administrateur principal',
    email: 'claire.martin@verdance.fr',
    ...overrides,
  };
}

export const storyTeam: Collaborator[] = [
  buildCollaborator(),
  buildCollaborator({
    id: 2,
    name: 'Hugo',
    surname: 'Bernard',
    role: 'Administrateur secondaire',
    email: 'hugo.bernard@verdance.fr',
  }),
  buildCollaborator({ id: 3, name: 'Léa', surname: 'Petit', role: 'Acteur', email: 'lea.petit@verdance.fr' }),
  buildCollaborator({
    id: 4,
    name: 'Mathis',
    surname: 'Fontaine',
    role: 'Acteur',
    email: 'mathis.fontaine@verdance.fr',
  }),
  buildCollaborator({ id: 5, name: null, surname: null, role: 'Acteur', email: 'achats@verdance.fr' }),
];

export function authorizationsOf(pageIds: readonly number[]): PageAuthorization[] {
  return pageIds.map((pageId, index) => ({
    id: 300 + index,
    page: { id: pageId, name: PAGE_NAMES[pageId - 1] ?? '' },
  }));
}

const FIRST_NAMES = ['Camille', 'Hugo', 'Léa', 'Amine', 'Zoé', 'Marc', 'Inès', 'Paul', 'Nora', 'Yanis'];
const LAST_NAMES = ['Martin', 'Bernard', 'Petit', 'Zeroual', 'Arnaud', 'Roux', 'Fabre', 'Morel', 'Girard', 'Lambert'];

/** A large company's team: `count` collaborators, names repeating across the alphabet, the main admin first. */
export function buildLargeTeam(count: number): Collaborator[] {
  return [
    buildCollaborator({ email: 'direction@groupe-horizon.fr' }),
    ...Array.from({ length: count - 1 }, (_, index) =>
      buildCollaborator({
        id: index + 2,
        name: FIRST_NAMES[index % FIRST_NAMES.length],
        surname: `${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]} ${index + 2}`,
        role: 'Acteur',
        email: `collaborateur${index + 2}@groupe-horizon.fr`,
      }),
    ),
  ];
}

/** MSW handlers answering the popup's calls, for stories (`parameters.msw.handlers`). */
export function collaboratorHandlers({
  team = storyTeam,
  pages = storyPages,
  granted = [4, 9, 12, 10],
}: { team?: Collaborator[]; pages?: Page[]; granted?: number[] } = {}): HttpHandler[] {
  return [
    storyHttp.get('/users/company/', () => HttpResponse.json({ message: team })),
    storyHttp.get('/pages/all', () => HttpResponse.json(pages)),
    storyHttp.get('/page-authorization/user', () => HttpResponse.json({ message: authorizationsOf(granted) })),
    storyHttp.post('/users/add-collaborator', () =>
      HttpResponse.json({ success: true, message: 'Un nouveau collaborateur·rice·s a été ajouté !' }, { status: 201 }),
    ),
    storyHttp.patch('/users/update-collaborator', () =>
      HttpResponse.json({ success: true, message: 'Changements validés' }),
    ),
  ];
}

export const serverError = () =>
  HttpResponse.json(
    { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
    { status: 500 },
  );
