import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { withFieldWidth } from '../../../.storybook/decorators';
import { fn } from 'storybook/test';
import { TextAreaField } from './text-area-field';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Zone de texte',
  component: TextAreaField,
  args: {
    label: 'Dernière initiative RSE',
    placeholder: 'Ecrire ici...',
    onChange: fn(),
  },
  decorators: [withFieldWidth('32rem')],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof TextAreaField>, isDisabled) => (
    <TextAreaField {...args} isDisabled={isDisabled} />
  )),
};

export const WithDescription: Story = {
  name: 'Avec description',
  args: { description: 'Facultatif. Entrée valide votre réponse, Maj + Entrée ajoute une ligne.' },
};

export const Invalid: Story = {
  name: 'Invalide',
  args: { errorMessage: "N'oubliez pas de remplir le champ ci-dessus !", isRequired: true },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { defaultValue: 'Mise en place du tri sélectif dans nos bureaux.', isDisabled: true },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    rows: 6,
    defaultValue:
      "Nous avons lancé un plan de mobilité durable : forfait vélo pour l'ensemble des collaborateurs, deux jours de télétravail par semaine et un covoiturage organisé entre nos deux sites. Les premiers résultats montrent une baisse de 18 % des trajets en voiture individuelle sur le premier semestre.",
  },
};
