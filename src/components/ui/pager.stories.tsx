import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE } from './fixtures';
import { Pager, usePageWindow, type PageWindow } from './pager';

/** The args of the docs' props table; the story itself pages through 2,400 people with `usePageWindow`. */
const FIRST_PAGE: PageWindow<unknown> = {
  items: PEOPLE.slice(0, 25),
  page: 1,
  pages: 96,
  first: 0,
  total: PEOPLE.length,
  setPage: () => undefined,
};

const meta = {
  title: 'Composants/Pagination',
  component: Pager,
  parameters: {
    docs: {
      description: {
        component:
          'A table or a grid that grows with a company shows one page at a time: `usePageWindow` windows the list (`servedPageWindow` a page the host served) and `Pager` says where the page stands in the whole, in French number format.',
      },
    },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table one page at a time, with its place in the whole. */
export const Default: Story = {
  name: 'Défaut',
  args: { window: FIRST_PAGE, label: 'Pagination des collaborateurs' },
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
