import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError, type Schemas } from '@/api';

export type DomainCompany = Schemas['DomainCompany'];

/** The domain of an e-mail address (what follows the @), lower-cased. */
export function domainOf(email: string): string {
  return (email.split('@')[1] ?? '').trim().toLowerCase();
}

/** The company registered with that domain, or null when there is none (the server answers 404). */
export async function findCompanyByDomain(domain: string): Promise<DomainCompany | null> {
  try {
    const { data } = await apiClient.GET('/api/companies/list-domain', { params: { query: { domain } } });
    return data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const onboardingQueries = {
  all: () => ['onboarding'] as const,
  domainCompany: (domain: string) =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'domain-company', domain],
      queryFn: () => findCompanyByDomain(domain),
      retry: false,
      // The answer only changes if a colleague creates the company meanwhile: look again when the form reopens.
      staleTime: 0,
    }),
};
