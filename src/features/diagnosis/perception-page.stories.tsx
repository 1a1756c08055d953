import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PerceptionPage } from './perception-page';
import { companyHandler, companyPageStates, PERCEIVED_COMPANY, saveAxesHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Perception',
  component: PerceptionPage,
  args: { companyId: 3 },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/diagnosis/entreprise'] },
    msw: { handlers: [companyHandler(), saveAxesHandler()] },
  },
} satisfies Meta<typeof PerceptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company that has not answered yet: empty fields, 'Valider' disabled. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

/** Prefilled from the company's earlier answers. */
export const Prefilled: Story = {
  name: 'Prérempli',
  parameters: { msw: { handlers: [companyHandler(PERCEIVED_COMPANY), saveAxesHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

/** The initiative typed then erased: its message shows, 'Valider' stays disabled. */
export const ValidationMessage: Story = {
  name: 'Message de validation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const initiative = await canvas.findByRole('textbox', { name: /dernière initiative/ });
    await userEvent.type(initiative, 'x');
    await userEvent.clear(initiative);
    await userEvent.tab();
    await expect(await canvas.findByText("N'oubliez pas de remplir le champ ci-dessus !")).toBeInTheDocument();
  },
};

/** The save failed: the message under the form, the answers kept. */
export const SaveFailed: Story = {
  name: "Échec de l'enregistrement",
  parameters: { msw: { handlers: [companyHandler(PERCEIVED_COMPANY), saveAxesHandler(500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Votre perception n'a pas pu être enregistrée");
  },
};

export const Loading: Story = { name: 'Chargement', ...companyPageStates.Loading };

export const LoadFailed: Story = { name: 'Erreur', ...companyPageStates.LoadFailed };

/** No company yet: nothing can be saved, the page says why. */
export const NoCompany: Story = { name: 'Sans entreprise', ...companyPageStates.NoCompany };
