import type { Schemas } from '@/api';
import type { AdminUser } from './queries';

/**
 * The admin panel's row actions. The spec makes them deliberately inert (§2, §4 "Admin toggles: not wired"): each
 * one only logs what it would change and makes no call; the table keeps showing the server's values.
 */

export function nextRole(role: Schemas['CompanyMemberRole']): Schemas['CompanyMemberRole'] {
  return role === 'ADMIN' ? 'MEMBER' : 'ADMIN';
}

export function nextStatus(status: Schemas['AccountStatus']): Schemas['AccountStatus'] {
  return status === 'VALIDATED' ? 'PENDING_VALIDATION' : 'VALIDATED';
}

export function nextPlanAccess(access: Schemas['PlanAccessLevel']): Schemas['PlanAccessLevel'] {
  return access === 'NONE' ? 'READ' : 'NONE';
}

export function logRoleToggle(user: AdminUser): void {
  console.info('[admin] Changement de rôle (non envoyé)', {
    userId: user.id,
    email: user.email,
    from: user.role,
    to: nextRole(user.role),
  });
}

export function logStatusToggle(user: AdminUser): void {
  console.info('[admin] Changement de statut (non envoyé)', {
    userId: user.id,
    email: user.email,
    from: user.accountStatus,
    to: nextStatus(user.accountStatus),
  });
}

export function logPlanAccessToggle(user: AdminUser, plan: Schemas['PlanAccess']): void {
  console.info("[admin] Changement d'accès au plan (non envoyé)", {
    userId: user.id,
    email: user.email,
    planId: plan.id,
    plan: plan.plan,
    from: plan.access,
    to: nextPlanAccess(plan.access),
  });
}

/** Delete does nothing at all (spec §2): no call, no log. */
export function ignoreRemoval(_user: AdminUser): void {}
