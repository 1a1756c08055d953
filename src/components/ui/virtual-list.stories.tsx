import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatNumber } from '@/lib/format';
import { PEOPLE, type Person } from './fixtures';
import { VirtualList, type WindowedKey } from './virtual-list';

/** What every story's list of people shares: its items, how each is drawn, and the box it scrolls in. */
const peopleList = {
  items: PEOPLE,
  itemKey: (person: Person) => person.id,
  renderItem: (person: Person) => <PersonRow person={person} />,
  estimateSize: 64,
} as const;

const meta = {
  title: 'Composants/Liste virtualisée',
  component: VirtualList,
  parameters: {
    docs: {
      description: {
        component:
          'Lists that grow with a company draw a window of their items: `VirtualList` keeps only the items near the screen in the DOM (each says its place with `aria-posinset` / `aria-setsize`); a table or a grid shows one page at a time with `Pager` instead (Composants/Pagination).',
      },
    },
  },
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

function PersonRow({ person }: { person: Person }) {
  return (
    <div style={{ padding: 'var(--space-2) var(--space-3)', borderBottom: '1px solid var(--color-border)' }}>
      <strong>{person.name}</strong>
      <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>{person.note}</p>
    </div>
  );
}

/** 2,400 people in a box that scrolls: about thirty items exist in the DOM at any time. */
export const Default: Story = {
  name: 'Défaut',
  args: { items: [], itemKey: () => 0, renderItem: () => null, estimateSize: 0 },
  render: () => (
    <section aria-labelledby="windowed-default-title">
      <h2 id="windowed-default-title">{formatNumber(PEOPLE.length, 0)} collaborateurs</h2>
      <VirtualList
        {...peopleList}
        scroll="region"
        aria-labelledby="windowed-default-title"
        className="windowed-story__region"
      />
      <style>{'.windowed-story__region { max-height: 24rem; border: 1px solid var(--color-border); }'}</style>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeLessThanOrEqual(60);
    await expect(items[0]).toHaveAttribute('aria-setsize', '2400');
  },
};

/** A listbox: Tab onto it, then the arrow keys, Home, End and the page keys move; Enter or Space picks. */
export const Selectable: Story = {
  name: 'Sélectionnable',
  args: Default.args,
  render: function Render() {
    const [selected, setSelected] = useState<WindowedKey | null>(3);
    return (
      <>
        <VirtualList
          {...peopleList}
          scroll="region"
          aria-label="Collaborateurs"
          className="windowed-story__region"
          itemClassName="windowed-story__option"
          selection={{ selectedKey: selected, onSelect: setSelected }}
        />
        <p>Sélection : {PEOPLE.find((person) => person.id === selected)?.name ?? 'aucune'}</p>
        <style>
          {`.windowed-story__region { max-height: 24rem; border: 1px solid var(--color-border); }
.windowed-story__option { cursor: pointer; }
.windowed-story__option[data-selected] { background: var(--color-primary-subtle); }
.windowed-story__option[data-focused] { outline: var(--focus-ring-width) solid var(--color-focus-ring); outline-offset: -3px; }`}
        </style>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByText(`Sélection : ${PEOPLE.at(-1)?.name}`)).toBeInTheDocument();
  },
};

/** The list scrolls with the page (Mon pilotage, Mes réalisations): the items above and below the screen are not drawn. */
export const ScrollsWithThePage: Story = {
  name: 'Défile avec la page',
  args: Default.args,
  render: () => <VirtualList {...peopleList} aria-label="Collaborateurs" />,
};
