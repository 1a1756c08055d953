import type { Schemas } from '@/api';

/** What the onboarding needs of the signed-in user. */
export type OnboardingUser = Pick<Schemas['SessionUser'], 'id' | 'email' | 'name' | 'companyId' | 'company'>;
