import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatNumber } from '@/lib/format';
import { Pager, usePageWindow, VirtualList, type WindowedKey } from './windowed-list';

interface Person {
  id: number;
  name: string;
  note: string;
}

const FIRST_NAMES = ['Claire', 'Hugo', 'Léa', 'Amine', 'Zoé', 'Marc', 'Inès', 'Paul'];
const LAST_NAMES = ['Martin', 'Dubois', 'Petit', 'Zeroual', 'Arnaud', 'Roux', 'Fabre', 'Morel'];

function buildPeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${FIRST_NAMES[index % 8]} ${LAST_NAMES[Math.floor(index / 8) % 8]} ${index + 1}`,
    // Every third note runs over two lines: the list measures each item it draws.
    note:
      index % 3 === 0
        ? "Référente RSE du site, suit les indicateurs d'énergie et les achats responsables de son équipe."
        : 'Acteur',
  }));
}

const PEOPLE = buildPeople(2400);

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
          'Lists that grow with a company draw a window of their items: `VirtualList` keeps only the items near the screen in the DOM (each says its place with `aria-posinset` / `aria-setsize`), `usePageWindow` with `Pager` shows a table or a grid one page at a time.',
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

/** A table one page at a time, with its place in the whole. */
export const Paged: Story = {
  name: 'Paginé',
  args: Default.args,
  render: function Render() {
    const pages = usePageWindow(PEOPLE, 25);
    return (
      <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
        <table>
          <caption className="visually-hidden">Collaborateurs</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Rôle</th>
            </tr>
          </thead>
          <tbody>
            {pages.items.map((person) => (
              <tr key={person.id}>
                <th scope="row">{person.name}</th>
                <td>{person.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager window={pages} label="Pagination des collaborateurs" />
      </div>
    );
  },
};
