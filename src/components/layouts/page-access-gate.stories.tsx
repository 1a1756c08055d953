import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { PageAccessGate } from './page-access-gate';

const URL = '*/page-authorization/user';
const granted = (names: string[]) =>
  http.get(URL, () =>
    HttpResponse.json({ message: names.map((name, index) => ({ id: index + 1, page: { id: index + 1, name } })) }),
  );

const meta = {
  title: 'Layouts/Accès aux pages',
  component: PageAccessGate,
  args: {
    userId: 5,
    page: 'Mes documents',
    label: 'Mes documents',
    children: <p>Contenu de la page, affiché car l’accès est ouvert.</p>,
  },
  parameters: { msw: { handlers: [granted(['Mes documents', 'Steer Store'])] } },
} satisfies Meta<typeof PageAccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The page is switched off for this collaborator. */
export const Locked: Story = {
  parameters: { msw: { handlers: [granted(["Plan d'actions", 'Steer Store'])] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(URL, () => new Promise<never>(() => {}))] } },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(URL, () =>
          HttpResponse.json(
            { statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
};
