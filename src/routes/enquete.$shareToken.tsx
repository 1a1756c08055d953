import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { publicSurveyPageQueries } from '@/features/survey/page-queries';
import { PublicSurveyPage } from '@/features/survey/public-survey-page';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /enquete/{shareToken}: the staff survey's public answer link, open without an account (no guard). */
export const Route = createFileRoute('/enquete/$shareToken')({
  // The survey starts with the page's code; the page shows its loader, or says the link leads nowhere (404).
  loader: ({ params: { shareToken }, context: { queryClient } }) => {
    prefetchPageQueries(queryClient, publicSurveyPageQueries(shareToken));
  },
  // Each visit answers with a token of its own: the survey read for this one goes with it.
  onLeave: ({ params: { shareToken }, context: { queryClient } }) => {
    queryClient.removeQueries({ queryKey: publicSurveyPageQueries(shareToken).survey.queryKey });
  },
  component: PublicSurveyRoute,
});

function PublicSurveyRoute() {
  const { shareToken } = Route.useParams();
  return (
    <PublicLayout>
      <PublicSurveyPage shareToken={shareToken} />
    </PublicLayout>
  );
}
