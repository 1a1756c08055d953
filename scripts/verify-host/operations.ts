import { allOperations } from '../contract-document';
import type { components } from '../../src/api/schema.gen';
import { parseJson } from './judge';
import { checkPaging } from './paging';
import type { Exchange, HostHttp } from './http';
import { type Run, type SessionUser } from './run';

type Schemas = components['schemas'];

/** The questionnaire's id: always 1 (openapi.yaml `FormIdPath`). */
const FORM_ID = 1;
/** A bogus link token (confirmation, reset): the host must refuse it with the error shape, changing nothing. */
/** An address no account can have (RFC 2606 reserves `.invalid`). */
const NO_SUCH_ADDRESS = 'verify-host@example.invalid';
const BOGUS_LINK_TOKEN = 'verify-host-not-a-real-token-0000000000000';

function bodyOf<T>(exchange: Exchange | undefined): T | undefined {
  if (!exchange || exchange.status < 200 || exchange.status >= 300) return undefined;
  const parsed = parseJson(exchange.text);
  return parsed.ok ? (parsed.value as T) : undefined;
}

const NOT_UNDOABLE = 'not run: the contract has no call to undo it';

/**
 * Every operation the account may call, each answer judged against openapi.yaml for its status. Read-only unless
 * --writes: then the safe round trips run too, each undone by the next call (same values put back, the document
 * deleted, the priority mark removed). Operations that cannot be undone, or that need another account's link, are
 * listed as skipped with the reason.
 */
export async function checkOperations(run: Run): Promise<void> {
  const http = run.session();
  const { client } = http;
  const { email, password, writes } = run.options;

  const login = await run.probe(http, 'login', () => client.POST('/api/auth/login', { body: { email, password } }));
  const session = bodyOf<Schemas['LoginResponse']>(login);
  if (!session?.accessToken) {
    skipAll(run, 'no session: login did not succeed with these credentials');
    return;
  }
  http.token = session.accessToken;
  const user: SessionUser = session.user;
  const companyId = user.companyId;

  const refreshed = bodyOf<Schemas['RefreshResponse']>(
    await run.probe(http, 'refreshSession', () => client.POST('/api/auth/refresh')),
  );
  if (refreshed?.accessToken) http.token = refreshed.accessToken;

  // ── Calls that change nothing, whatever the host. Their requests are valid (a validating proxy such as Prism
  // would refuse anything else itself): the account's own address, which cannot register again (409), and a
  // reset asked for an address no account can have (RFC 2606 `.invalid`), which sends nothing.
  await run.probe(
    http,
    'register',
    () =>
      http.as(null, () =>
        client.POST('/api/auth/register', {
          body: { email, password: 'Verify-host-2026!', firstName: 'Vérification', lastName: 'Hôte' },
        }),
      ),
    { note: "the account's own address, refused" },
  );
  await run.probe(
    http,
    'confirmEmail',
    () =>
      http.as(null, () => client.GET('/api/auth/confirm-email', { params: { query: { token: BOGUS_LINK_TOKEN } } })),
    { note: 'a bogus token, refused' },
  );
  await run.probe(
    http,
    'forgetPassword',
    () => http.as(null, () => client.POST('/api/users/forget-password', { body: { email: NO_SUCH_ADDRESS } })),
    { note: 'an address no account has: nothing sent' },
  );
  await run.probe(
    http,
    'resetPassword',
    () =>
      http.as(null, () =>
        client.POST('/api/users/reset-password/{token}', {
          params: { path: { token: BOGUS_LINK_TOKEN } },
          body: { newPassword: 'Verify-host-2026!' },
        }),
      ),
    { note: 'a bogus token, refused' },
  );

  // ── The account and its company ──
  const allUsers = await run.probe(http, 'listAllUsers', () =>
    client.POST('/api/users/all', { body: { requesterId: user.id } }),
  );
  // Only a platform admin may list every user: the paging is asked of the call when it answered at all.
  if (allUsers && allUsers.status >= 200 && allUsers.status < 300) {
    await checkPaging(run, http, 'listAllUsers', (query) =>
      client.POST('/api/users/all', { params: { query }, body: { requesterId: user.id } }),
    );
  }
  const profile = bodyOf<Schemas['SessionUser']>(
    await run.probe(http, 'getUser', () => client.GET('/api/users/{id}', { params: { path: { id: user.id } } })),
  );
  await run.probe(http, 'listPages', () => client.GET('/pages/all', { params: { query: { softwareId: 1 } } }));
  await run.probe(http, 'listUserPageAuthorizations', () =>
    client.GET('/page-authorization/user', { params: { query: { userId: user.id } } }),
  );
  const domain = user.email.split('@')[1] ?? '';
  await run.probe(http, 'findCompanyByDomain', () =>
    client.GET('/api/companies/list-domain', { params: { query: { domain } } }),
  );
  await run.probe(http, 'getNotificationPreferences', () =>
    client.GET('/users/{email}/notification-preferences', { params: { path: { email } } }),
  );
  const preferences = bodyOf<Schemas['NotificationPreferences']>(http.last);

  if (companyId !== null) await checkCompanyReads(run, http, user, companyId);

  if (writes) {
    await checkRoundTrips(run, http, user, profile, preferences);
  }

  await run.probe(http, 'logout', () => client.POST('/api/auth/logout'));
  for (const operation of allOperations) {
    if (run.has('operations', operation.operationId)) continue;
    const needed = NEEDS[operation.operationId];
    const missing = needed && run.results.find((row) => row.name === needed && /^(404|501):/.test(row.detail));
    const reason = missing
      ? `needs ${needed}, which this host does not have`
      : operation.method === 'get' || (writes && ROUND_TRIPS.has(operation.operationId))
        ? companyId === null
          ? 'the account has no company'
          : 'no record to call it with'
        : !writes
          ? 'a write: run with --writes'
          : (NOT_RUN_WRITES[operation.operationId] ?? NOT_UNDOABLE);
    run.skip('operations', operation.operationId, reason);
  }
}

/** The writes --writes runs, each undone by the next call. */
const ROUND_TRIPS = new Set([
  'updateNotificationPreferences',
  'updateProfile',
  'markPriorityIssue',
  'unmarkPriorityIssue',
  'uploadCompanyDocument',
  'renameCompanyDocument',
  'deleteCompanyDocument',
  'updatePlanSolution',
]);

/** The read an operation takes its record from: when the host lacks that one, it lacks this one too. */
const NEEDS: Record<string, string> = {
  markPriorityIssue: 'listLevers',
  unmarkPriorityIssue: 'listLevers',
  addPlanSolution: 'listPlanSolutions',
  updatePlanSolution: 'listPlanSolutions',
  addPlanSolutionKpi: 'listPlanSolutions',
  renameCompanyDocument: 'uploadCompanyDocument',
  deleteCompanyDocument: 'uploadCompanyDocument',
  downloadCompanyDocument: 'listCompanyDocuments',
  updateNotificationPreferences: 'getNotificationPreferences',
  getPublicSurvey: 'getCompanySurvey',
  launchCompanySurvey: 'getCompanySurvey',
  answerPublicSurvey: 'getCompanySurvey',
};

/** Why a write is not tried even with --writes: it could not be undone through the contract. */
const NOT_RUN_WRITES: Record<string, string> = {
  joinCompany: 'not run: would attach the account to a company, and no call detaches it',
  changePassword: "not run: would end the account's other sessions",
  addCollaborator: 'not run: would create an account, and the contract cannot delete one',
  updateCollaborator: "not run: would change a colleague's role or page access",
  createCompany: 'not run: would create a company, and the contract cannot delete one',
  updateCompanyAxes: 'not run: the current perception cannot be read back to restore it',
  saveFormResponses: "not run: would overwrite the company's questionnaire answers",
  addPlanSolution: 'not run: the contract has no call to remove an action from the plan',
  addPlanSolutionKpi: 'not run: the contract has no call to remove a KPI',
  launchCompanySurvey: 'not run: the contract has no call to close a survey',
  answerPublicSurvey: 'not run: an anonymous answer cannot be removed',
};

async function checkCompanyReads(run: Run, http: HostHttp, user: SessionUser, companyId: number): Promise<void> {
  const { client } = http;
  const email = user.email;
  const byEmail = { params: { path: { email } } };
  await run.probe(http, 'listCompanyCollaborators', () => client.GET('/users/company/'));
  await checkPaging(run, http, 'listCompanyCollaborators', (query) =>
    client.GET('/users/company/', { params: { query } }),
  );
  await run.probe(http, 'getCompany', () =>
    client.GET('/api/companies/{companyId}', { params: { path: { companyId } } }),
  );
  await run.probe(http, 'getCompanyAllData', () =>
    client.GET('/company/all-data/{companyId}', { params: { path: { companyId } } }),
  );
  await run.probe(http, 'getEmployeesNumber', () => client.GET('/company/employees-number/{email}', byEmail));
  await run.probe(http, 'getScoreHistory', () =>
    client.GET('/dashboard/scoreHistory', { params: { query: { duration: '6m', companyId } } }),
  );
  await run.probe(http, 'getLikedQuestionsCount', () =>
    client.GET('/dashboard/likedQuestionsCount', { params: { query: { email } } }),
  );
  await run.probe(http, 'listLikedQuestions', () =>
    client.GET('/dashboard/AlllikedQuestions', { params: { query: { email } } }),
  );
  await run.probe(http, 'getScoreResults', () => client.GET('/results/{email}', byEmail));
  await run.probe(http, 'getUserCount', () => client.GET('/users/count/{email}', byEmail));
  await run.probe(http, 'listUpcomingSolutions', () =>
    client.GET('/users/solutions/{email}/upcoming-solutions', { params: { path: { email }, query: { all: true } } }),
  );
  await run.probe(http, 'getSolutionStatusCount', () => client.GET('/users/solutions/{email}/status-count', byEmail));
  await run.probe(http, 'listValidatedSolutionsGrouped', () =>
    client.GET('/users/solutions/validated-grouped/{companyId}', { params: { path: { companyId } } }),
  );
  await checkPaging(run, http, 'listValidatedSolutionsGrouped', (query) =>
    client.GET('/users/solutions/validated-grouped/{companyId}', { params: { path: { companyId }, query } }),
  );
  const form = { params: { path: { formId: FORM_ID } } };
  await run.probe(http, 'getCurrentFormPosition', () => client.GET('/form/current/{formId}', form));
  await run.probe(http, 'getFormQuestion', () =>
    client.GET('/form-question', { params: { query: { axe: 2, question: 1 } } }),
  );
  await run.probe(http, 'getFormResponse', () =>
    client.GET('/form-response/default/{formId}', { params: { path: { formId: FORM_ID }, query: { question: 1 } } }),
  );
  await run.probe(http, 'getAxisAvailability', () =>
    client.GET('/form-axe/available/{axe}', { params: { path: { axe: 2 } } }),
  );
  await run.probe(http, 'getAxisLength', () =>
    client.GET('/form-axe/len', { params: { query: { axe: 'gouvernance' } } }),
  );
  // Proposed extensions: a 404/501 means the host does not have them yet (skipped, as the client shows it).
  await run.probe(http, 'listFormResponses', () => client.GET('/form-response/default/{formId}/all', form));
  await run.probe(http, 'listLevers', () => client.GET('/users/solutions/{email}/levers', byEmail));
  await run.probe(http, 'listPlanSolutions', () => client.GET('/users/solutions/{email}/plan', byEmail));
  const documents = bodyOf<Schemas['CompanyDocumentList']>(
    await run.probe(http, 'listCompanyDocuments', () => client.GET('/documents/company')),
  );
  await checkPaging(run, http, 'listCompanyDocuments', (query) =>
    client.GET('/documents/company', { params: { query } }),
  );
  const document = documents?.documents[0];
  if (document) {
    await run.probe(http, 'downloadCompanyDocument', () =>
      client.GET('/documents/company/{documentId}/file', {
        params: { path: { documentId: document.id } },
        parseAs: 'arrayBuffer',
      }),
    );
  }
  const survey = bodyOf<Schemas['CompanySurveyOverview']>(
    await run.probe(http, 'getCompanySurvey', () => client.GET('/surveys/company/current')),
  );
  const shareToken = survey?.survey?.shareToken;
  if (shareToken) {
    await run.probe(
      http,
      'getPublicSurvey',
      () => http.as(null, () => client.GET('/surveys/public/{shareToken}', { params: { path: { shareToken } } })),
      { note: 'anonymous, by the share link' },
    );
  } else if (survey) {
    run.skip('operations', 'getPublicSurvey', 'the company has no survey, so no share link to open');
  }
}

/** The --writes round trips: each leaves the account as it found it. */
async function checkRoundTrips(
  run: Run,
  http: HostHttp,
  user: SessionUser,
  profile: Schemas['SessionUser'] | undefined,
  preferences: Schemas['NotificationPreferences'] | undefined,
): Promise<void> {
  const { client } = http;
  const trip = { success: true };
  const email = user.email;
  const sameValues = 'the same values put back';
  if (preferences) {
    await run.probe(
      http,
      'updateNotificationPreferences',
      () => client.PUT('/users/{email}/notification-preferences', { params: { path: { email } }, body: preferences }),
      { note: sameValues, success: true },
    );
  }
  // A profile without a job title cannot be sent back as it is (the update requires `work`).
  const work = profile?.work;
  if (profile && work) {
    await run.probe(
      http,
      'updateProfile',
      () =>
        client.PATCH('/users/{email}', {
          params: { path: { email } },
          // As the app sends it (src/features/account/mutations.ts): with the role when the account has one.
          body: {
            email,
            name: profile.name,
            surname: profile.surname,
            work,
            ...(profile.role ? { role: profile.role } : {}),
          },
        }),
      { note: sameValues, success: true },
    );
  }
  if (user.companyId === null) return;

  // Priority issues: mark a question that is not, then unmark it (the other way round when all are marked).
  const levers = run.results.some((row) => row.name === 'listLevers' && row.outcome === 'passed')
    ? bodyOf<Schemas['ActionPlanLever'][]>(
        await http.client.GET('/users/solutions/{email}/levers', { params: { path: { email } } }).then(() => http.last),
      )
    : undefined;
  const lever = levers?.find((candidate) => !candidate.isPriority) ?? levers?.[0];
  if (lever) {
    const path = { params: { path: { email, questionId: lever.questionId } } };
    const mark = () =>
      run.probe(
        http,
        'markPriorityIssue',
        () => client.PUT('/users/solutions/{email}/priority-issues/{questionId}', path),
        trip,
      );
    const unmark = () =>
      run.probe(
        http,
        'unmarkPriorityIssue',
        () => client.DELETE('/users/solutions/{email}/priority-issues/{questionId}', path),
        trip,
      );
    if (lever.isPriority) {
      await unmark();
      await mark();
    } else {
      await mark();
      await unmark();
    }
  }

  // A document: uploaded, renamed, downloaded, deleted.
  const form = new FormData();
  form.append('file', new Blob(['verify:host\n'], { type: 'text/csv' }), 'verify-host.csv');
  form.append('name', 'verify-host.csv');
  const uploaded = bodyOf<Schemas['CompanyDocument']>(
    await run.probe(
      http,
      'uploadCompanyDocument',
      () =>
        // The typed body only satisfies the contract's shape; what is sent is the multipart form (as the app does).
        client.POST('/documents/company', {
          body: { file: 'verify-host.csv', name: 'verify-host.csv' },
          bodySerializer: () => form,
        }),
      { note: 'deleted again below', success: true },
    ),
  );
  if (uploaded) {
    const documentId = uploaded.id;
    await run.probe(
      http,
      'renameCompanyDocument',
      () =>
        client.PATCH('/documents/company/{documentId}', {
          params: { path: { documentId } },
          body: { name: 'verify-host (renommé).csv' },
        }),
      trip,
    );
    if (!run.has('operations', 'downloadCompanyDocument')) {
      await run.probe(
        http,
        'downloadCompanyDocument',
        () =>
          client.GET('/documents/company/{documentId}/file', {
            params: { path: { documentId } },
            parseAs: 'arrayBuffer',
          }),
        trip,
      );
    }
    await run.probe(
      http,
      'deleteCompanyDocument',
      () => client.DELETE('/documents/company/{documentId}', { params: { path: { documentId } } }),
      trip,
    );
  }

  // An action of the plan: its status set to the value it has.
  const plan = bodyOf<Schemas['ActionPlanSolution'][]>(
    await http.client.GET('/users/solutions/{email}/plan', { params: { path: { email } } }).then(() => http.last),
  );
  const action = plan?.[0];
  if (action) {
    await run.probe(
      http,
      'updatePlanSolution',
      () =>
        client.PATCH('/users/solutions/{email}/plan/{solutionId}', {
          params: { path: { email, solutionId: action.id } },
          body: { status: action.status },
        }),
      { note: 'the same status put back', success: true },
    );
  }
}

/** Every operation without a row yet gets one, skipped with the reason. */
function skipAll(run: Run, reason: string): void {
  for (const operation of allOperations) {
    if (!run.has('operations', operation.operationId)) run.skip('operations', operation.operationId, reason);
  }
}
