import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as journey from '../../tests/e2e/chaos-journey';
import { RATE, shownWithin } from '../../tests/e2e/chaos-journey';
import { BEFORE_MOCK_SERVER_URL, BEFORE_PROXY_PORT } from './playwright.config';

/**
 * Issue 35's "before": tests/e2e/chaos.spec.ts's journey, adapted to the client at df484f9 (no « Enregistré » line,
 * no « Renvoyer », no connection banner, a plain select for an action's owner), through the CURRENT chaos proxy in
 * front of the CURRENT mock server. The person is patient and acts the same way at every step: after each action they
 * wait up to 10 s for the sign of success the old screen gives (longer while a spinner / pending state shows); if the
 * screen shows an error or still offers the action, they do it again, up to 5 times. A load error's 'Réessayer' is
 * pressed. Sent to /login, they sign in again and carry on. Findings are recorded in the report, never failed on.
 */

/** How long the person gives the screen to show success after an action (longer while it visibly works). */
const PATIENCE_MS = 10_000;
const ATTEMPTS = 5;
const RESULTS = fileURLToPath(new URL('./test-results', import.meta.url));
/** The old screens' ellipsis (U+2026), as in their « Enregistrement » and « L'opération n'a pas pu aboutir ». */
const ELLIPSIS = '\u2026';

const visibleNow = (locator: Locator) =>
  locator
    .first()
    .isVisible()
    .catch(() => false);

for (const seed of journey.SEEDS) {
  test(`BEFORE (df484f9): the key journey under ${Math.round(RATE * 100)} % faults (seed ${seed})`, async ({
    page,
  }) => {
    const run = await journey.startRun(page, {
      serverUrl: BEFORE_MOCK_SERVER_URL,
      proxyPort: BEFORE_PROXY_PORT,
      seed,
      rate: RATE,
    });
    const contradictions: journey.Contradiction[] = [];
    /** What the person saw and did that the after-journey would not have: retries, error texts, re-sign-ins. */
    const notes: string[] = [];
    const note = (text: string) => notes.push(`${run.at()} ${text}`);
    const noCrash = async () => {
      if (await run.crashed()) note(`crash screen during « ${run.step} » at ${page.url()}`);
    };
    const onLogin = () => new URL(page.url()).pathname === '/login';

    /** Signs in on /login, trying again when the login meets a fault (as the after-journey does). */
    const signIn = async () => {
      for (let attempt = 0; attempt < ATTEMPTS && !/\/dashboard$/.test(page.url()); attempt += 1) {
        if (!onLogin()) await page.goto('/login').catch(() => undefined);
        const submit = page.getByRole('button', { name: 'Se connecter' });
        if (!(await shownWithin(submit, 30_000))) {
          await page.reload().catch(() => undefined);
          continue;
        }
        await page.getByRole('textbox', { name: 'Adresse mail' }).fill(journey.CLAIRE);
        await page.getByLabel(/^Mot de passe/).fill(journey.PASSWORD);
        await submit.click();
        await page.waitForURL(/\/dashboard$/, { timeout: 20_000 }).catch(() => undefined);
      }
      await expect(page).toHaveURL(/\/dashboard$/);
    };

    /** The old diagnosis pages do not redirect a signed-out person: they show this screen in place (no navigation). */
    const signInScreen = page.getByRole('heading', { name: 'Connectez-vous pour répondre au diagnostic' });
    const signedOutSign = () => page.getByRole('button', { name: 'Se connecter' }).or(signInScreen);
    /**
     * Signed out mid-journey (sent to /login, or the diagnosis's sign-in screen): the person signs in again and
     * carries on. A navigation to /login is recorded by the listener; the in-place screen is recorded here.
     */
    const ensureSignedIn = async (): Promise<boolean> => {
      const screen = await visibleNow(signInScreen);
      if (!onLogin() && !screen) return false;
      if (screen) run.signOuts.push(`${run.at()} during « ${run.step} »: sign-in screen at ${page.url()}`);
      note(
        `signed out during « ${run.step} » (${screen ? 'sign-in screen in place' : 'sent to /login'}): signs in again`,
      );
      run.setSignedIn(false);
      if (screen)
        await page
          .getByRole('main')
          .getByRole('link', { name: 'Se connecter' })
          .click()
          .catch(() => undefined);
      await page.waitForURL(/\/login/, { timeout: 10_000 }).catch(() => undefined);
      await signIn();
      run.setSignedIn(true);
      return true;
    };

    /** Opens a page and waits for `ready`; a load error's 'Réessayer' is pressed, or the page reloaded. */
    const open = async (path: string, ready: (page: Page) => Locator): Promise<void> => {
      await page.goto(path).catch(() => undefined);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await shownWithin(ready(page).or(signedOutSign()).first(), 30_000);
        if (await visibleNow(ready(page))) return;
        if (await ensureSignedIn()) {
          await page.goto(path).catch(() => undefined);
          continue;
        }
        const retry = page.getByRole('button', { name: 'Réessayer' }).first();
        if (await visibleNow(retry)) {
          note(`load error on ${path}: presses Réessayer`);
          await retry.click().catch(() => undefined);
        } else {
          note(`${path} not ready in 30 s: reloads`);
          await page.reload().catch(() => undefined);
        }
      }
      await expect(ready(page).first()).toBeVisible();
    };

    try {
      await page.goto('/login').catch(() => undefined);
      await signIn();
      run.setSignedIn(true);
      run.next('answers');

      // Change answers. Old screen: « Réponse enregistrée » under the levels on success, an alert (« Erreur de
      // connexion. Réessayez. ») with a 'Réessayer' button on failure.
      const chosen: { path: string; level: string }[] = [];
      for (const path of journey.QUESTIONS) {
        await open(path, (p) => p.getByRole('radio', { name: /^Niveau 4/ }));
        const four = page.getByRole('radio', { name: /^Niveau 4/ });
        const level = (await four.isChecked()) ? '3' : '4';
        const radio = () => page.getByRole('radio', { name: new RegExp(`^Niveau ${level}`) });
        await radio().check({ force: true });
        const saved = page.getByText('Réponse enregistrée');
        const failed = page.locator('.question__error');
        for (let attempt = 1; ; attempt += 1) {
          await shownWithin(saved.or(failed).first(), PATIENCE_MS);
          // Still « Enregistrement » and its ellipsis (a slow answer): the person keeps waiting while the screen says it works.
          if (!(await visibleNow(saved.or(failed))) && (await visibleNow(page.getByText(`Enregistrement${ELLIPSIS}`))))
            await shownWithin(saved.or(failed).first(), 30_000);
          if (await visibleNow(saved)) break;
          if (await ensureSignedIn()) {
            await open(path, (p) => p.getByRole('radio', { name: /^Niveau 4/ }));
            if (attempt >= ATTEMPTS) break;
            await radio().check({ force: true });
            continue;
          }
          if (attempt >= ATTEMPTS) {
            note(`answer ${path}: not saved on screen after ${ATTEMPTS} tries`);
            break;
          }
          const message =
            (
              await failed
                .first()
                .textContent()
                .catch(() => null)
            )?.trim() ?? 'nothing shown';
          note(`answer ${path}: « ${message} » → tries again`);
          const retry = failed.getByRole('button', { name: 'Réessayer' });
          if (await visibleNow(retry)) await retry.first().click();
          else await radio().check({ force: true });
        }
        chosen.push({ path, level });
        await noCrash();
      }
      run.next('levers');

      // Add three levers. Old screen: the card shows « Dans mon plan » on success; on failure, an alert at the top
      // (« L'opération n'a pas pu aboutir », with an ellipsis) and the button « Ajouter au plan » still there.
      await open('/solutions', (p) => p.getByRole('button', { name: /^Ajouter au plan : / }));
      const levers: string[] = [];
      for (let index = 0; index < journey.LEVERS; index += 1) {
        // The first lever still offered that the person has not tried yet (one they gave up on stays offered).
        const offered = await page
          .getByRole('button', { name: /^Ajouter au plan : / })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
        const lever =
          offered.map((label) => label.replace(/^Ajouter au plan : /, '')).find((name) => !levers.includes(name)) ?? '';
        if (lever === '') throw new Error('no lever left to add');
        const card = () => page.getByRole('article', { name: lever });
        const addButton = () => card().getByRole('button', { name: `Ajouter au plan : ${lever}` });
        await addButton().click();
        for (let attempt = 1; ; attempt += 1) {
          await shownWithin(card().getByText('Dans mon plan'), PATIENCE_MS);
          // The button spins while the add runs: a person waits for it to end.
          if (
            !(await visibleNow(card().getByText('Dans mon plan'))) &&
            (await visibleNow(card().locator('.ui-spinner')))
          )
            await shownWithin(card().getByText('Dans mon plan'), 30_000);
          if (await visibleNow(card().getByText('Dans mon plan'))) break;
          if (await ensureSignedIn())
            await open('/solutions', (p) => p.getByRole('button', { name: /^Ajouter au plan : / }));
          if (attempt >= ATTEMPTS) {
            note(`lever « ${lever} »: not « Dans mon plan » on screen after ${ATTEMPTS} tries`);
            break;
          }
          const alert = page.locator('.ui-alert, [role="alert"]').filter({ hasText: /aboutir|erreur|Erreur|serveur/ });
          const message =
            (
              await alert
                .first()
                .textContent({ timeout: 500 })
                .catch(() => null)
            )?.trim() ?? 'no message';
          if (!(await visibleNow(addButton()))) {
            note(`lever « ${lever} »: neither « Dans mon plan » nor the button (${message})`);
            continue;
          }
          note(`lever « ${lever} »: still « Ajouter au plan » (${message}) → adds again`);
          await addButton()
            .click()
            .catch(() => undefined);
        }
        levers.push(lever);
        await noCrash();
      }
      await run.settled();
      for (const lever of levers) {
        const inPlan = await visibleNow(page.getByRole('article', { name: lever }).getByText('Dans mon plan'));
        if (!inPlan)
          contradictions.push({ what: `lever « ${lever} »`, screen: 'not in the plan', server: 'see lost/doubled' });
      }
      await noCrash();
      run.next('owner and deadline');

      // Owner and deadline of the first two actions of « À réaliser ». Old screen: the owner is a select (a button
      // showing the owner's name and a list of options); the card is aria-busy while it saves and shows
      // « La modification n'a pas pu être enregistrée. Réessayez. » on failure; the deadline, a date input saved on Enter.
      const toDo = (p: Page) => p.getByRole('region', { name: /^À réaliser/ }).getByRole('article');
      await open('/pilotage', toDo);
      const edits: journey.Edit[] = [];
      /** The card's state once settled: busy ends (the person waits while it works), then error or not. */
      const settle = async (action: Locator, success: () => Promise<boolean>) => {
        const deadlineAt = Date.now() + PATIENCE_MS;
        while (Date.now() < deadlineAt) {
          if (await success()) break;
          if (await visibleNow(action.locator('.action-card__error'))) break;
          await page.waitForTimeout(250);
        }
        // Still saving (aria-busy): wait for it to end.
        await expect(action)
          .not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 })
          .catch(() => undefined);
        return {
          ok: await success(),
          error: (
            await action
              .locator('.action-card__error')
              .first()
              .textContent({ timeout: 500 })
              .catch(() => null)
          )?.trim(),
        };
      };
      for (const [index, deadline] of journey.DEADLINES.entries()) {
        const actionName = (await toDo(page).nth(index).getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
        const action = page.getByRole('article', { name: actionName }).first();
        const ownerTrigger = action.locator('.ui-select__trigger').first();
        const shownOwner = async () => ((await ownerTrigger.locator('.ui-select__value').textContent()) ?? '').trim();
        const currentOwner = await shownOwner();
        const options = page.getByRole('option');
        let ownerName = '';
        for (let attempt = 1; ; attempt += 1) {
          for (let click = 0; click < 3; click += 1) {
            await ownerTrigger.click();
            if (await shownWithin(options.first(), 3_000)) break;
          }
          await expect(options.first()).toBeVisible();
          if (ownerName === '') {
            const names = (await options.allTextContents()).map((name) => name.trim());
            ownerName = names.find((name, position) => position > 0 && name !== currentOwner) ?? '';
          }
          await options.filter({ hasText: ownerName }).first().click();
          const result = await settle(action, async () => (await shownOwner()) === ownerName);
          if (result.ok && !result.error) break;
          if (await ensureSignedIn()) await open('/pilotage', toDo);
          if (attempt >= ATTEMPTS) {
            note(`owner of « ${actionName} »: not shown after ${ATTEMPTS} tries (${result.error ?? 'no message'})`);
            break;
          }
          note(`owner of « ${actionName} »: « ${result.error ?? `shows ${await shownOwner()}`} » → chooses again`);
          if (result.ok) break; // the new owner is shown (the error was about an earlier try): nothing to redo
        }
        const deadlineInput = action.getByLabel('Échéance');
        for (let attempt = 1; ; attempt += 1) {
          await deadlineInput.fill(deadline);
          await deadlineInput.press('Enter');
          const result = await settle(
            action,
            async () =>
              (await visibleNow(action.getByRole('button', { name: "Retirer l'échéance" }))) &&
              !(await action.getAttribute('aria-busy').then((busy) => busy === 'true')),
          );
          if (result.ok && !result.error) break;
          if (await ensureSignedIn()) await open('/pilotage', toDo);
          if (attempt >= ATTEMPTS) {
            note(`deadline of « ${actionName} »: error after ${ATTEMPTS} tries (${result.error ?? 'no message'})`);
            break;
          }
          note(`deadline of « ${actionName} »: « ${result.error ?? 'no sign of success'} » → enters it again`);
          // To save the same date again, the old field needs a change it has not sent: the person clears and retypes.
          await deadlineInput.fill('');
        }
        edits.push({ actionName, ownerName, deadline, shownOwner: '', shownDeadline: '' });
        await noCrash();
      }
      await run.settled();
      for (const edit of edits) {
        const action = page.getByRole('article', { name: edit.actionName }).first();
        edit.shownOwner = (
          (await action.locator('.ui-select__trigger .ui-select__value').first().textContent()) ?? ''
        ).trim();
        edit.shownDeadline = await action.getByLabel('Échéance').inputValue();
      }
      await noCrash();
      run.next('chat');

      // Two messages to the copilote. Old screen: a message shows in the log only when the server echoes it; while
      // the socket is down the « Envoyer » button is disabled and the text stays in the field; no « Renvoyer ».
      const { chat, log } = await journey.openCopilote(page);
      const { messages } = run;
      for (const body of messages) {
        const input = chat.getByRole('textbox', { name: 'Votre message' });
        const row = log.getByRole('listitem').filter({ hasText: body });
        await expect(input).toBeEditable({ timeout: 60_000 });
        for (let attempt = 1; ; attempt += 1) {
          if ((await input.inputValue()) !== body) await input.fill(body);
          // The person waits (up to 60 s) for « Envoyer » to be offered, then presses Enter.
          await expect(chat.getByRole('button', { name: 'Envoyer' }))
            .toBeEnabled({ timeout: 60_000 })
            .catch(() => undefined);
          await input.press('Enter');
          if (await shownWithin(row.first(), PATIENCE_MS)) break;
          if (attempt >= ATTEMPTS) {
            note(`message « ${body} »: not shown after ${ATTEMPTS} tries`);
            break;
          }
          const left = await input.inputValue();
          const notice = (
            await chat
              .locator('.chat-panel__notice')
              .first()
              .textContent({ timeout: 500 })
              .catch(() => null)
          )?.trim();
          note(
            `message « ${body} »: not in the conversation after 10 s (${left === body ? 'still in the field' : 'field emptied'}; ${notice ?? 'no notice'}) → sends again`,
          );
        }
      }
      await run.settled();
      for (const body of messages) {
        const shown = await log.getByRole('listitem').filter({ hasText: body }).count();
        if (shown !== 1)
          contradictions.push({
            what: `message « ${body} »`,
            screen: `${shown} times`,
            server: 'see messagesLost/Doubled',
          });
      }
      await chat
        .getByRole('button', { name: /Fermer/ })
        .first()
        .click()
        .catch(() => undefined);
      await noCrash();
      run.next('collaborator');

      // A collaborator. Old screen: « Un nouveau collaborateur·rice·s a été ajouté ! » on success; on failure an alert
      // (the form kept), the person presses « Ajouter le collaborateur » again.
      await ensureSignedIn();
      const dialog = await journey.fillNewCollaborator(page, run.collaboratorEmail);
      const success = dialog.getByText('Un nouveau collaborateur·rice·s a été ajouté !');
      const failure = dialog.locator('.ui-alert, [role="alert"]').filter({ hasNotText: 'a été ajouté' });
      let collaboratorOutcome = '';
      for (let attempt = 1; ; attempt += 1) {
        await dialog.getByRole('button', { name: 'Ajouter le collaborateur' }).click();
        await shownWithin(success.or(failure).first(), PATIENCE_MS);
        if (!(await visibleNow(success.or(failure))) && (await visibleNow(dialog.locator('.ui-spinner'))))
          await shownWithin(success.or(failure).first(), 30_000);
        if (await visibleNow(success)) {
          collaboratorOutcome = `added (attempt ${attempt})`;
          break;
        }
        const message =
          (
            await failure
              .first()
              .textContent({ timeout: 500 })
              .catch(() => null)
          )?.trim() ?? 'nothing shown';
        if (/déjà à un compte/.test(message)) {
          // Retrying cannot change this answer: the person reads that the address is already taken and stops.
          collaboratorOutcome = `attempt ${attempt}: told « ${message} »`;
          note(`collaborator: « ${message} » (the earlier try did reach the server) → stops`);
          break;
        }
        if (attempt >= ATTEMPTS) {
          collaboratorOutcome = `no success after ${ATTEMPTS} tries (« ${message} »)`;
          break;
        }
        note(`collaborator: « ${message} » → presses « Ajouter le collaborateur » again`);
      }
      await run.settled();
      await noCrash();
      run.next('server checks');

      // The server's truth (asked directly, not through the proxy).
      const findings = await run.findings({ levers, edits });

      const report = {
        client: 'df484f9 (before issue 35)',
        ...run.summary(),
        answers: chosen.length,
        levers: levers.length,
        actions: edits.length,
        collaboratorOutcome,
        ...findings,
        contradictions: [...contradictions, ...findings.contradictions],
        notes,
        faultLog: run.faultLog,
      };
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(`${RESULTS}/chaos-before-seed-${seed}.json`, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`[chaos-before] ${JSON.stringify({ ...report, faultLog: undefined })}`);
    } catch (error) {
      // The journey could not be driven: keep what was seen, then fail.
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(
        `${RESULTS}/chaos-before-seed-${seed}.partial.json`,
        `${JSON.stringify({ ...run.summary(), step: run.step, url: page.url(), error: String(error), notes, faultLog: run.faultLog }, null, 2)}\n`,
      );
      throw error;
    } finally {
      await run.proxy.close();
    }
  });
}
