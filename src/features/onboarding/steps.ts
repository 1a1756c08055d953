/**
 * The onboarding steps, as they appear in the address (`/onboarding?etape=...`). Apart from the pages' copy: the route
 * validates its search with them, and route-level code is bundled into the entry every page downloads.
 */
export const ONBOARDING_STEPS = ['entreprise', 'bienvenue', 'introduction'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
