import { mutationOptions } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/api';
import type { Sector } from './content';
import { onboardingQueries } from './queries';

export interface NewCompany {
  userId: number;
  name: string;
  position: string;
  sector: Sector;
  activity: string;
  website: string;
  employeesNumber: number;
}

export interface JoinRequest {
  companyId: number;
  position: string;
}

/** The onboarding's writes: the company created, or the person's account joined to their domain's company. */
export const onboardingMutations = {
  all: () => ['onboarding'] as const,
  /** A new company (a new record: no scope). */
  createCompany: () =>
    mutationOptions({
      mutationKey: [...onboardingMutations.all(), 'create-company'],
      mutationFn: async (company: NewCompany): Promise<void> => {
        await apiClient.POST('/api/companies/add', { body: company });
      },
      onError: (error, _company, _result, { client }) => {
        // A colleague registered the company meanwhile: look again, the form turns into the joining one.
        if (isApiError(error) && error.status === 409) {
          void client.invalidateQueries({ queryKey: [...onboardingQueries.all(), 'domain-company'] });
        }
      },
    }),
  /** Joins the company of one's e-mail domain as MEMBER: a write to the person's own account, in its scope. */
  joinCompany: (userId: number) =>
    mutationOptions({
      mutationKey: [...onboardingMutations.all(), 'join-company', userId],
      scope: { id: `users/${userId}` },
      mutationFn: async ({ companyId, position }: JoinRequest): Promise<void> => {
        await apiClient.PUT('/api/users/{id}', {
          params: { path: { id: userId } },
          body: { userId, companyId, position, role: 'MEMBER' },
        });
      },
    }),
};
