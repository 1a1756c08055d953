import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Modal, ModalTrigger, type ModalProps } from './modal';

const meta = {
  title: 'Composants/Fenêtre modale',
  component: Modal,
  args: {
    title: 'Quel enjeu ?',
    children: (
      <p>
        La raison d&apos;être précise ce que l&apos;entreprise veut apporter à la société au-delà du profit. Elle
        oriente la stratégie et les décisions du quotidien.
      </p>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trigger usage: no state in the caller, focus returns to the button on close. */
export const Default: Story = {
  name: 'Défaut',
  render: (args) => (
    <ModalTrigger>
      <Button variant="secondary">Quel enjeu ?</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
};

export const Open: Story = {
  name: 'Ouvert',
  args: { isOpen: true, onOpenChange: fn() },
};

export const WithFooter: Story = {
  name: 'Avec pied',
  args: {
    isOpen: true,
    onOpenChange: fn(),
    role: 'alertdialog',
    size: 'sm',
    title: 'Supprimer ce collaborateur ?',
    children: <p>Il perdra immédiatement l&apos;accès à l&apos;espace de votre entreprise.</p>,
    footer: ({ close }) => (
      <>
        <Button variant="ghost" onPress={close}>
          Annuler
        </Button>
        <Button variant="danger" onPress={close}>
          Supprimer
        </Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    isOpen: true,
    onOpenChange: fn(),
    size: 'lg',
    title: 'Théorie du Donut',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} style={{ marginBottom: 'var(--space-4)' }}>
            Le modèle du Donut représente un espace sûr et juste pour l&apos;humanité : au-dessus d&apos;un plancher
            social qui garantit à chacun l&apos;essentiel, et en dessous d&apos;un plafond environnemental formé par les
            limites planétaires. Paragraphe {index + 1}.
          </p>
        ))}
      </>
    ),
  },
};

function ControlledModal(args: ModalProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Agrandir le graphique</Button>
      <Modal
        {...args}
        title="Maturité de vos enjeux prioritaires"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={<Button onPress={() => setOpen(false)}>Fermer la vue agrandie</Button>}
      />
    </>
  );
}

/** Controlled usage: the screen owns `isOpen` (e.g. to close after a save). */
export const Controlled: Story = {
  name: 'Contrôlé',
  render: (args) => <ControlledModal {...args} />,
};
