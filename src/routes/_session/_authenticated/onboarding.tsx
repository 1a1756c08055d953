import { createFileRoute } from '@tanstack/react-router';
import { renewAfterCompanyChange } from '@/features/auth/session';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { ONBOARDING_STEPS, type OnboardingStep } from '@/features/onboarding/steps';
import { OnboardingPage } from '@/features/onboarding/onboarding-page';
import { onboardingPageQueries } from '@/features/onboarding/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';
import { useStore } from '@/lib/jotai';

interface OnboardingSearch {
  etape?: OnboardingStep;
}

/** /onboarding: company, welcome and introduction slides; every signed-in page sends a user without company here. */
export const Route = createFileRoute('/_session/_authenticated/onboarding')({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => {
    const step = ONBOARDING_STEPS.find((candidate) => candidate === search.etape);
    return step ? { etape: step } : {};
  },
  // Without a company the page is the company form, which starts from the company of the person's e-mail domain.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId === null) prefetchPageQueries(queryClient, onboardingPageQueries(user.email));
  },
  component: OnboardingRoute,
});

function OnboardingRoute() {
  const user = useSignedInUser();
  const { etape } = Route.useSearch();
  const navigate = Route.useNavigate();
  const store = useStore();
  return (
    <OnboardingPage
      user={user}
      step={etape}
      onStepChange={(step) => void navigate({ search: { etape: step } })}
      // The new token must carry the companyId (the chat and the charts read it from there), and the user is read again.
      onCompanyReady={async () => (await renewAfterCompanyChange(store)) !== null}
    />
  );
}
