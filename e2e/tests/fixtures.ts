import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { linkIn } from '../../apps/api/test/smtp-fake.ts';
import { createSessionStore } from '../../apps/web/src/lib/session.ts';
import { createStorage, memoryStore } from '../../apps/web/src/lib/storage.ts';
import { type Mailbox, spooledMailbox } from './mail-spool.ts';

export const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };
export const OPERATOR = { email: 'ops@adportal.test', password: 'Ops@123456' };
export const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export type { Mailbox };

/** Quiet popups: the answer the app gets for a page's popups when a test has not opted in (see `popups`). */
const NO_POPUPS = /\/api\/popup\/page\?/;

/**
 * Answers every page's popups with none in a page or context: what a spec sees unless it opts in with
 * `test.use({ popups: true })`. Answered here, never asked of the server, so another spec's popup (popups.spec.ts
 * makes one for every advertiser) neither shows nor counts as seen while a spec beside it runs.
 */
export async function hidePopups(target: Page | BrowserContext) {
  await target.route(NO_POPUPS, (route) =>
    route.fulfill({
      json: { status: true, data: [], domain: new URL(route.request().url()).origin, system_url: [] },
    }),
  );
}

/**
 * Every test fails on a Content-Security-Policy violation (logged to the console or only reported to the document
 * as a `securitypolicyviolation` event) or an uncaught page error: the strict CSP must hold for the real app, not
 * only in a header test.
 */
export const test = base.extend<{ pageProblems: string[]; popups: boolean }, { mailbox: Mailbox }>({
  // The run's mail (one SMTP server for every worker, global-setup.ts): every email the app sends arrives here.
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const spool = process.env.E2E_MAIL_SPOOL;
      if (!spool) throw new Error('E2E_MAIL_SPOOL is unset: run the specs through playwright.config.ts');
      await use(spooledMailbox(spool));
    },
    { scope: 'worker' },
  ],
  /**
   * Whether the test's page shows the popups operators made (the demo's welcome popup on the dashboard). Off: the
   * specs that drive popups (popups.spec.ts, the keyboard journey) opt in with `test.use({ popups: true })`; no
   * other spec ever meets one, so none needs to close one.
   */
  popups: [false, { option: true }],
  pageProblems: [
    async ({ page, popups }, use, testInfo) => {
      // New advertisers are offered the friend-code dialog until they skip it (kept on the server); tests
      // opt out of it here (friend-code.spec.ts covers the dialog itself).
      if (!testInfo.tags.includes('@friend-code')) await skipFriendCodeDialog(page);
      if (!popups) await hidePopups(page.context());
      const problems: string[] = [];
      // A violation the page's own script catches (zod's `new Function('')` probe under script-src 'self' threw
      // an EvalError zod swallowed) writes nothing to the console, yet the document reports it: every frame of
      // the page reports its violations here, before any of its scripts runs.
      await page.exposeFunction('__e2eCspViolation', (violation: string) =>
        problems.push(`csp: ${violation}`),
      );
      await page.addInitScript(() => {
        const report = (window as unknown as { __e2eCspViolation: (violation: string) => void })
          .__e2eCspViolation;
        window.addEventListener(
          'securitypolicyviolation',
          (event) =>
            report(
              `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
            ),
          true,
        );
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
          problems.push(`csp: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Shows the page (or every page of a context) the friend-code dialog as already skipped: what a new
 * advertiser's "Skip for now" records on the server, without a test having to click it first.
 */
export async function skipFriendCodeDialog(target: Page | BrowserContext) {
  await target.route(/\/api\/internal\/advertisers\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch().catch(() => null);
    // The page went away meanwhile: nothing waits for this answer any more.
    if (!response) return route.abort().catch(() => undefined);
    // Only a full JSON answer is rewritten (a 304 or an error passes as it came).
    const advertiser = response.status() === 200 ? await response.json().catch(() => null) : null;
    // The page may also go away while the body is read: its answer is then disposed and nobody waits for it.
    const gone = () => undefined;
    if (!advertiser) return route.fulfill({ response }).catch(gone);
    return route.fulfill({ response, json: { ...advertiser, friend_code_skipped: true } }).catch(gone);
  });
}

/** A signed-in API session (the bearer header), as a script holds it: for arranging and reading state. */
export async function apiSession(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  return { authorization: `Bearer ${access_token}` };
}

export async function chooseLanguage(page: Page, language: 'en' | 'th' | 'zh' = 'en') {
  await page.goto('/select-language');
  await page.getByTestId(`lang-${language}`).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

export async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `npm run looks` (E2E_LOOKS=1): the screenshots are taken and every look of each screen set is walked
 * (looks.ts). `npm test` takes none: no test compares them, they are for people to look at.
 */
export const LOOKS = process.env.E2E_LOOKS === '1';

/**
 * A picture of the page (the whole page unless `fullPage: false`) or of one part of it, under `name`, when the
 * run takes pictures (`npm run looks`); nothing otherwise.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (!LOOKS) return;
  const path = join(SCREENSHOTS, `${name}.png`);
  // Finished transitions: a floating label caught halfway reads as a broken field.
  if ('goto' in target) await target.screenshot({ path, fullPage, animations: 'disabled' });
  else await target.screenshot({ path, animations: 'disabled' });
}

/** The e2e server's clock (TEST_CLOCK=true in playwright.config.ts; lib/test-clock.ts of the API). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/test/clock');
  expect(response.status(), 'GET /api/test/clock').toBe(200);
  return Date.parse((await response.json()).now);
}

/**
 * Moves the e2e server's clock forward by `ms` (for every spec at once: forward only, so nothing any spec waits
 * for comes sooner than it would) and returns its new `now`. The impressions the server holds are written first.
 */
export async function advanceClock(request: APIRequestContext, ms: number): Promise<number> {
  const response = await request.post('/api/test/clock', {
    data: { advance_ms: ms },
  });
  expect(response.status(), 'POST /api/test/clock').toBe(200);
  return Date.parse((await response.json()).now);
}

export interface Registration {
  advertiser_name?: string;
  full_name?: string;
  email: string;
  password: string;
}

/**
 * Registers an advertiser the way a person does, through the API: the form, then the emailed confirmation
 * link. Returns the created account's ids.
 */
export async function registerAccount(
  request: APIRequestContext,
  mailbox: Mailbox,
  { advertiser_name = 'E2E Advertising', full_name = 'Erin Example', email, password }: Registration,
): Promise<{ user_id: string; advertiser_id: string; email: string }> {
  const started = await request.post('/api/auth/register', {
    data: { advertiser_name, full_name, email, password, confirm_password: password },
  });
  expect(started.status()).toBe(202);
  const link = linkIn(await mailbox.next(email));
  const confirmToken = new URL(link).pathname.split('/').pop();
  const confirmed = await request.post('/api/auth/register/confirm', {
    data: { token: confirmToken },
  });
  expect(confirmed.status()).toBe(201);
  return confirmed.json();
}

export const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** Stores the language and colour scheme the app starts with, as a returning visitor would have them. */
export async function prepareLanguageAndScheme(page: Page, language: string, scheme: 'light' | 'dark') {
  await page.goto('/select-language');
  await page.evaluate(
    ([lang]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('preferredLanguage', lang!);
    },
    [language],
  );
  await page.context().addCookies([
    { name: 'theme', value: scheme, url: page.url() },
    { name: 'color-scheme', value: scheme, url: page.url() },
  ]);
}

/**
 * Opens `path` signed in, in a language and colour scheme, as a returning visitor arrives: with the session the
 * app's own sign-in stores (lib/session.ts, from a real POST /api/auth/login), the language in localStorage and the
 * scheme's cookies — one page load instead of three (language page, sign-in form, home). The sign-in form itself is
 * driven by the journey, guards, recovery and keyboard specs. Without a path the page stays on a blank answer and
 * the next `goto` opens the app signed in.
 */
export async function openSignedIn(
  page: Page,
  who: { email: string; password: string },
  path?: string,
  { language = 'en', scheme = 'light' }: { language?: string; scheme?: 'light' | 'dark' } = {},
) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(login.status(), `sign-in of ${who.email}`).toBe(200);
  const stored = memoryStore({ language, preferredLanguage: language });
  createSessionStore(createStorage(stored)).startSession(await login.json());
  // A same-origin answer without the app, to write the origin's storage before the app reads it.
  await page.goto('/api/health');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored.dump());
  // For the whole site: a cookie given only the URL /api/health would take the path /api/, and every page would
  // be drawn light whatever the look asked for.
  const site = { domain: new URL(page.url()).hostname, path: '/' };
  await page.context().addCookies([
    { name: 'theme', value: scheme, ...site },
    { name: 'color-scheme', value: scheme, ...site },
  ]);
  if (path) await page.goto(path);
}

/** Signs in through the form by field names, whatever the language. */
export async function signInAnyLanguage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}
