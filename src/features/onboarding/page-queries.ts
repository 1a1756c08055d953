import { domainOf, onboardingQueries } from './queries';

/** The onboarding's company step: the company already registered with the person's e-mail domain, if any. */
export const onboardingPageQueries = (email: string) => ({
  domainCompany: onboardingQueries.domainCompany(domainOf(email)),
});
