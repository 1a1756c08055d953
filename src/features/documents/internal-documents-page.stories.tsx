import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import type { CompanyDocument } from './queries';
import { DocumentsShell } from './documents-tabs';
import { STORY_DOCUMENTS, buildCompanyDocuments } from './fixtures';
import { InternalDocumentsPage } from './internal-documents-page';

const LIST_URL = '/documents/company';

const list = (documents: readonly CompanyDocument[]) =>
  storyHttp.get(LIST_URL, () => HttpResponse.json({ documents: [...documents] }));

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
    msw: { handlers: [list(STORY_DOCUMENTS)] },
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
  parameters: { msw: { handlers: [storyHttp.get(LIST_URL, unanswered)] } },
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
            ...STORY_DOCUMENTS[index % STORY_DOCUMENTS.length]!,
            id: index + 1,
            name: `Compte rendu du comité RSE n° ${index + 1} - plan de mobilité, achats responsables et suivi des indicateurs sociaux.pdf`,
          })),
        ),
      ],
    },
  },
};
