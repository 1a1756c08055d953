import type { DomainCompany } from './queries';
import type { OnboardingUser } from './types';

/** A signed-in user without a company, for stories and tests. */
export function buildOnboardingUser(overrides: Partial<OnboardingUser> = {}): OnboardingUser {
  return { id: 40, email: 'nina.roux@atelier-lumen.fr', name: 'Nina', companyId: null, company: null, ...overrides };
}

/** A company found by e-mail domain. */
export function buildDomainCompany(overrides: Partial<DomainCompany> = {}): DomainCompany {
  return {
    id: 3,
    name: 'Transports Azur',
    sector: 'Transport',
    activity: 'Transport routier de marchandises et logistique régionale',
    website: 'https://www.transports-azur.fr',
    employees_number: 86,
    ...overrides,
  };
}
