import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert';
import { Button } from './button';

const meta = {
  title: 'Composants/Alerte',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Un mail vous attend dans votre boîte de réception. Pensez à vérifier vos spams.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Success: Story = {
  name: 'Réussite',
  args: { tone: 'success', children: 'Changements validés' },
};

export const Warning: Story = {
  name: 'Avertissement',
  args: {
    tone: 'warning',
    children: 'Cet écran doit être affiché sur un appareil plus grand (1024 px de large au minimum).',
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Adresse mail / mot de passe incorrect' },
};

export const WithTitle: Story = {
  name: 'Avec titre',
  args: {
    tone: 'success',
    title: 'Pas de panique, on a pensé à tout !',
    children: 'Un mail vous attend dans votre boîte de réception',
  },
};

export const WithAction: Story = {
  name: 'Avec action',
  args: {
    tone: 'danger',
    children: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    action: (
      <Button size="sm" variant="secondary">
        Réessayer
      </Button>
    ),
  },
};

export const AllTones: Story = {
  name: 'Toutes les tonalités',
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }}>
      <Alert tone="info">Information : la session a été prolongée.</Alert>
      <Alert tone="success">Mot de passe réinitialisé avec succès !</Alert>
      <Alert tone="warning">Votre copilote n&apos;a pas encore validé votre évaluation.</Alert>
      <Alert tone="danger">Une erreur s&apos;est produite. Veuillez réessayer.</Alert>
    </div>
  ),
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    tone: 'warning',
    title: 'Vous ne pouvez pas encore accéder à ces fonctionnalités',
    children:
      'Vous ne pouvez pas encore accéder à ces fonctionnalités, contactez votre copilote pour passer à la version payante. En attendant, vous pouvez consulter les ressources Steer et compléter votre questionnaire pour préparer votre prochain échange avec votre copilote.',
  },
};
