import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoCompanyNotice, PageHeader, ReadOnlyNotice, RestrictedNotice } from './page-parts';

const meta = {
  title: 'Plan d’action/Éléments de page',
  component: PageHeader,
  args: { title: 'Mon pilotage', intro: 'Votre plan d’actions : faites avancer chaque action.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The notice an Acteur sees on the plan pages. */
export const ReadOnly: Story = { render: () => <ReadOnlyNotice /> };

/** The Tableau de bord pages for an Acteur. */
export const Restricted: Story = { render: () => <RestrictedNotice /> };

/** No company yet. */
export const NoCompany: Story = { render: () => <NoCompanyNotice /> };
