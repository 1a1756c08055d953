import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/dashboard/home-page';

/** /home: the spec's deliberately inert placeholder page inside the signed-in shell. */
export const Route = createFileRoute('/_session/_authenticated/home')({
  component: HomePage,
});
