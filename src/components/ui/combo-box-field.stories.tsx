import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFieldWidth } from '../../../.storybook/decorators';
import { ComboBoxField, type ComboBoxFieldProps } from './combo-box-field';
import type { SelectOption } from './select-field';

const FIRST_NAMES = ['Léa', 'Hugo', 'Chloé', 'Yanis', 'Inès', 'Théo', 'Zoé', 'Louis', 'Camille', 'Nora'];
const LAST_NAMES = ['Martin', 'Bernard', 'Petit', 'Durand', 'Lefèvre', 'Garnier', 'Roux', 'Fournier'];

/** 'Aucun responsable', then Groupe Horizon's 2,400 collaborators. */
const HORIZON: SelectOption[] = [
  { id: 'none', label: 'Aucun responsable' },
  ...Array.from({ length: 2_400 }, (_, index) => ({
    id: String(index + 1),
    label: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / 10) % LAST_NAMES.length]}-${index + 1}`,
  })),
];

const TEAM: SelectOption[] = [
  { id: 'none', label: 'Aucun responsable' },
  { id: '1', label: 'Claire Martin' },
  { id: '2', label: 'Hugo Bernard' },
  { id: '3', label: 'Léa Petit' },
];

const noMatch = (query: string) => `Aucun collaborateur ne correspond à « ${query} ».`;

/** The field keeps its own value here, as a card does once the server has saved it. */
function Controlled(args: ComboBoxFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ComboBoxField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        return args.onChange(next);
      }}
    />
  );
}

/**
 * A searchable choice among many: an action's owner among a company's collaborators. The open list draws at most 50
 * matches and says how many more there are; typing narrows them. For a few fixed choices, use the select.
 */
const meta = {
  title: 'Composants/Liste avec recherche',
  component: ComboBoxField,
  args: {
    label: 'Responsable',
    options: TEAM,
    value: 'none',
    noMatchText: noMatch,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [withFieldWidth('24rem')],
} satisfies Meta<typeof ComboBoxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { value: '2' } };

/** Groupe Horizon: 2,400 collaborators, of whom the open list draws 50. */
export const LargeCompany: Story = {
  args: { options: HORIZON },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Afficher les suggestions/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(50);
  },
};

/** Typing narrows the list: 'chloe' finds every Chloé, 50 of 240 drawn. */
export const Searching: Story = {
  args: { options: HORIZON },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Responsable' });
    await userEvent.clear(box);
    await userEvent.type(box, 'chloe');
    await within(document.body).findAllByRole('option');
  },
};

/** Nothing matches: the list says so. */
export const NoMatch: Story = {
  args: { options: HORIZON },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Responsable' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Xavière');
    await within(document.body).findByText(noMatch('Xavière'));
  },
};

export const WithDescription: Story = {
  args: { description: "La personne qui fait avancer l'action." },
};

export const Disabled: Story = { args: { value: '1', isDisabled: true } };
