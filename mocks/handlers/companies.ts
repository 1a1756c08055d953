import {
  AXIS_CODES,
  PLANS,
  SCORE_RANGES,
  SECTORS,
  db,
  emailDomain,
  findCompanyByDomain,
  findCompanyById,
  findUserByEmail,
  nextId,
  presetPageIds,
  setPageAuthorizations,
  type Company,
  type PlanAccess,
  type PlanAccessLevel,
  type Stored,
} from '../db';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { readJsonObject, requireString } from './input';
import type { ApiHttp, Schemas } from './kit';
import { assertSameCompany, requireCompanyId, requireUser, type StoredUser } from './session';
import { requirePageAccess } from './page-access';

/** Companies: lookup by e-mail domain, creation by the first member, reads, perception form (axes), head count. */

// ── Request parsing shared by the handlers of users, collaborators and companies ──────────────────────────────────

/** A positive integer written in decimal digits (a path or query value), or null. */
export function parsePositiveInteger(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A body field that must be a positive integer (JSON number), or null. */
export function positiveIntegerField(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A path segment, percent-decoded once; a malformed encoding is kept as is (and then fails validation). */
export function decodedParam(raw: string | undefined): string {
  if (raw === undefined) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True when the e-mail addressed in a path is the caller's own (case and spaces ignored). */
export function isOwnEmail(user: StoredUser, rawEmail: string | undefined): boolean {
  return decodedParam(rawEmail).trim().toLowerCase() === user.email;
}

// ── Mapping: one function per wire shape ─────────────────────────────────────────────────────────────────────────

/** The contract's `Company` (snake_case fields, `companyId` repeating `id`). */
export function toCompany(company: Company): Schemas['Company'] {
  return {
    id: company.id,
    companyId: company.id,
    name: company.name,
    sector: company.sector,
    activity: company.activity,
    website: company.website,
    employees_number: company.employeesNumber,
    created_at: company.createdAt,
    expected_score: company.expectedScore,
    improvement_axe: company.improvementAxe,
    primary_axe: company.primaryAxe,
    last_initiative: company.lastInitiative,
    domain: company.domain,
  };
}

/** The contract's `DomainCompany`: what the onboarding form shows, prefilled and locked. */
export function toDomainCompany(company: Company): Schemas['DomainCompany'] {
  return {
    id: company.id,
    name: company.name,
    sector: company.sector,
    activity: company.activity,
    website: company.website,
    employees_number: company.employeesNumber,
  };
}

// ── Company rules shared with users (join) and collaborators (invite) ────────────────────────────────────────────

/** A company that has not bought anything yet: the diagnostic only. */
const NEW_COMPANY_PLAN_LEVELS: readonly PlanAccessLevel[] = ['READ', 'NONE', 'NONE'];

/**
 * Plans are the company's subscription: a new member gets the plan access its existing members have (the main
 * admin's first), a brand-new company the diagnostic only.
 */
export function companyPlanAccess(companyId: number | null): PlanAccess[] {
  const members = companyId === null ? [] : db.users.findMany((q) => q.where({ companyId }));
  const reference =
    members.find((member) => member.collaboratorRole === 'Administrateur principal') ?? members[0] ?? null;
  if (reference && reference.planAccess.length > 0) return reference.planAccess.map((entry) => ({ ...entry }));
  return PLANS.map((plan, index) => ({
    id: plan.id,
    plan: plan.plan,
    access: NEW_COMPANY_PLAN_LEVELS[index] ?? 'NONE',
  }));
}

/** A host name such as verdance.fr: labels of letters, digits and hyphens, at least one dot. */
const DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

const MISSING_AXE = {
  primary: "Veuillez sélectionner l'axe le plus avancé.",
  improvement: "Veuillez sélectionner l'axe nécessitant le plus de progrès.",
  initiative: "N'oubliez pas de remplir le champ ci-dessus !",
  score: 'Veuillez sélectionner une estimation de votre score.',
} as const;

const COMPANY_NOT_FOUND = 'Entreprise introuvable.';

function includes<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * The company named in a path, which must be the caller's own. Tenant isolation comes first, so another company's id
 * and an id that does not exist both answer 403: nobody learns which ids exist.
 */
function ownCompanyFromPath(user: StoredUser, rawId: string | undefined): Stored<'companies'> {
  const companyId = parsePositiveInteger(rawId);
  if (companyId === null) throw notFound(COMPANY_NOT_FOUND);
  assertSameCompany(user, companyId);
  const company = findCompanyById(companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

export function companyHandlers(http: ApiHttp) {
  return [
    http.get('/api/companies/list-domain', async ({ request, response }) => {
      const user = await requireUser(request);
      const domain = (new URL(request.url).searchParams.get('domain') ?? '').trim().toLowerCase();
      if (!DOMAIN_PATTERN.test(domain))
        throw badRequest('Veuillez indiquer un domaine valide (par exemple entreprise.fr).');
      // Only one's own domain: the lookup must not list the platform's client companies.
      if (domain !== emailDomain(user.email)) {
        throw forbidden("Vous ne pouvez rechercher que l'entreprise du domaine de votre adresse e-mail.");
      }
      const company = findCompanyByDomain(domain);
      if (!company) throw notFound('Aucune entreprise ne correspond à ce domaine.');
      return response(200).json(toDomainCompany(company));
    }),

    http.post('/api/companies/add', async ({ request, response }) => {
      const user = await requireUser(request);
      const body = await readJsonObject(request);
      if (positiveIntegerField(body.userId) !== user.id) {
        throw forbidden('Vous ne pouvez créer une entreprise que pour vous-même.');
      }
      if (user.companyId !== null) throw conflict('Vous êtes déjà rattaché·e à une entreprise.');

      const name = requireString(body, 'name', "Nom de l'entreprise");
      const position = requireString(body, 'position', 'Poste');
      if (!includes(SECTORS, body.sector)) throw badRequest("Veuillez choisir un secteur d'activité dans la liste.");
      const activity = optionalText(body.activity, 'Activité');
      const website = optionalText(body.website, 'Site internet');
      const employeesNumber = positiveIntegerField(body.employeesNumber);
      if (employeesNumber === null) throw badRequest("L'effectif doit être un nombre entier supérieur ou égal à 1.");

      const domain = emailDomain(user.email);
      if (domain === null) throw badRequest('Veuillez saisir une adresse email valide');
      if (findCompanyByDomain(domain)) throw conflict('Une entreprise existe déjà pour ce domaine.');

      const company = await db.companies.create({
        id: nextId(db.companies),
        name,
        domain,
        sector: body.sector,
        activity,
        website,
        employeesNumber,
        createdAt: new Date().toISOString(),
        expectedScore: null,
        primaryAxe: null,
        improvementAxe: null,
        lastInitiative: null,
      });
      // The creator heads the company: main admin, every page.
      await db.users.update(user, {
        data(draft) {
          draft.companyId = company.id;
          draft.position = position;
          draft.collaboratorRole = 'Administrateur principal';
          draft.membershipRole = 'ADMIN';
          draft.planAccess = companyPlanAccess(null);
        },
      });
      await setPageAuthorizations(user.id, presetPageIds('Administrateur principal'));
      return response(201).json(toCompany(company));
    }),

    http.get('/api/companies/{companyId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      return response(200).json(toCompany(ownCompanyFromPath(user, params.companyId)));
    }),

    http.put('/api/companies/{companyId}/axes', async ({ request, params, response }) => {
      const user = await requireUser(request);
      // The perception form is the questionnaire's first page: 'Mon évaluation', as the question calls.
      requirePageAccess(user, '/diagnostic');
      const company = ownCompanyFromPath(user, params.companyId);
      const body = await readJsonObject(request);
      if (!includes(AXIS_CODES, body.primary_axe)) throw badRequest(MISSING_AXE.primary);
      if (!includes(AXIS_CODES, body.improvement_axe)) throw badRequest(MISSING_AXE.improvement);
      const lastInitiative = typeof body.last_initiative === 'string' ? body.last_initiative.trim() : '';
      if (lastInitiative === '') throw badRequest(MISSING_AXE.initiative);
      if (!includes(SCORE_RANGES, body.expected_score)) throw badRequest(MISSING_AXE.score);

      const { primary_axe: primaryAxe, improvement_axe: improvementAxe, expected_score: expectedScore } = body;
      const updated = await db.companies.update(company, {
        data(draft) {
          draft.primaryAxe = primaryAxe;
          draft.improvementAxe = improvementAxe;
          draft.lastInitiative = lastInitiative;
          draft.expectedScore = expectedScore;
        },
      });
      return response(200).json(toCompany(updated ?? company));
    }),

    http.get('/company/all-data/{companyId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      return response(200).json(toCompany(ownCompanyFromPath(user, params.companyId)));
    }),

    http.get('/company/employees-number/{email}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = requireCompanyId(user);
      // Unknown e-mails and other companies' members answer alike (403): no probing of who has an account.
      const target = findUserByEmail(decodedParam(params.email));
      if (!target || target.companyId !== companyId) throw forbidden();
      const company = findCompanyById(companyId);
      if (!company) throw forbidden();
      return response(200).json(company.employeesNumber);
    }),
  ];
}

/** An optional free-text field: absent means empty; anything but a string is refused. */
function optionalText(value: unknown, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`Le champ « ${label} » doit être un texte.`);
  return value.trim();
}
