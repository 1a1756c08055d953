import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireAuthenticated } from '@/features/auth/guards';
import { landingRouteFor } from '@/features/auth/session';

/** '/' needs a session: visitors go to /login, signed-in people to where they belong. */
export const Route = createFileRoute('/')({
  beforeLoad: async (args) => {
    const { user } = await requireAuthenticated(args);
    throw redirect({ to: await landingRouteFor(user, args.context.queryClient) });
  },
});
