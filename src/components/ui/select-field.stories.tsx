import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { withFieldWidth } from '../../../.storybook/decorators';
import { fn } from 'storybook/test';
import { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const SECTORS: SelectOption[] = [
  { id: 'services', label: 'Services' },
  { id: 'technologies', label: 'Technologies' },
  { id: 'droit', label: 'Droit' },
  { id: 'transport', label: 'Transport' },
  { id: 'batiment', label: 'Bâtiment' },
  { id: 'autre', label: 'Autre' },
];

const AXES: SelectOption[] = [
  { id: 'GOUV', label: 'Gouvernance & Stratégie' },
  { id: 'SOC', label: 'Social et droits des collaborateurs' },
  { id: 'ENV', label: 'Environnement' },
  { id: 'BUIS', label: 'Business durable' },
];

const meta = {
  title: 'Composants/Liste déroulante',
  component: SelectField,
  args: {
    label: "Secteur d'activité",
    options: SECTORS,
    placeholder: 'Choisir un secteur',
    onChange: fn(),
  },
  decorators: [withFieldWidth('24rem')],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof SelectField>, isDisabled) => (
    <SelectField {...args} isDisabled={isDisabled} />
  )),
};

export const WithValue: Story = {
  name: 'Avec valeur',
  args: { defaultValue: 'technologies' },
};

export const WithDescription: Story = {
  name: 'Avec description',
  args: {
    label: 'Profil type',
    placeholder: 'Choisir un profil type',
    options: [
      { id: 'secondary-admin', label: 'Administrateur secondaire' },
      { id: 'actor', label: 'Acteur' },
    ],
    description: 'Le profil pré-remplit les pages accessibles ; vous pourrez les ajuster ensuite.',
  },
};

export const Invalid: Story = {
  name: 'Invalide',
  args: {
    label: "L'axe le plus avancé",
    options: AXES,
    placeholder: 'Choisir un axe',
    isRequired: true,
    errorMessage: "Veuillez sélectionner l'axe le plus avancé.",
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { defaultValue: 'services', isDisabled: true },
};

export const DisabledOption: Story = {
  name: 'Option désactivée',
  args: {
    label: 'Profil type',
    placeholder: 'Choisir un profil type',
    options: [
      { id: 'main-admin', label: 'Administrateur principal', isDisabled: true },
      { id: 'secondary-admin', label: 'Administrateur secondaire' },
      { id: 'actor', label: 'Acteur' },
    ],
  },
};

export const LongOptions: Story = {
  name: 'Options longues',
  args: {
    label: "L'axe nécessitant le plus de progrès",
    options: AXES,
    defaultValue: 'SOC',
  },
};

export const Open: Story = {
  name: 'Ouvert',
  args: { defaultOpen: true, defaultValue: 'droit' },
  parameters: { layout: 'padded' },
};

function ControlledSelect(args: SelectFieldProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectField
      {...args}
      options={AXES}
      label="L'axe le plus avancé"
      placeholder="Choisir un axe"
      value={value}
      onChange={setValue}
      description={value ? `Valeur envoyée : ${value}` : 'Aucune valeur sélectionnée.'}
    />
  );
}

export const Controlled: Story = {
  name: 'Contrôlé',
  render: (args) => <ControlledSelect {...args} />,
};
