import { createFileRoute } from '@tanstack/react-router';
import { ResourcesLibraryPage } from '@/features/resources/resources-library-page';

/** /mes-ressources: 'Ressources Steer', the guide library. */
export const Route = createFileRoute('/_session/_authenticated/mes-ressources')({
  component: ResourcesRoute,
});

function ResourcesRoute() {
  return <ResourcesLibraryPage />;
}
