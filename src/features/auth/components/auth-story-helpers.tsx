import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { HttpResponse, unanswered } from '@/api/story-http';

/** Fields of the account forms, as a person finds them. */
export const storyLabels = {
  email: 'Adresse mail',
  password: /^Mot de passe/,
  confirmation: /^Confirmation du mot de passe/,
  newPassword: /^Nouveau mot de passe/,
} as const;

/** A story's play context, as far as these helpers need it. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * The states shared by the one-field forms sent with 'Confirmer' (forgot password, new password): `submit` fills the
 * field and presses 'Confirmer'; `handler(resolver)` answers the form's call. `answered` builds the story of one
 * answer (a success, a refusal): the form sent, the server's body, then what the screen says.
 */
export function confirmFormStates(
  submit: (canvasElement: HTMLElement) => Promise<unknown>,
  handler: (resolver: (info: { request: Request }) => Response | Promise<Response>) => RequestHandler,
) {
  return {
    /** The request is on its way: 'Confirmer' is busy. */
    Submitting: {
      parameters: {
        msw: {
          handlers: [handler(unanswered)],
        },
      },
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await waitFor(() =>
          expect(within(canvasElement).getByRole('button', { name: /Confirmer/ })).toHaveAttribute('aria-busy', 'true'),
        );
      },
    },
    /** The form sent and answered with `body` (with `init`'s status); `check` reads the screen. */
    answered: (body: object, check: (canvas: ReturnType<typeof within>) => Promise<unknown>, init?: ResponseInit) => ({
      parameters: { msw: { handlers: [handler(() => HttpResponse.json(body, init))] } },
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await check(within(canvasElement));
      },
    }),
    /** No answer at all. */
    NetworkError: {
      parameters: { msw: { handlers: [handler(() => HttpResponse.error())] } },
      play: async ({ canvasElement }: PlayContext) => {
        await submit(canvasElement);
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
          'Une erreur est survenue. Veuillez réessayer plus tard.',
        );
      },
    },
  };
}
