import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@/api';
import { QueryState } from './query-state';

const meta = {
  title: 'Tableau de bord/État d’un bloc',
  component: QueryState<string>,
  args: {
    what: 'vos échéances à venir',
    query: { data: 'Les données du bloc.', error: null, isFetching: false, refetch: () => undefined },
    children: (data: string) => <p>{data}</p>,
  },
} satisfies Meta<typeof QueryState<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data arrived: the block's content. */
export const Default: Story = {};

export const Loading: Story = {
  args: { query: { data: undefined, error: null, isFetching: true, refetch: () => undefined } },
};

/** The call failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = {
  args: {
    query: { data: undefined, error: new ApiError(500, 'Panne'), isFetching: false, refetch: () => undefined },
  },
};
