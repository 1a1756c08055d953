import { createFileRoute, notFound } from '@tanstack/react-router';
import type { AxisSlug } from '@/content/diagnosis/types';
import { AxisIntroPage } from '@/features/diagnosis/axis-intro-page';

/** /diagnosis/{gouvernance|social|environnement|business}: the axis introduction; any other segment is a 404. */
export const Route = createFileRoute('/_session/diagnosis/$axe/')({
  // Read lazily so that the axes (and the questions bundled with them) stay out of the entry every page downloads.
  beforeLoad: async ({ params }) => {
    const { isAxisSlug } = await import('@/content/diagnosis/axes');
    if (!isAxisSlug(params.axe)) throw notFound();
  },
  component: AxisIntroRoute,
});

function AxisIntroRoute() {
  const { axe } = Route.useParams();
  // beforeLoad let only the four axis slugs through.
  return <AxisIntroPage axis={axe as AxisSlug} />;
}
