import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHttp, unanswered } from '@/api/story-http';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../.storybook/play';
import { CollaboratorsDialog } from './collaborators-dialog';
import { buildCollaborator, buildLargeTeam, collaboratorHandlers, serverError, storyTeam } from './fixtures';

const meta = {
  title: 'Composants/Cadre/Popup des collaborateurs',
  component: CollaboratorsDialog,
  args: { isOpen: true, onOpenChange: fn(), manager: { id: 1, role: 'Administrateur principal' } },
  parameters: { layout: 'fullscreen', msw: { handlers: collaboratorHandlers() } },
} satisfies Meta<typeof CollaboratorsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: stories look for it in the whole document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseRole(canvasElement: HTMLElement, role: string) {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: /Profil type/ }));
  await userEvent.click(await body.findByRole('option', { name: role }));
}

/** The popup at rest: the team shown, and the search box focused (it has the focus from the popup's first frame). */
async function teamShownAndSearchFocused({ canvasElement }: { canvasElement: HTMLElement }) {
  const body = page(canvasElement);
  await expect((await body.findAllByRole('option')).length).toBeGreaterThan(0);
  const search = body.getByRole('searchbox', { name: 'Rechercher un collaborateur' });
  await waitFor(() => expect(search).toHaveFocus());
}

/** The main admin's popup: the team, sorted, beside an empty add form, the search box focused. */
export const Default: Story = {
  name: 'Défaut',
  play: teamShownAndSearchFocused,
};

/** A large company's 2,400 collaborators: the list draws only those near its view, and the search stays instant. */
export const LargeCompany: Story = {
  name: 'Grande entreprise',
  parameters: { msw: { handlers: collaboratorHandlers({ team: buildLargeTeam(2400) }) } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('2 400 collaborateurs')).toBeInTheDocument();
  },
};

/** The team and the pages are on their way. */
export const Loading: Story = {
  name: 'Chargement',
  parameters: {
    msw: {
      handlers: [storyHttp.get('/users/company/', unanswered), storyHttp.get('/pages/all', unanswered)],
    },
  },
};

/** A search that matches nobody. */
export const SearchWithoutResult: Story = {
  name: 'Recherche sans résultat',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await fill(await body.findByRole('searchbox', { name: 'Rechercher un collaborateur' }), 'Durand');
    await expect(await body.findByText('Aucun collaborateur ne correspond à « Durand ».')).toBeInTheDocument();
  },
};

/** The admin is alone in the company so far. */
export const EmptyTeam: Story = {
  name: 'Équipe vide',
  parameters: { msw: { handlers: collaboratorHandlers({ team: [buildCollaborator()] }) } },
  play: teamShownAndSearchFocused,
};

/** Acteur preset: Plan d'actions, Ressources Steer and Steer Store switched on. */
export const AddFormActeurPreset: Story = {
  name: 'Ajout, profil Acteur',
  play: async ({ canvasElement }) => {
    await chooseRole(canvasElement, 'Acteur');
    await expect(page(canvasElement).getByRole('switch', { name: 'Steer Store' })).toBeChecked();
  },
};

/** Administrateur secondaire preset: every page switched on. */
export const AddFormSecondaryAdminPreset: Story = {
  name: 'Ajout, profil administrateur secondaire',
  play: async ({ canvasElement }) => {
    await chooseRole(canvasElement, 'Administrateur secondaire');
    await expect(page(canvasElement).getByRole('switch', { name: 'Tableau de bord' })).toBeChecked();
  },
};

/** A secondary admin may only assign Acteur. */
export const SecondaryAdmin: Story = {
  name: 'Administrateur secondaire',
  args: { manager: { id: 2, role: 'Administrateur secondaire' } },
  play: teamShownAndSearchFocused,
};

/** Missing e-mail and role: the French messages under the fields. */
export const AddFormInvalid: Story = {
  name: 'Ajout, champs invalides',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await fill(await body.findByRole('textbox', { name: /Adresse e-mail/ }), 'camille@verdance');
    await userEvent.click(body.getByRole('button', { name: 'Ajouter le collaborateur' }));
    await expect(body.getByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
  },
};

/** After an addition: the spec's confirmation, for 3 s. */
export const AddedMessage: Story = {
  name: "Confirmation d'ajout",
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await fill(await body.findByRole('textbox', { name: /Adresse e-mail/ }), 'camille.roche@verdance.fr');
    await chooseRole(canvasElement, 'Acteur');
    await userEvent.click(body.getByRole('button', { name: 'Ajouter le collaborateur' }));
    await expect(await body.findByText('Un nouveau collaborateur·rice·s a été ajouté !')).toBeInTheDocument();
  },
};

/** The server refuses the addition: the French reason, and the form keeps what was typed. */
export const AddFailed: Story = {
  name: "Échec de l'ajout",
  parameters: {
    msw: {
      handlers: [
        storyHttp.post('/users/add-collaborator', ({ response }) => response.untyped(serverError())),
        ...collaboratorHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await fill(await body.findByRole('textbox', { name: /Adresse e-mail/ }), 'camille.roche@verdance.fr');
    await chooseRole(canvasElement, 'Acteur');
    await userEvent.click(body.getByRole('button', { name: 'Ajouter le collaborateur' }));
    await expect(await body.findByRole('alert')).toHaveTextContent("L'ajout du collaborateur a échoué.");
  },
};

/** A collaborator selected: the edit panel with their current pages. */
export const EditPanel: Story = {
  name: 'Panneau de modification',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: /Léa Petit/ }));
    await expect(await body.findByRole('heading', { name: 'Modifier Léa Petit' })).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('switch', { name: 'Steer Store' })).toBeChecked());
  },
};

/** After validating: 'Changements validés', for 3 s. */
export const ChangesValidated: Story = {
  name: 'Modifications validées',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: /Léa Petit/ }));
    await userEvent.click(await body.findByRole('switch', { name: 'Mes leviers' }));
    await userEvent.click(body.getByRole('button', { name: 'Valider' }));
    await expect(await body.findByText('Changements validés')).toBeInTheDocument();
  },
};

/** The main admin seen by a secondary admin: read-only, with the reason. */
export const EditLocked: Story = {
  name: 'Modification verrouillée',
  args: { manager: { id: 2, role: 'Administrateur secondaire' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: /Claire Martin/ }));
    await expect(
      await body.findByText(/Les droits de l'administrateur principal ne peuvent pas être modifiés/),
    ).toBeInTheDocument();
  },
};

/** The team could not be loaded: a French message and 'Réessayer'. */
export const ListError: Story = {
  name: 'Erreur de la liste',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/users/company/', ({ response }) => response.untyped(serverError())),
        ...collaboratorHandlers(),
      ],
    },
  },
};

/** Long names and addresses wrap instead of overflowing. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: {
    msw: {
      handlers: collaboratorHandlers({
        team: [
          ...storyTeam,
          buildCollaborator({
            id: 6,
            name: 'Marie-Charlotte-Éléonore',
            surname: 'de La Rochefoucauld-Montmorency',
            role: 'Acteur',
            email: 'marie-charlotte-eleonore.delarochefoucauld-montmorency@groupe-verdance-conseil-et-strategie.fr',
          }),
        ],
      }),
    },
  },
  play: teamShownAndSearchFocused,
};
