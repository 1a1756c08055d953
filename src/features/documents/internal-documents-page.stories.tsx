import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import type { CompanyDocument } from './queries';
import { DocumentsShell } from './documents-tabs';
import { buildCompanyDocuments } from './fixtures';
import { InternalDocumentsPage } from './internal-documents-page';

const LIST_URL = '/documents/company';

const DOCUMENTS: CompanyDocument[] = [
  {
    id: 3,
    name: 'Bilan GES 2025 - scopes 1 et 2.pdf',
    mimeType: 'application/pdf',
    size: 1_482_113,
    uploadedBy: 'Hugo Bernard',
    uploadedAt: '2026-11-18T10:12:00.000Z',
  },
  {
    id: 2,
    name: 'Index égalité 2026.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48_920,
    uploadedBy: 'Claire Martin',
    uploadedAt: '2026-10-02T15:40:00.000Z',
  },
  {
    id: 1,
    name: 'Photo atelier Fresque du Climat.jpg',
    mimeType: 'image/jpeg',
    size: 3_204_551,
    uploadedBy: 'Léa Petit',
    uploadedAt: '2026-09-12T08:05:00.000Z',
  },
];

const list = (documents: CompanyDocument[]) => storyHttp.get(LIST_URL, () => HttpResponse.json({ documents }));

const meta = {
  title: 'Écrans/Ressources/Documents internes',
  component: InternalDocumentsPage,
  decorators: [
    (Story) => (
      <DocumentsShell>
        <Story />
      </DocumentsShell>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/mes-documents-internes'] },
    msw: { handlers: [list(DOCUMENTS)] },
  },
} satisfies Meta<typeof InternalDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Empty: Story = { name: 'Vide', parameters: { msw: { handlers: [list([])] } } };

/** A large company's 500 documents: 25 rows at a time, with the pager below the table. */
export const ManyDocuments: Story = {
  name: 'Nombreux documents',
  parameters: { msw: { handlers: [list(buildCompanyDocuments(500))] } },
};

export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: [storyHttp.get(LIST_URL, () => new Promise<never>(() => {}))] } },
};

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LIST_URL, () =>
          HttpResponse.json(
            { statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
};

/** A real host without this proposed extension (404). */
export const ExtensionMissing: Story = {
  name: "Sans l'extension de l'API",
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LIST_URL, ({ response }) => response.untyped(new HttpResponse('Not Found', { status: 404 }))),
      ],
    },
  },
};

export const LongContent: Story = {
  name: 'Texte long',
  parameters: {
    msw: {
      handlers: [
        list(
          Array.from({ length: 12 }, (_, index) => ({
            ...DOCUMENTS[index % DOCUMENTS.length]!,
            id: index + 1,
            name: `Compte rendu du comité RSE n° ${index + 1} - plan de mobilité, achats responsables et suivi des indicateurs sociaux.pdf`,
          })),
        ),
      ],
    },
  },
};
