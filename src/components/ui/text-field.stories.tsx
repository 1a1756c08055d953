import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { withFieldWidth } from '../../../.storybook/decorators';
import { fn } from 'storybook/test';
import { TextField, type TextFieldProps } from './text-field';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Champ texte',
  component: TextField,
  args: {
    label: 'Adresse e-mail',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'prenom.nom@entreprise.fr',
    onChange: fn(),
  },
  decorators: [withFieldWidth('24rem')],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof TextField>, isDisabled) => (
    <TextField {...args} isDisabled={isDisabled} />
  )),
};

export const WithDescription: Story = {
  name: 'Avec description',
  args: {
    label: 'Site web',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
    description: "L'adresse publique de votre entreprise.",
  },
};

export const Required: Story = {
  name: 'Obligatoire',
  args: { isRequired: true },
};

/** The app decides validity: pass `errorMessage` and the field turns invalid and announces the text. */
export const Invalid: Story = {
  name: 'Invalide',
  args: {
    defaultValue: 'jean.dupont@',
    errorMessage: 'Veuillez saisir une adresse email valide',
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { defaultValue: 'contact@steer.fr', isDisabled: true },
};

export const ReadOnly: Story = {
  name: 'Lecture seule',
  args: { label: "Nom de l'entreprise", type: 'text', defaultValue: 'Steer SAS', isReadOnly: true },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    label: 'Quelle est la dernière initiative RSE mise en place au sein de votre entreprise, même modeste ?',
    type: 'text',
    placeholder: 'Ecrire ici...',
    description:
      "Décrivez en quelques mots l'action la plus récente : démarche, public concerné et résultat observé, même s'il est encore partiel.",
    errorMessage: "N'oubliez pas de remplir le champ ci-dessus !",
  },
};

function EmailFieldValidatedOnChange(args: TextFieldProps) {
  const [value, setValue] = useState('');
  const isValid = /^\S+@\S+\.\S+$/.test(value);
  return (
    <TextField
      {...args}
      value={value}
      onChange={setValue}
      errorMessage={value && !isValid ? 'Veuillez saisir une adresse email valide' : undefined}
    />
  );
}

/** Validation on change, as the forms of the spec do. */
export const ValidatedOnChange: Story = {
  name: 'Vérifié à la saisie',
  render: (args) => <EmailFieldValidatedOnChange {...args} />,
};

/** Near its contract limit the field counts characters, before the server would refuse the value. */
export const NearLengthLimit: Story = {
  name: 'Près de la limite',
  args: {
    label: 'Prénom',
    type: 'text',
    autoComplete: 'given-name',
    placeholder: undefined,
    maxLength: 100,
    defaultValue: undefined,
    value: 'Marie-Françoise-Élisabeth-Alexandrine-Victoire-Joséphine-Hortense-Eugénie de la Tour',
  },
};
