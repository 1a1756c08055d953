import { assignableRoles } from '../../src/domain/permissions';
import {
  COLLABORATOR_ROLES,
  STEER_SOFTWARE_ID,
  collaboratorsOf,
  db,
  findCompanyById,
  findUserByEmail,
  findUserById,
  issueToken,
  nextId,
  randomToken,
  sendEmail,
  setPageAuthorizations,
  type CollaboratorRole,
  type Page,
  type User,
  hashPassword,
} from '../db';
import { companyPlanAccess, parsePositiveInteger } from './companies';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { readJsonObject, requireEmail } from './input';
import type { ApiHttp, Schemas } from './kit';
import { requirePermission } from './page-access';
import { requireCompanyId, requireUser, type StoredUser } from './session';
import { pageOf, requestedPage } from './paging';

/** Collaborators of the caller's company, their roles and page access, and the software's pages. */

/** An invitation link lasts a week: the invited person chooses their password through it. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// ── Mapping: one function per wire shape ─────────────────────────────────────────────────────────────────────────

/** The contract's `Collaborator`: names entered as empty at invitation time are null. */
export function toCollaborator(user: User): Schemas['Collaborator'] {
  return {
    id: user.id,
    name: user.firstName === '' ? null : user.firstName,
    surname: user.lastName === '' ? null : user.lastName,
    // Every company member has a role; Acteur is the least privileged, should a record lack one.
    role: user.collaboratorRole ?? 'Acteur',
    email: user.email,
  };
}

export function toPage(page: Page): Schemas['Page'] {
  return { id: page.id, name: page.name, softwareId: page.softwareId };
}

/** The contract's `PageAuthorization`: the authorization's id and the page it opens. */
export function toPageAuthorization(authorization: { id: number; pageId: number }): Schemas['PageAuthorization'] {
  const page = db.pages.findFirst((q) => q.where({ id: authorization.pageId }));
  return { id: authorization.id, page: { id: authorization.pageId, name: page?.name ?? '' } };
}

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The caller, who must be an admin (main or secondary) of a company: Acteurs do not manage collaborators. */
function requireCompanyAdmin(user: StoredUser): { admin: StoredUser; companyId: number } {
  const companyId = requireCompanyId(user);
  requirePermission(
    user,
    'manageCollaborators',
    "Seuls les administrateurs de l'entreprise peuvent gérer les collaborateurs.",
  );
  return { admin: user, companyId };
}

function requireRole(value: unknown): CollaboratorRole {
  if (typeof value !== 'string' || !(COLLABORATOR_ROLES as readonly string[]).includes(value)) {
    throw badRequest('Veuillez choisir un profil type.');
  }
  return value as CollaboratorRole;
}

/**
 * Spec §6: the main admin can assign Administrateur secondaire or Acteur, a secondary admin only Acteur; nobody
 * assigns Administrateur principal (a company has exactly one, its creator).
 */
function assertMayAssign(admin: StoredUser, role: CollaboratorRole): void {
  if (role === 'Administrateur principal') {
    throw forbidden(
      "Le profil Administrateur principal ne peut pas être attribué : c'est celui du créateur de l'entreprise.",
    );
  }
  if (!assignableRoles(admin.collaboratorRole ?? null).includes(role)) {
    throw forbidden('Un administrateur secondaire ne peut attribuer que le profil Acteur.');
  }
}

/** The page ids of a request: a list of known page ids of the software (duplicates are merged). */
function requirePageIds(value: unknown): number[] {
  if (!Array.isArray(value)) throw badRequest('La liste des pages autorisées est obligatoire.');
  const known = new Set(db.pages.findMany((q) => q.where({ softwareId: STEER_SOFTWARE_ID })).map((page) => page.id));
  for (const pageId of value) {
    if (typeof pageId !== 'number' || !Number.isInteger(pageId) || !known.has(pageId)) {
      throw badRequest(`Page inconnue : ${String(pageId)}.`);
    }
  }
  return [...new Set(value as number[])];
}

function optionalName(value: unknown, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`Le champ « ${label} » doit être un texte.`);
  return value.trim();
}

const membershipRoleOf = (role: CollaboratorRole) => (role === 'Acteur' ? 'MEMBER' : 'ADMIN');

export function collaboratorHandlers(http: ApiHttp) {
  return [
    http.get('/users/company/', async ({ request, response }) => {
      const user = await requireUser(request);
      const companyId = requireCompanyId(user);
      const page = pageOf(collaboratorsOf(companyId), requestedPage(request));
      return response(200).json({ message: page.items.map(toCollaborator) }, page.init);
    }),

    http.post('/users/add-collaborator', async ({ request, response }) => {
      const { admin, companyId } = requireCompanyAdmin(await requireUser(request));
      const body = await readJsonObject(request);
      const email = requireEmail(body.email);
      const role = requireRole(body.role);
      assertMayAssign(admin, role);
      const pages = requirePageIds(body.pages);
      const firstName = optionalName(body.name, 'Prénom');
      const lastName = optionalName(body.surname, 'Nom');
      if (findUserByEmail(email)) throw conflict();

      // The invited person gets no usable password: they choose one through the invitation link, which also proves
      // they own the address (the reset validates the account).
      const collaborator = await db.users.create({
        id: nextId(db.users),
        email,
        password: await hashPassword(randomToken()),
        firstName,
        lastName,
        position: null,
        collaboratorRole: role,
        membershipRole: membershipRoleOf(role),
        accountAuthLevel: 'USER',
        accountStatus: 'PENDING_VALIDATION',
        companyId,
        planAccess: companyPlanAccess(companyId),
        createdAt: new Date().toISOString(),
      });
      await setPageAuthorizations(collaborator.id, pages);

      const company = findCompanyById(companyId);
      const { token } = await issueToken('password-reset', collaborator.id, { ttlMs: INVITATION_TTL_MS });
      const inviter = [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
      await sendEmail({
        to: email,
        subject: `Invitation à rejoindre ${company?.name ?? 'votre entreprise'} sur Steer`,
        body:
          `Bonjour${firstName ? ` ${firstName}` : ''},\n\n${inviter} vous invite à rejoindre ${company?.name ?? 'son entreprise'} ` +
          `sur Steer avec le profil « ${role} ».\nChoisissez votre mot de passe avec le lien ci-dessous (valable 7 jours).`,
        link: `/reset-password/${token}`,
        kind: 'reset',
      });
      return response(201).json({ success: true, message: 'Un nouveau collaborateur·rice·s a été ajouté !' });
    }),

    http.patch('/users/update-collaborator', async ({ request, response }) => {
      const { admin, companyId } = requireCompanyAdmin(await requireUser(request));
      const body = await readJsonObject(request);
      const email = requireEmail(body.email);
      const role = requireRole(body.role);
      const pages = requirePageIds(body.pages);

      const target = findUserByEmail(email);
      if (!target) throw notFound("Aucun collaborateur de votre entreprise n'a cette adresse e-mail.");
      if (target.companyId !== companyId) throw forbidden();
      if (target.id === admin.id) throw forbidden('Vous ne pouvez pas modifier vos propres droits.');
      if (target.collaboratorRole === 'Administrateur principal') {
        throw forbidden("Les droits de l'administrateur principal ne peuvent pas être modifiés.");
      }
      // A secondary admin manages Acteurs only: demoting a peer admin is the main admin's decision.
      if (admin.collaboratorRole === 'Administrateur secondaire' && target.collaboratorRole !== 'Acteur') {
        throw forbidden('Un administrateur secondaire ne peut modifier que les collaborateurs au profil Acteur.');
      }
      assertMayAssign(admin, role);

      await db.users.update(target, {
        data(draft) {
          draft.collaboratorRole = role;
          draft.membershipRole = membershipRoleOf(role);
        },
      });
      await setPageAuthorizations(target.id, pages);
      return response(200).json({ success: true, message: 'Changements validés' });
    }),

    http.get('/pages/all', async ({ request, response }) => {
      await requireUser(request);
      const softwareId = parsePositiveInteger(new URL(request.url).searchParams.get('softwareId'));
      if (softwareId !== STEER_SOFTWARE_ID) throw badRequest('Logiciel inconnu : softwareId doit valoir 1.');
      const pages = db.pages.findMany((q) => q.where({ softwareId })).sort((a, b) => a.id - b.id);
      return response(200).json(pages.map(toPage));
    }),

    http.get('/page-authorization/user', async ({ request, response }) => {
      const user = await requireUser(request);
      const userId = parsePositiveInteger(new URL(request.url).searchParams.get('userId'));
      if (userId === null) throw badRequest("L'identifiant de l'utilisateur est invalide.");
      // Unknown ids and other companies' members answer alike: nobody learns which accounts exist.
      const target = findUserById(userId);
      const visible =
        target !== undefined &&
        (target.id === user.id || (user.companyId !== null && target.companyId === user.companyId));
      if (!visible) throw forbidden();
      const authorizations = db.pageAuthorizations
        .findMany((q) => q.where({ userId }))
        .sort((a, b) => a.pageId - b.pageId);
      return response(200).json({ message: authorizations.map(toPageAuthorization) });
    }),
  ];
}
