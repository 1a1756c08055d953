import { createFileRoute, notFound } from '@tanstack/react-router';
import { isAxisSlug } from '@/content/diagnosis';
import { AxisIntroPage } from '@/features/diagnosis/axis-intro-page';

/** /diagnosis/{gouvernance|social|environnement|business}: the axis introduction; any other segment is a 404. */
export const Route = createFileRoute('/_diagnosis/diagnosis/$axe/')({
  beforeLoad: ({ params }) => {
    if (!isAxisSlug(params.axe)) throw notFound();
  },
  component: AxisIntroRoute,
});

function AxisIntroRoute() {
  const { axe } = Route.useParams();
  return isAxisSlug(axe) ? <AxisIntroPage axis={axe} /> : null;
}
