import { createFileRoute } from '@tanstack/react-router';
import { SteerStorePage } from '@/features/store/steer-store-page';

/** /steer-store: the SteerStore catalogue. */
export const Route = createFileRoute('/_session/_authenticated/steer-store')({
  component: SteerStoreRoute,
});

function SteerStoreRoute() {
  return <SteerStorePage />;
}
