import { createFileRoute, redirect } from '@tanstack/react-router';

/** /ma-demarche: the menu's 'Ma démarche' prefix (spec §2) leads to 'Mes progrès'. */
export const Route = createFileRoute('/_session/_authenticated/ma-demarche')({
  beforeLoad: () => {
    throw redirect({ to: '/approach', replace: true });
  },
});
