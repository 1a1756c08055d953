import { createFileRoute } from '@tanstack/react-router';
import { ApproachPage } from '@/features/action-plan/approach-page';
import { approachPageQueries } from '@/features/action-plan/page-queries';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /approach: 'Mes progrès', the company's journey step by step and its score history. */
export const Route = createFileRoute('/_session/_authenticated/approach')({
  // The page's data starts with its code, on a hover of its link too; each section shows its own loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    const { email, companyId } = user;
    if (companyId !== null) prefetchPageQueries(queryClient, approachPageQueries({ email, companyId }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <ApproachPage email={user.email} companyId={user.companyId} role={user.role} />;
}
