import { serialise, STEP_TIMEOUT, type Driver, type Query } from './drivers';

/**
 * The key journeys of the demo, run one after the other in each browser (run.ts), in one fresh profile: sign-in and
 * score, a diagnosis answer kept across a reload, the collaborators search, a deadline kept, the copilote, the
 * console, a deep-link reload, a page left in the middle of its writes, sign-out, a scenario link opened signed out.
 * Small on purpose: it guards the engines; Chromium's suite explores.
 */

const CLAIRE = 'claire.martin@verdance.fr';
const HUGO = 'hugo.bernard@verdance.fr';
/** The demo console's network settings in localStorage (mocks/network.ts). */
const NETWORK_KEY = 'steer-demo-network';
const PASSWORD = 'Steer2026!';

export interface Journey {
  name: string;
  run: (page: JourneyPage) => Promise<void>;
}

/** A driver with the waits a journey needs, against the demo at `origin`. */
export class JourneyPage {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.driver.goto(`${this.origin}${path}`);
    await this.appShown();
  }

  /**
   * A route's own HTML paints its frame (its h1 included) before any script runs; the app then takes its place
   * (src/app/first-frame.ts). A step reads the app's page, not the frame: it waits until no hidden app waits beside one.
   */
  async appShown(): Promise<void> {
    await this.until('the app in place of the frame', 'return !document.querySelector(".first-frame[hidden]");');
  }

  /** Polls `body` in the page until it returns something truthy; fails with `what` after STEP_TIMEOUT. */
  async until<T>(what: string, body: string, ...args: unknown[]): Promise<T> {
    const started = Date.now();
    let lastError: unknown;
    for (;;) {
      try {
        const value = await this.driver.evaluate<T>(body, ...args);
        if (value) return value;
      } catch (error) {
        // A page between two documents (a reload, a navigation) answers nothing for a moment.
        lastError = error;
      }
      if (Date.now() - started > STEP_TIMEOUT) {
        const at = await this.driver.url().catch(() => '?');
        const why = lastError ? ` (${String(lastError)})` : '';
        throw new Error(`${what}: not within ${STEP_TIMEOUT / 1000} s, at ${at}${why}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Waits for the element, then returns its text. */
  shown(query: Query): Promise<string> {
    return this.until(
      `${describe(query)} shown`,
      'const found = find(args[0]); return found && (found.textContent || " ");',
      serialise(query),
    );
  }

  async click(query: Query): Promise<void> {
    await this.shown(query);
    await this.driver.click('return find(args[0]);', serialise(query));
  }

  /** Clicks the field, then types into it with the keyboard. */
  async typeInto(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.driver.type(text);
  }

  async untilPath(path: string): Promise<void> {
    await this.until(`the address ${path}`, 'return location.pathname === args[0];', path);
  }

  /** Opens the side menu as a mouse user does: it expands under the pointer (its account icons show then). */
  async openMenu(): Promise<void> {
    // The app's menu, not the collapsed rail of a route's static frame (src/app/route-frames.tsx), which has no entries.
    await this.until('the side menu', 'return Boolean(document.querySelector(".side-menu nav ul"));');
    await this.driver.hover('return document.querySelector(".side-menu nav ul");');
    await this.until('the menu expanded', 'return document.querySelector(".side-menu")?.dataset.expanded === "true";');
  }

  /**
   * Moves the pointer off the menu, which folds back (expanded, it covers the page's left side): onto the copilote's
   * button, at the other side of the page.
   */
  async leaveMenu(): Promise<void> {
    // Over it first: a popup opened from it may have had the pointer leave meanwhile, which left it open.
    await this.driver.hover('return document.querySelector(".side-menu nav ul");');
    await this.driver.hover('return find({ role: "button", name: "Écrire à votre copilote" });');
    await this.until('the menu folded', 'return document.querySelector(".side-menu")?.dataset.expanded !== "true";');
  }

  /** Waits until the page's text matches. */
  async untilText(pattern: RegExp): Promise<string> {
    return this.until(
      `the text ${pattern}`,
      'const match = new RegExp(args[0], args[1]).exec(document.body.innerText); return match && match[0];',
      pattern.source,
      pattern.flags,
    );
  }
}

function describe(query: Query): string {
  return `${query.within ? `${describe(query.within)} › ` : ''}${query.role}${query.name ? ` « ${String(query.name)} »` : ''}`;
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
}

const H1 = 'const heading = document.querySelector("h1"); return heading && heading.textContent.trim();';
/** In the page: the e-mail of the session's access token (its payload, base64url), or null when signed out. */
const SESSION_EMAIL =
  '(() => { const token = sessionStorage.getItem("accessToken"); return token && JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).email; })()';

export const JOURNEYS: Journey[] = [
  {
    name: 'sign-in and score',
    run: async (page) => {
      await page.goto('/login');
      await page.typeInto({ role: 'textbox', name: 'Adresse mail' }, CLAIRE);
      await page.typeInto({ role: 'password', name: /^Mot de passe/ }, PASSWORD);
      await page.click({ role: 'button', name: 'Se connecter' });
      await page.untilPath('/dashboard');
      await page.untilText(/Votre score global: \d+\/100/);
    },
  },
  {
    name: 'a diagnosis answer kept across a reload',
    run: async (page) => {
      await page.goto('/diagnosis/gouvernance/1');
      await page.until(
        'the question',
        `return ${JSON.stringify("Raison d'être")} === (document.querySelector("h1") || {}).textContent;`,
      );
      // Another level than the saved one, chosen by its label (the radio itself is visually hidden).
      const chosen = await page.until<string>(
        'a level to choose',
        'const radio = [...document.querySelectorAll("input[type=radio]")].find((input) => !input.checked); return radio && radio.value;',
      );
      await page.driver.click(
        'const radio = document.querySelector(`input[type=radio][value="${args[0]}"]`); return radio.closest("label") || document.querySelector(`label[for="${radio.id}"]`);',
        chosen,
      );
      await page.until('« Enregistré »', 'return document.body.innerText.includes("Enregistré");');
      await page.driver.reload();
      await page.until(
        'the chosen level after the reload',
        'const radio = document.querySelector(`input[type=radio][value="${args[0]}"]`); return radio && radio.checked;',
        chosen,
      );
    },
  },
  {
    name: 'the collaborators search',
    run: async (page) => {
      await page.goto('/dashboard');
      await page.openMenu();
      await page.click({ role: 'button', name: 'Gérer mes collaborateurs' });
      const dialog: Query = { role: 'dialog', name: 'Mes collaborateurs' };
      await page.shown({ role: '[role=listbox]', name: 'Collaborateurs de votre entreprise', within: dialog });
      await page.typeInto({ role: 'searchbox', name: 'Rechercher un collaborateur', within: dialog }, 'BERNA');
      await page.until(
        'only Hugo Bernard listed',
        'const options = findAll({ role: "option", within: args[0] }); return options.length === 1 && /^Hugo Bernard/.test(nameOf(options[0]));',
        serialise(dialog),
      );
      await page.driver.press('Escape');
      await page.until('the popup closed', 'return !find(args[0]);', serialise(dialog));
      await page.leaveMenu();
    },
  },
  {
    name: 'a deadline kept',
    run: async (page) => {
      await page.goto('/pilotage');
      const field: Query = { role: 'group', name: 'Échéance' };
      await page.shown(field);
      const title = await page.driver.evaluate<string>(
        'return find(args[0]).closest("article").querySelector("h3").textContent.trim();',
        serialise(field),
      );
      const card: Query = { role: 'article', name: title };
      // Each part typed after a click on it, as a person may: under automation a script's focus() (react-aria's move
      // to the next part) does not move where the keys go in Firefox.
      const before = await page.shown({ ...field, within: card });
      for (const [index, digits] of ['25', '12', '2026'].entries()) {
        await page.click({ role: 'spinbutton', within: { ...field, within: card }, index });
        await page.driver.type(digits);
      }
      const typed = await page.shown({ ...field, within: card });
      if (!/25\/12\/2026/.test(typed))
        throw new Error(`typed 25/12/2026 into « ${before} », the field reads « ${typed} »`);
      await page.driver.press('Enter');
      await page.until(
        '« Enregistré »',
        'return (find(args[0]) || {}).innerText?.includes("Enregistré");',
        serialise(card),
      );
      await page.driver.reload();
      const shown = await page.shown({ ...field, within: card });
      if (!/25\/12\/2026/.test(shown))
        throw new Error(`the deadline after a reload reads « ${shown} », not 25/12/2026`);
    },
  },
  {
    name: 'the copilote',
    run: async (page) => {
      await page.click({ role: 'button', name: 'Écrire à votre copilote' });
      const chat: Query = { role: 'dialog', name: 'Votre copilote' };
      await page.typeInto({ role: 'textbox', name: 'Votre message', within: chat }, 'Quel est mon score ?');
      await page.driver.press('Enter');
      await page.until(
        "the copilote's answer",
        'const log = find(args[0]); return log && log.innerText.includes("Votre score global est de");',
        serialise({ role: 'log', within: chat }),
      );
      await page.driver.press('Escape');
      await page.until('the chat closed', 'return !find(args[0]);', serialise(chat));
    },
  },
  {
    name: 'the console',
    run: async (page) => {
      await page.click({ role: 'button', name: /^Démo/ });
      const panel: Query = { role: 'region', name: 'Console de démonstration' };
      await page.click({ role: 'button', name: 'Se connecter en tant que Hugo Bernard', within: panel });
      await page.untilPath('/dashboard');
      // Hugo's initials on the profile button.
      await page.openMenu();
      await page.shown({ role: 'button', name: / HB$/ });
      await page.leaveMenu();
    },
  },
  {
    name: 'a deep-link reload',
    run: async (page) => {
      await page.goto('/pilotage');
      const heading = await page.until<string>('the page heading', H1);
      await page.driver.reload();
      await page.appShown();
      await page.untilPath('/pilotage');
      expectEqual(await page.until<string>('the page heading after the reload', H1), heading, 'the heading');
    },
  },
  {
    // A page the person leaves while its backend still writes: the browser may keep it suspended (WebKit's
    // back/forward cache), and a transaction left waiting on it would hold its stores, so the next page would wait for
    // ever on « Chargement... » (mocks/db/record-storage.ts, inOneTask). Forty saves of the same preferences, one
    // transaction each, and the page left 20 ms in, among them.
    name: 'a page left in the middle of its writes',
    run: async (page) => {
      await page.goto('/pilotage');
      await page.until('the page heading', H1);
      await page.driver.evaluate(`
        const token = sessionStorage.getItem("accessToken");
        const email = ${SESSION_EMAIL};
        const body = JSON.stringify({ deadlineReminders: true, copiloteMessages: true, surveyDigest: false, resourcesNewsletter: true, frequency: "weekly" });
        for (let index = 0; index < 40; index++) {
          void fetch("/users/" + encodeURIComponent(email) + "/notification-preferences", {
            method: "PUT",
            headers: { Authorization: "Bearer " + token, "Content-Type": "application/json" },
            body,
          }).catch(() => undefined);
        }
        setTimeout(() => location.assign("/dashboard"), 20);
        return true;`);
      await page.untilPath('/dashboard');
      await page.appShown();
      await page.untilText(/Votre score global: \d+\/100/);
    },
  },
  {
    name: 'sign-out',
    run: async (page) => {
      await page.goto('/logout');
      await page.untilPath('/login');
      expectEqual(
        await page.driver.evaluate('return sessionStorage.getItem("accessToken");'),
        null,
        'the session token',
      );
      await page.goto('/dashboard');
      await page.untilPath('/login');
    },
  },
  {
    // Last: it leaves Hugo signed in with the documents failing. A reviewer's link, pasted into a browser signed out.
    name: 'a scenario link opened signed out',
    run: async (page) => {
      await page.goto(`/pilotage?scenario=persona:${HUGO};fail:documents=500;fresh`);
      // Applied, then the page loaded again without the link's parameter.
      await page.until(
        'the page without the link',
        'return location.pathname === "/pilotage" && location.search === "";',
      );
      await page.until('the title', 'return document.title === "Mon pilotage · Steer";');
      expectEqual(await page.until<string>('a session', `return ${SESSION_EMAIL};`), HUGO, "the session's persona");
      const network = await page.driver.evaluate<string | null>('return localStorage.getItem(args[0]);', NETWORK_KEY);
      expectEqual(
        (JSON.parse(network ?? 'null') as { failures?: Record<string, string> } | null)?.failures?.documents,
        '500',
        'the documents failure from the link',
      );
      await page.shown({ role: 'button', name: 'Démo (conditions réseau simulées actives)' });
      await page.until('the page heading', H1);
    },
  },
];
