import { createFileRoute } from '@tanstack/react-router';
import { GuideArticlePage } from '@/features/resources/guide-article-page';

/** /articles-blog/{slug}: one guide of 'Ressources Steer'. */
export const Route = createFileRoute('/_session/_authenticated/articles-blog/$slug')({
  component: GuideRoute,
});

function GuideRoute() {
  const { slug } = Route.useParams();
  return <GuideArticlePage slug={slug} />;
}
