import { createFileRoute } from '@tanstack/react-router';
import { ApproachPage } from '@/features/action-plan/approach-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /approach: 'Mes progrès', the company's journey step by step and its score history. */
export const Route = createFileRoute('/_authenticated/approach')({
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <ApproachPage email={user.email} companyId={user.companyId} role={user.role} />;
}
