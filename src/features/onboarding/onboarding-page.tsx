import { CompanyStep } from './company-step';
import type { OnboardingStep } from './content';
import { IntroSlides } from './intro-slides';
import type { OnboardingUser } from './types';
import { WelcomeStep } from './welcome-step';
import './onboarding.css';

export interface OnboardingPageProps {
  /** The signed-in user. */
  user: OnboardingUser;
  /** The step asked for in the address; without a company, the company form is shown whatever it says. */
  step?: OnboardingStep;
  /** Moves to another step (the route puts it in the address, so Back and reload work). */
  onStepChange: (step: OnboardingStep) => void;
  /** Refreshes the session after the company is set; resolves false when the refresh failed. */
  onCompanyReady: () => Promise<boolean>;
}

/** The path from a fresh account to the questionnaire: company, welcome, introduction slides (spec §2, §4). */
export function OnboardingPage({ user, step, onStepChange, onCompanyReady }: OnboardingPageProps) {
  const current: OnboardingStep =
    user.companyId === null ? 'entreprise' : step === 'introduction' ? 'introduction' : 'bienvenue';

  return (
    <div className="onboarding">
      {current === 'entreprise' && (
        <CompanyStep
          user={user}
          onCompanyReady={async () => {
            const ok = await onCompanyReady();
            if (ok) onStepChange('bienvenue');
            return ok;
          }}
        />
      )}
      {current === 'bienvenue' && (
        <WelcomeStep companyName={user.company?.name ?? null} onNext={() => onStepChange('introduction')} />
      )}
      {current === 'introduction' && <IntroSlides />}
    </div>
  );
}
