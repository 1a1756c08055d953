import {
  COLLABORATOR_ROLES,
  db,
  emailDomain,
  findCompanyById,
  findUserById,
  hashPassword,
  presetPageIds,
  setPageAuthorizations,
  type User,
  verifyPassword,
} from '../db';
import { companyPlanAccess, isOwnEmail, parsePositiveInteger, positiveIntegerField } from './companies';
import { badRequest, forbidden, notFound } from './errors';
import { PASSWORD_RULE, readJsonObject, requireEmail, requireString } from './input';
import type { ApiHttp, Schemas } from './kit';
import {
  requirePlatformAdmin,
  requireSession,
  requireUser,
  revokeUserSessions,
  toSessionUser,
  type StoredUser,
} from './session';
import { pageOf, requestedPage } from './paging';

/** Users: the admin panel's list, reading a user, joining a company by e-mail domain, password and profile. */

/** The sign-up rule's message (spec §5), also applied when a signed-in user changes their password. */
export const PASSWORD_RULE_MESSAGE =
  'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial';

const USER_NOT_FOUND = 'Utilisateur introuvable.';

/**
 * The contract's `AdminUser`. `role` is the company membership role; the contract allows no null there, so a user
 * without a company (a platform admin, someone still onboarding) shows as MEMBER.
 */
export function toAdminUser(user: User): Schemas['AdminUser'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    position: user.position,
    role: user.membershipRole ?? 'MEMBER',
    accountAuthLevel: user.accountAuthLevel,
    accountStatus: user.accountStatus,
    planAccess: user.planAccess.map((entry) => ({ ...entry })),
  };
}

const byLastName = new Intl.Collator('fr', { sensitivity: 'base' });

function isCollaboratorRole(value: unknown): value is (typeof COLLABORATOR_ROLES)[number] {
  return typeof value === 'string' && (COLLABORATOR_ROLES as readonly string[]).includes(value);
}

/** A text field the contract requires but that may be empty (names are not checked, spec §5). */
function requireText(body: Record<string, unknown>, field: string, label: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw badRequest(`Le champ « ${label} » est obligatoire.`);
  return value.trim();
}

/** The caller, when the e-mail in the path is their own: these calls act on one's own account only. */
function requireSelf(user: StoredUser, rawEmail: string | undefined): StoredUser {
  if (!isOwnEmail(user, rawEmail)) throw forbidden('Vous ne pouvez modifier que votre propre compte.');
  return user;
}

export function userHandlers(http: ApiHttp) {
  return [
    http.post('/api/users/all', async ({ request, response }) => {
      const admin = await requirePlatformAdmin(request);
      const requested = requestedPage(request);
      const body = await readJsonObject(request);
      if (positiveIntegerField(body.requesterId) !== admin.id) {
        throw forbidden("L'identifiant du demandeur ne correspond pas à votre session.");
      }
      const users = db.users
        .all()
        .sort(
          (a, b) =>
            byLastName.compare(a.lastName, b.lastName) || byLastName.compare(a.firstName, b.firstName) || a.id - b.id,
        );
      const page = pageOf(users, requested);
      return response(200).json(page.items.map(toAdminUser), page.init);
    }),

    http.get('/api/users/{id}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const id = parsePositiveInteger(params.id);
      const target = id === null ? undefined : findUserById(id);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.id !== user.id && (user.companyId === null || target.companyId !== user.companyId)) throw forbidden();
      return response(200).json(toSessionUser(target));
    }),

    http.put('/api/users/{id}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const body = await readJsonObject(request);
      if (parsePositiveInteger(params.id) !== user.id || positiveIntegerField(body.userId) !== user.id) {
        throw forbidden('Vous ne pouvez rattacher que votre propre compte à une entreprise.');
      }
      if (body.role !== 'MEMBER') throw badRequest('Le rôle doit valoir MEMBER pour rejoindre une entreprise.');
      if (user.companyId !== null) throw badRequest('Vous êtes déjà rattaché·e à une entreprise.');
      const position = requireString(body, 'position', 'Poste');
      const companyId = positiveIntegerField(body.companyId);
      if (companyId === null) throw badRequest("L'identifiant de l'entreprise est invalide.");
      const company = findCompanyById(companyId);
      if (!company) throw notFound('Entreprise introuvable.');
      // Joining goes by e-mail domain: nobody attaches themselves to another organisation's company.
      if (company.domain !== emailDomain(user.email)) {
        throw forbidden("Vous ne pouvez rejoindre que l'entreprise du domaine de votre adresse e-mail.");
      }

      const planAccess = companyPlanAccess(company.id);
      const updated = await db.users.update(user, {
        data(draft) {
          draft.companyId = company.id;
          draft.position = position;
          draft.membershipRole = 'MEMBER';
          draft.collaboratorRole = 'Acteur';
          draft.planAccess = planAccess;
        },
      });
      await setPageAuthorizations(user.id, presetPageIds('Acteur'));
      return response(200).json({ success: true, user: toSessionUser(updated ?? user) });
    }),

    http.patch('/users/{email}/password', async ({ request, params, response }) => {
      const caller = await requireSession(request);
      const user = requireSelf(caller.user, params.email);
      const body = await readJsonObject(request);
      if (typeof body.currentPassword !== 'string' || !(await verifyPassword(body.currentPassword, user.password))) {
        throw badRequest('Le mot de passe actuel est incorrect.');
      }
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      if (!PASSWORD_RULE.test(newPassword)) throw badRequest(PASSWORD_RULE_MESSAGE);
      if (newPassword === body.currentPassword) {
        throw badRequest("Le nouveau mot de passe doit être différent de l'actuel.");
      }

      const passwordHash = await hashPassword(newPassword);
      await db.users.update(user, {
        data(draft) {
          draft.password = passwordHash;
        },
      });
      // Any other device signed in with the old password is signed out; this one stays.
      await revokeUserSessions(user.id, caller.sessionId);
      return response(200).json({ success: true, message: 'Votre mot de passe a bien été modifié.' });
    }),

    http.patch('/users/{email}', async ({ request, params, response }) => {
      const user = requireSelf(await requireUser(request), params.email);
      const body = await readJsonObject(request);
      const email = requireEmail(body.email);
      // The address is the login and ties the account to its company's domain: it is not edited from the profile.
      if (email !== user.email) throw badRequest("L'adresse e-mail ne peut pas être modifiée depuis le profil.");
      const name = requireText(body, 'name', 'Prénom');
      const surname = requireText(body, 'surname', 'Nom');
      const work = requireText(body, 'work', 'Poste');
      // `role` is optional (ProfileUpdateRequest): absent, it changes nothing; present, it must be a known role.
      if (body.role !== undefined && !isCollaboratorRole(body.role)) throw badRequest('Le rôle indiqué est inconnu.');
      // Roles are granted from the collaborator management, by the company's admins. A user without a company has
      // no role to keep, so the field is ignored; a member may only send back the role they have.
      if (body.role !== undefined && user.companyId !== null && body.role !== user.collaboratorRole) {
        throw forbidden(
          user.collaboratorRole === 'Administrateur principal'
            ? "L'administrateur principal ne peut pas changer son propre rôle : l'entreprise resterait sans administrateur principal."
            : "Seul l'administrateur principal peut modifier les rôles, depuis la gestion des collaborateurs.",
        );
      }

      const updated = await db.users.update(user, {
        data(draft) {
          draft.firstName = name;
          draft.lastName = surname;
          draft.position = work === '' ? null : work;
        },
      });
      return response(200).json({ success: true, user: toSessionUser(updated ?? user) });
    }),
  ];
}
