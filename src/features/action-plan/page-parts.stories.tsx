import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoCompanyNotice, ReadOnlyNotice, RestrictedNotice } from './page-parts';

const meta = {
  title: "Écrans/Plan d'action/Éléments/Éléments de page",
  component: NoCompanyNotice,
} satisfies Meta<typeof NoCompanyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No company yet: nothing to show, and a way back to the dashboard. */
export const Default: Story = { name: 'Défaut' };

/** The notice an Acteur sees on the plan pages. */
export const ReadOnly: Story = { name: 'Lecture seule', render: () => <ReadOnlyNotice /> };

/** The Tableau de bord pages for an Acteur. */
export const Restricted: Story = { name: 'Restreint', render: () => <RestrictedNotice /> };
