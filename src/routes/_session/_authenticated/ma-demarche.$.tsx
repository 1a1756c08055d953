import { createFileRoute, redirect } from '@tanstack/react-router';

/** Anything under the /ma-demarche prefix (spec §2, "Known prefixes") also leads to 'Mes progrès'. */
export const Route = createFileRoute('/_session/_authenticated/ma-demarche/$')({
  beforeLoad: () => {
    throw redirect({ to: '/approach', replace: true });
  },
});
