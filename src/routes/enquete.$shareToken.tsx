import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PublicSurveyPage } from '@/features/survey/public-survey-page';

/** /enquete/{shareToken}: the staff survey's public answer link, open without an account (no guard). */
export const Route = createFileRoute('/enquete/$shareToken')({
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
