import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { GuideArticlePage } from '@/features/resources/guide-article-page';
import { useSignedInUser } from './-signed-in-user';

/** /articles-blog/{slug}: one guide of 'Ressources Steer'. */
export const Route = createFileRoute('/_authenticated/articles-blog/$slug')({
  component: GuideRoute,
});

function GuideRoute() {
  const user = useSignedInUser();
  const { slug } = Route.useParams();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.resources} label="Ressources Steer">
      <GuideArticlePage slug={slug} />
    </PageAccessGate>
  );
}
