import { createFileRoute } from '@tanstack/react-router';
import { parseLeverSearch, type LeverSearch } from '@/features/action-plan/lever-search';
import { LeversPage } from '@/features/action-plan/levers-page';
import { leversPageQueries } from '@/features/action-plan/page-queries';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /solutions: 'Mes leviers', the lever catalogue ranked by points to gain; ?axe= filters, ?question= narrows. */
export const Route = createFileRoute('/_session/_authenticated/solutions')({
  validateSearch: (search: Record<string, unknown>): LeverSearch => parseLeverSearch(search),
  // The page's data starts with its code, on a hover of its link too; the page shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, leversPageQueries(user));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeversPage
      email={user.email}
      companyId={user.companyId}
      role={user.role}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
