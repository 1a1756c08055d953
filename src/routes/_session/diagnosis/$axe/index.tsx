import { createFileRoute, notFound } from '@tanstack/react-router';
import { isAxisSlug } from '@/domain/axis-slugs';
import { AxisIntroPage } from '@/features/diagnosis/axis-intro-page';

/** /diagnosis/{gouvernance|social|environnement|business}: the axis introduction; any other segment is a 404. */
export const Route = createFileRoute('/_session/diagnosis/$axe/')({
  // Parsed before anything loads, so the page receives an axis, never a string to cast.
  params: {
    parse: ({ axe }) => {
      if (!isAxisSlug(axe)) throw notFound();
      return { axe };
    },
    stringify: ({ axe }) => ({ axe }),
  },
  component: AxisIntroRoute,
});

function AxisIntroRoute() {
  const { axe } = Route.useParams();
  return <AxisIntroPage axis={axe} />;
}
