import type { AccountUser } from './mutations';

/** A signed-in user for stories and tests of the account forms. */
export function buildAccountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 2,
    email: 'claire.martin@verdance.fr',
    name: 'Claire',
    surname: 'Martin',
    work: 'Responsable RSE',
    role: 'Administrateur principal',
    companyId: 1,
    company: { id: 1, name: 'Verdance Conseil' },
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
    ...overrides,
  };
}
