import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { SteerStorePage } from '@/features/store/steer-store-page';
import { useSignedInUser } from './-signed-in-user';

/** /steer-store: the SteerStore catalogue. */
export const Route = createFileRoute('/_authenticated/steer-store')({
  component: SteerStoreRoute,
});

function SteerStoreRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.store} label="SteerStore">
      <SteerStorePage />
    </PageAccessGate>
  );
}
