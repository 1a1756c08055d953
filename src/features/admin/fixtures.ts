import type { AdminUser } from './queries';

/** Stories and tests build their own admin-panel rows; the panel's code never imports this module. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    email: 'claire.martin@verdance.fr',
    firstName: 'Claire',
    lastName: 'Martin',
    position: 'Responsable RSE',
    role: 'ADMIN',
    accountAuthLevel: 'USER',
    accountStatus: 'ACTIVE',
    planAccess: [
      { id: 1, plan: "Plan d'actions", access: 'READ' },
      { id: 2, plan: 'Steer Store', access: 'NONE' },
    ],
    ...overrides,
  };
}

/** A small, varied list: an admin, a member pending validation, a platform admin without plans or position. */
export const sampleAdminUsers: AdminUser[] = [
  buildAdminUser(),
  buildAdminUser({
    id: 2,
    email: 'lea.petit@verdance.fr',
    firstName: 'Léa',
    lastName: 'Petit',
    position: 'Chargée de projet',
    role: 'MEMBER',
    accountStatus: 'PENDING_VALIDATION',
    planAccess: [{ id: 1, plan: "Plan d'actions", access: 'NONE' }],
  }),
  buildAdminUser({
    id: 3,
    email: 'admin@steer.fr',
    firstName: 'Alex',
    lastName: 'Steer',
    position: null,
    role: 'MEMBER',
    accountAuthLevel: 'ADMIN',
    accountStatus: 'ACTIVE',
    planAccess: [],
  }),
];
