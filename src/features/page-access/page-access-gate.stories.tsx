import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@/api/story-http';
import { PageAccessGate } from './page-access-gate';

const team = [
  { id: 1, name: 'Claire', surname: 'Martin', role: 'Administrateur principal', email: 'claire.martin@verdance.fr' },
  { id: 2, name: 'Hugo', surname: 'Bernard', role: 'Administrateur secondaire', email: 'hugo.bernard@verdance.fr' },
  { id: 3, name: 'Léa', surname: 'Petit', role: 'Acteur', email: 'lea.petit@verdance.fr' },
];

const authorizations = (names: string[]) =>
  HttpResponse.json({ message: names.map((name, index) => ({ id: 300 + index, page: { id: index + 1, name } })) });

const serverError = () =>
  HttpResponse.json({ statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' }, { status: 500 });

const meta = {
  title: 'Composants/Cadre/Page non ouverte',
  component: PageAccessGate,
  args: {
    pathname: '/dashboard',
    user: { id: 3, role: 'Acteur', companyId: 1 },
    children: <h1>Mon tableau de bord dynamique</h1>,
  },
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        http.get('*/users/company/', () => HttpResponse.json({ message: team })),
        http.get('*/page-authorization/user', () =>
          authorizations(["Plan d'actions", 'Ressources Steer (onglet Mes ressources)', 'Steer Store']),
        ),
      ],
    },
  },
} satisfies Meta<typeof PageAccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Acteur on /dashboard: who to ask, and the pages they may open. */
export const Default: Story = { name: 'Défaut' };

/** The page is open to the person: it shows as usual. */
export const Granted: Story = { name: 'Accordé', args: { pathname: '/steer-store', children: <h1>SteerStore</h1> } };

/** No page granted at all. */
export const NoPageAtAll: Story = {
  name: 'Aucune page',
  parameters: {
    msw: {
      handlers: [
        http.get('*/users/company/', () => HttpResponse.json({ message: team })),
        http.get('*/page-authorization/user', () => authorizations([])),
      ],
    },
  },
};

/** The team could not be loaded: the message names no one but still says whom to ask. */
export const AdministratorUnknown: Story = {
  name: 'Administrateur inconnu',
  parameters: {
    msw: {
      handlers: [
        http.get('*/users/company/', serverError),
        http.get('*/page-authorization/user', () => authorizations(['Steer Store'])),
      ],
    },
  },
};

/** The access check is on its way. */
export const Checking: Story = {
  name: 'Vérification en cours',
  parameters: { msw: { handlers: [http.get('*/page-authorization/user', unanswered)] } },
};

/** The access check failed: a French message and 'Réessayer'. */
export const CheckFailed: Story = {
  name: 'Échec de la vérification',
  parameters: { msw: { handlers: [http.get('*/page-authorization/user', serverError)] } },
};
