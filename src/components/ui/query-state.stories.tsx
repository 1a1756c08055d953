import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api';
import { QueryState } from './query-state';

const meta = {
  title: "Composants/État d'une requête",
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
export const Default: Story = { name: 'Défaut' };

export const Loading: Story = {
  name: 'Chargement',
  args: { query: { data: undefined, error: null, isFetching: true, refetch: () => undefined } },
};

/** The call failed: a French message and 'Réessayer', which asks again. */
export const LoadFailed: Story = {
  name: 'Erreur',
  args: {
    query: { data: undefined, error: new ApiError(500, 'Panne'), isFetching: false, refetch: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger vos échéances à venir.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

/** A page's content that failed: the same message, in a card like the content it replaces. */
export const LoadFailedFramed: Story = {
  name: 'Erreur, dans le cadre',
  args: { ...LoadFailed.args, framed: true },
};

/** A host without the proposed extension: says so, with no retry that could only fail. */
export const UnavailableOnServer: Story = {
  name: 'Indisponible sur le serveur',
  args: {
    query: { data: undefined, error: new ApiError(404, 'Cannot GET'), isFetching: false, refetch: () => undefined },
  },
};

/**
 * A 404 that is an answer, not a failure (`notFound`): the dashboard's scores before the company's first evaluation.
 * What the section says then stands instead of the error, with no retry.
 */
export const NotFoundIsAnAnswer: Story = {
  name: 'Introuvable, une réponse',
  args: {
    query: { data: undefined, error: new ApiError(404, 'Not Found'), isFetching: false, refetch: () => undefined },
    notFound: <p>Votre entreprise n'a pas encore été évaluée.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Votre entreprise n'a pas encore été évaluée.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};
