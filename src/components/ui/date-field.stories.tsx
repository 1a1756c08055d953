import { useState } from 'react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFieldWidth } from '../../../.storybook/decorators';
import { interactionStatesStory } from '../../../.storybook/interaction-states';
import { DateField, type DateFieldProps } from './date-field';

const meta = {
  title: 'Composants/Champ date',
  component: DateField,
  args: {
    label: 'Échéance',
    onChange: fn(),
  },
  decorators: [withFieldWidth('16rem')],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the French placeholder jj/mm/aaaa, whatever the browser's language. */
export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  args: { defaultValue: '2026-12-25' },
  ...interactionStatesStory((args: ComponentProps<typeof DateField>, isDisabled) => (
    <DateField {...args} isDisabled={isDisabled} />
  )),
};

/** A date reads day/month/year: 25/12/2026. */
export const WithValue: Story = {
  name: 'Avec valeur',
  args: { defaultValue: '2026-12-25' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Échéance' });
    await expect(group).toHaveTextContent('25/12/2026');
  },
};

export const WithDescription: Story = {
  name: 'Avec description',
  args: { label: 'Date de début', description: 'Le premier jour de la campagne.' },
};

/** A decorative asterisk after the label; the field itself tells assistive technologies that it is required. */
export const Required: Story = {
  name: 'Obligatoire',
  args: { label: 'Date de fin', isRequired: true },
};

/** A deadline in the past: the app decides validity and passes `errorMessage`; the field turns invalid and says why. */
export const Invalid: Story = {
  name: 'Invalide',
  args: {
    defaultValue: '2020-01-15',
    errorMessage: "L'échéance doit être postérieure à aujourd'hui.",
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { defaultValue: '2026-12-25', isDisabled: true },
};

export const ReadOnly: Story = {
  name: 'Lecture seule',
  args: { defaultValue: '2026-12-25', isReadOnly: true },
};

function ControlledDate(args: DateFieldProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
      description={value ? `Valeur envoyée : ${value}` : 'Aucune date saisie.'}
    />
  );
}

/**
 * Typed from the keyboard: the day, the month and the year's digits in a row (each part moves on to the next once
 * full); the field sends the ISO date the API takes.
 */
export const Controlled: Story = {
  name: 'Saisie au clavier',
  render: (args) => <ControlledDate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('25122026');
    await expect(canvas.getByRole('group', { name: 'Échéance' })).toHaveTextContent('25/12/2026');
    await expect(canvas.getByText('Valeur envoyée : 2026-12-25')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-25');
  },
};
