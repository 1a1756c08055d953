import { expect, type Locator, type Page, type Request } from './fixtures';
import { io } from 'socket.io-client';
import { startChaosProxy, type Fault } from '../../scripts/chaos-proxy';
import { openMenu } from './helpers';

/**
 * What the chaos journeys share (issue 35): the journey's data, the watch on spinners, the server's truth asked
 * directly, and its comparison with what the person meant. `chaos.spec.ts` drives today's client through it;
 * `bench/chaos-before/` drives the client as it was before issue 35 (df484f9), with the same person and checks.
 */

/** The seeds to run (CHAOS_SEEDS=7,11,23; 7 by default, as in CI) and the share of calls that meet a fault. */
export const SEEDS = (process.env.CHAOS_SEEDS ?? '7').split(',').map(Number);
export const RATE = Number(process.env.CHAOS_RATE ?? 0.2);

export const CLAIRE = 'claire.martin@verdance.fr';
export const PASSWORD = 'Steer2026!';
/** The journey: 5 answers changed, 3 levers added, 2 actions given an owner and a deadline. */
export const QUESTIONS = [
  '/diagnosis/social/2',
  '/diagnosis/social/3',
  '/diagnosis/environnement/2',
  '/diagnosis/gouvernance/2',
  '/diagnosis/business/2',
];
export const LEVERS = 3;
export const DEADLINES = ['2027-06-30', '2027-09-30'];
/** The crash screen; the client before issue 35 writes its apostrophes typographic (U+2019), today's straight. */
export const CRASH_TITLE = /Cette page n.a pas pu s.afficher/;
/**
 * How long the screen may take to settle after the last retry before it is compared with the server (the issue's
 * target): `settled()` returns as soon as the client is done, and past this the screen is read as it is.
 */
export const SETTLE_MS = 5_000;
/** How long the proxy holds a delayed call before passing it to the host (its 'delay' fault). */
export const PROXY_DELAY_MS = 6_000;
/**
 * How long the client must stay done (nothing in flight, nothing shown waiting) to count as settled: a re-read follows
 * a write's answer within a task or two, and Playwright's own 'networkidle' asks for 500 ms with no request.
 */
export const QUIET_MS = 500;
/** A spinner shown this long without any notice is one the person waits on without knowing why (issue 35: 3 s). */
export const NOTICE_AFTER_MS = 3_500;

export interface Contradiction {
  what: string;
  screen: string;
  server: string;
}

/** An action whose owner and deadline the person changed, and what the screen showed of them once settled. */
export interface Edit {
  actionName: string;
  ownerName: string;
  deadline: string;
  shownOwner: string;
  shownDeadline: string;
}

export type PlanEntry = {
  id: number;
  leverId: number;
  content: string;
  deadline: string | null;
  assignee: { id: number; name: string | null; surname: string | null } | null;
};

export interface Wait {
  ms: number;
  noticed: boolean;
  /** The spinner's text and the page it was on, to tell which wait it was. */
  what: string;
}

/**
 * Every wait the person sees, in every page the journey loads: how long a spinner (`.ui-spinner`: a loader, a button
 * waiting) stayed on screen, and whether a notice said why meanwhile (the connection banner, the chat's notice).
 */
export async function watchWaits(page: Page): Promise<Wait[]> {
  const waits: Wait[] = [];
  await page.exposeFunction('__chaosWait', (ms: number, noticed: boolean, what: string) =>
    waits.push({ ms, noticed, what }),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { __chaosWait: (ms: number, noticed: boolean, what: string) => void })
      .__chaosWait;
    let since: number | null = null;
    let noticed = false;
    let what = '';
    const visible = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some(
        (element) => element.getClientRects().length > 0 && (element.textContent ?? '').trim() !== '',
      );
    const end = () => {
      if (since !== null) report(Math.round(performance.now() - since), noticed, what);
      since = null;
    };
    setInterval(() => {
      if (!visible('.ui-spinner')) return end();
      if (since === null) {
        since = performance.now();
        noticed = false;
        const spinner = [...document.querySelectorAll<HTMLElement>('.ui-spinner')].find(
          (element) => element.getClientRects().length > 0,
        );
        what = `${(spinner?.textContent ?? '').trim()} (${location.pathname})`;
      }
      if (visible('[data-testid="connection-banner"] p, .chat-panel__notice, .chat-panel__status')) noticed = true;
    }, 100);
    addEventListener('pagehide', end);
  });
  return waits;
}

/** The longest spinner, and those over NOTICE_AFTER_MS with no notice, as the reports give them. */
export function waitSummary(waits: readonly Wait[]) {
  return {
    longestSpinnerSeconds: Math.max(0, ...waits.map((wait) => wait.ms)) / 1000,
    spinnersWithoutNotice: waits.filter((wait) => wait.ms > NOTICE_AFTER_MS && !wait.noticed).map((wait) => wait.ms),
    /** Which they were: the spinner's text and its page. */
    spinnersWithoutNoticeSeen: waits
      .filter((wait) => wait.ms > NOTICE_AFTER_MS && !wait.noticed)
      .map((wait) => `${wait.ms} ms: ${wait.what}`),
  };
}

/** The answers the person meant: question id → level, from what the page sent. */
export function recordAnswers(page: Page): Map<number, string> {
  const answers = new Map<number, string>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/form-response/default/')) return;
    const body = request.postDataJSON() as { responses?: { formQuestionId: number; content: string }[] } | null;
    for (const response of body?.responses ?? []) answers.set(response.formQuestionId, response.content);
  });
  return answers;
}

/** Whether `locator` shows within `timeout` ms (false instead of a failure: the journey then acts as a person would). */
export function shownWithin(locator: Locator, timeout: number): Promise<boolean> {
  return locator.waitFor({ timeout }).then(
    () => true,
    () => false,
  );
}

/** The server's truth, asked directly at `serverUrl` (not through the proxy), with a session of its own. */
export async function serverSession(serverUrl: string) {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CLAIRE, password: PASSWORD }),
  });
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { companyId: number } };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${serverUrl}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    return (await answer.json()) as T;
  };
  const chatHistory = () =>
    new Promise<{ body?: string; message?: string }[]>((resolve, reject) => {
      const socket = io(serverUrl, { transports: ['websocket'], auth: { token: accessToken } });
      const timer = setTimeout(() => reject(new Error('no chat history in 10 s')), 10_000);
      socket.on('connect', () => socket.emit('joinTicket', { _ticketId: user.companyId }));
      socket.on('joinedTicket', ({ previousMessages }: { previousMessages: { body?: string; message?: string }[] }) => {
        clearTimeout(timer);
        socket.disconnect();
        resolve(previousMessages);
      });
    });
  const plan = () => get<PlanEntry[]>(`/users/solutions/${encodeURIComponent(CLAIRE)}/plan`);
  const team = async () => (await get<{ message: { email: string }[] }>('/users/company/')).message;
  return { get, plan, team, chatHistory, companyId: user.companyId };
}
export type ServerSession = Awaited<ReturnType<typeof serverSession>>;

/**
 * What the server holds against what the person meant: writes lost or doubled, screens that said otherwise, chat
 * messages lost or doubled.
 */
export async function serverFindings({
  server,
  before,
  levers,
  edits,
  answers,
  collaboratorEmail,
  messages,
}: {
  server: ServerSession;
  before: { plan: PlanEntry[]; team: { email: string }[] };
  levers: readonly string[];
  edits: readonly Edit[];
  answers: ReadonlyMap<number, string>;
  collaboratorEmail: string;
  messages: readonly string[];
}) {
  const plan = await server.plan();
  const team = await server.team();
  const history = await server.chatHistory();
  const lost: string[] = [];
  const doubled: string[] = [];
  const contradictions: Contradiction[] = [];
  for (const lever of levers) {
    const count = plan.filter((entry) => entry.content === lever).length;
    if (count === 0) lost.push(`lever « ${lever} »`);
    if (count > 1) doubled.push(`lever « ${lever} » ×${count}`);
  }
  if (plan.length !== before.plan.length + levers.length)
    doubled.push(`plan of ${plan.length} actions, ${before.plan.length} + ${levers.length} meant`);
  for (const edit of edits) {
    const actionOnServer = plan.find((entry) => entry.content === edit.actionName);
    const what = `« ${edit.actionName} »`;
    if (actionOnServer?.deadline !== edit.deadline)
      lost.push(`deadline of ${what} (${actionOnServer?.deadline ?? 'none'})`);
    const serverOwner = [actionOnServer?.assignee?.name, actionOnServer?.assignee?.surname].filter(Boolean).join(' ');
    if (!actionOnServer?.assignee || !edit.ownerName.includes(actionOnServer.assignee.name ?? '')) {
      lost.push(`owner of ${what} (${serverOwner || 'none'}, meant ${edit.ownerName})`);
    }
    if (!edit.shownOwner.includes(actionOnServer?.assignee?.name ?? '\u0000'))
      contradictions.push({ what: `owner of ${what}`, screen: edit.shownOwner, server: serverOwner });
    if (edit.shownDeadline !== (actionOnServer?.deadline ?? ''))
      contradictions.push({
        what: `deadline of ${what}`,
        screen: edit.shownDeadline,
        server: actionOnServer?.deadline ?? '',
      });
  }
  for (const [questionId, content] of answers) {
    const saved = await server.get<{ content?: string }>(`/form-response/default/1?question=${questionId}`);
    if (saved.content !== content) lost.push(`answer ${questionId} (${saved.content ?? 'none'}, meant ${content})`);
  }
  const added = team.filter((person) => person.email === collaboratorEmail).length;
  if (added === 0) lost.push(`collaborator ${collaboratorEmail}`);
  if (added > 1 || team.length !== before.team.length + 1)
    doubled.push(`team of ${team.length}, ${before.team.length} + 1 meant`);
  const timesSent = (body: string) =>
    history.filter((message) => (message.body ?? message.message ?? '') === body).length;
  const messagesLost = messages.filter((body) => timesSent(body) === 0);
  const messagesDoubled = messages.filter((body) => timesSent(body) > 1).map((body) => `${body} ×${timesSent(body)}`);
  return { lost, doubled, contradictions, messagesLost, messagesDoubled };
}

/**
 * One run of a journey: the seeded proxy in front of `serverUrl`, the spinner watch, the server's session and what it
 * held before, the answers the page sent, its uncaught errors, its steps' times and its sign-outs (a navigation to
 * /login once signed in, with the step under way). `summary()` is what every report says of the run.
 */
export async function startRun(
  page: Page,
  { serverUrl, proxyPort, seed, rate }: { serverUrl: string; proxyPort: number; seed: number; rate: number },
) {
  const started = Date.now();
  /** Seconds since the run started, as the reports write them: '35s'. */
  const at = () => `${Math.round((Date.now() - started) / 1000)}s`;
  const faults = new Map<Fault, number>();
  const faultLog: string[] = [];
  // When the last call the proxy holds back reaches the host: a call the page gave up on meanwhile still does.
  let heldUntil = 0;
  const proxy = await startChaosProxy({
    target: serverUrl,
    port: proxyPort,
    seed,
    rate,
    delayMs: PROXY_DELAY_MS,
    onFault: (fault, method, path) => {
      faults.set(fault, (faults.get(fault) ?? 0) + 1);
      faultLog.push(`${at()} ${fault} ${method} ${path}`);
      if (fault === 'delay') heldUntil = Math.max(heldUntil, Date.now() + PROXY_DELAY_MS);
    },
  });
  // The page's calls through the proxy still waiting for their answer (the chat's socket is no request: it is left).
  const inFlight = new Set<Request>();
  const throughProxy = (request: Request) => new URL(request.url()).port === String(proxyPort);
  page.on('request', (request) => {
    if (throughProxy(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  /** Whether the screen shows the client still at work: a spinner, the connection banner, the chat's notice. */
  const showsWork = () =>
    page
      .locator('.ui-spinner, [data-testid="connection-banner"] p, .chat-panel__notice, .chat-panel__status')
      .filter({ visible: true })
      .count()
      .then(
        (count) => count > 0,
        () => true,
      );
  const waits = await watchWaits(page);
  const server = await serverSession(serverUrl);
  const before = { plan: await server.plan(), team: await server.team() };
  const answers = recordAnswers(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const signOuts: string[] = [];
  const steps: Record<string, number> = {};
  let step = 'sign in';
  let stepStart = started;
  let signedIn = false;
  let crashes = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && signedIn && new URL(frame.url()).pathname === '/login')
      signOuts.push(`${at()} during « ${step} »: ${frame.url()}`);
  });
  const messages = [1, 2].map((n) => `Message ${n} sous pannes (graine ${seed}, ${started})`);
  const collaboratorEmail = `chaos.${seed}.${started}@verdance.fr`;
  return {
    seed,
    rate,
    at,
    proxy,
    server,
    before,
    answers,
    signOuts,
    faultLog,
    /** The two messages to the copilote and the collaborator's address: this run's own. */
    messages,
    collaboratorEmail,
    /** What the server holds against what the person meant (its levers and its actions' edits, this run's rest). */
    findings({ levers, edits }: { levers: readonly string[]; edits: readonly Edit[] }) {
      return serverFindings({ server, before, levers, edits, answers, collaboratorEmail, messages });
    },
    /**
     * Waits until the client is done, for QUIET_MS on end: no call of the page's waiting for its answer, none held
     * by the proxy, no spinner, banner or chat notice on screen (a write waiting to try again shows one). At most
     * SETTLE_MS: past it the screen is read as it is, as the target says.
     */
    async settled(): Promise<void> {
      const deadline = Date.now() + SETTLE_MS;
      let quietSince: number | null = null;
      while (Date.now() < deadline) {
        const done = inFlight.size === 0 && Date.now() >= heldUntil && !(await showsWork());
        quietSince = done ? (quietSince ?? Date.now()) : null;
        if (quietSince !== null && Date.now() - quietSince >= QUIET_MS) return;
        // A poll for the state above: Playwright has no event for a spinner going away.
        await page.waitForTimeout(100);
      }
    },
    /** The step under way. */
    get step() {
      return step;
    },
    /** Whether a navigation to /login now counts as a sign-out. */
    setSignedIn(value: boolean) {
      signedIn = value;
    },
    /** Ends the step under way (its seconds go in the report) and starts `name`. */
    next(name: string) {
      steps[step] = Math.round((Date.now() - stepStart) / 1000);
      step = name;
      stepStart = Date.now();
    },
    /** Whether the crash screen shows; each one seen counts in the report. */
    async crashed(): Promise<boolean> {
      const shown = await page
        .getByText(CRASH_TITLE)
        .first()
        .isVisible()
        .catch(() => false);
      if (shown) crashes += 1;
      return shown;
    },
    summary() {
      return {
        seed,
        rate,
        seconds: Math.round((Date.now() - started) / 1000),
        steps,
        faults: Object.fromEntries(faults),
        signOuts,
        crashes,
        pageErrors,
        ...waitSummary(waits),
      };
    },
  };
}

/** Opens the copilote's conversation from its launcher: the dialog and its log of messages. */
export async function openCopilote(page: Page) {
  await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
  const chat = page.getByRole('dialog', { name: 'Votre copilote' });
  return { chat, log: chat.getByRole('log', { name: 'Messages échangés avec votre copilote' }) };
}

/** Opens the collaborator popup from the menu and fills its form for `email` (Camille, Acteur); returns the popup. */
export async function fillNewCollaborator(page: Page, email: string): Promise<Locator> {
  await openMenu(page);
  await page.getByRole('button', { name: 'Gérer mes collaborateurs' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mes collaborateurs' });
  await expect(dialog.getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await dialog.getByRole('textbox', { name: 'Prénom (facultatif)' }).fill('Camille');
  await dialog.getByRole('button', { name: /Profil type/ }).click();
  await page.getByRole('option', { name: 'Acteur', exact: true }).click();
  return dialog;
}
