import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { linkIn, startSmtpFake } from '../../apps/api/test/smtp-fake.ts';
import { createSessionStore } from '../../apps/web/src/lib/session.ts';
import { createStorage, memoryStore } from '../../apps/web/src/lib/storage.ts';

export const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };
export const OPERATOR = { email: 'ops@adportal.test', password: 'Ops@123456' };
export const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Every test fails on a Content-Security-Policy violation (logged to the console or only reported to the document
 * as a `securitypolicyviolation` event) or an uncaught page error: the strict CSP must hold for the real app, not
 * only in a header test.
 */
export type Mailbox = Awaited<ReturnType<typeof startSmtpFake>>;

/** Where the e2e server sends mail: SMTP_URL of the server, a free port chosen by playwright.config.ts. */
function smtpPort(): number {
  const url = process.env.E2E_SMTP_URL;
  if (!url) throw new Error('E2E_SMTP_URL is unset: run the specs through playwright.config.ts');
  return Number(new URL(url).port);
}

export const test = base.extend<{ pageProblems: string[] }, { mailbox: Mailbox }>({
  // One real SMTP server per worker: every email the app sends during the run arrives here.
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const smtp = await startSmtpFake(smtpPort());
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  pageProblems: [
    async ({ page }, use, testInfo) => {
      // New advertisers are offered the friend-code dialog until they skip it (kept on the server); tests
      // opt out of it here (friend-code.spec.ts covers the dialog itself).
      if (!testInfo.tags.includes('@friend-code')) await skipFriendCodeDialog(page);
      // The demo's popup opens over the dashboard (and any popup an operator switches on over its pages):
      // every spec closes it whenever it stands in the way, as a person would; popups.spec.ts drives popups.
      if (!testInfo.file.endsWith('popups.spec.ts')) {
        // Open, opening (a menu button expanded while the menu's script loads) or closing: a kept-mounted closed
        // menu carries .MuiModal-hidden and does not count.
        const menuInUse = async () =>
          (await page
            .locator('.MuiMenu-root:not(.MuiModal-hidden), [aria-haspopup][aria-expanded="true"]')
            .count()) > 0;
        await page.addLocatorHandler(
          page.getByTestId('popup-dialog'),
          async (popup) => {
            // A menu the test opened stands over a popup that arrived after it (popups sit under MUI's modal
            // layer): the menu's item is what the test clicks next, so the popup waits until the menu is gone.
            if (await menuInUse()) return;
            // One at a time: the next of the stack opens as the closed one leaves, so close until none is left.
            // A popup may also leave by itself while this runs (the page changed under it): then nothing is left
            // to close, and waiting for its button would hold the test until it times out.
            for (let closed = 0; closed < 10 && (await popup.isVisible()); closed++) {
              const id = await popup.getAttribute('data-popup-id', { timeout: 2_000 }).catch(() => null);
              if (id === null) break;
              const shown = page.locator(`[data-popup-id="${id}"]`);
              await shown
                .getByTestId('popup-close')
                .click({ timeout: 5_000 })
                .catch(async (error: unknown) => {
                  if ((await shown.count()) > 0 && !(await menuInUse())) throw error;
                });
              // A menu that opened meanwhile keeps the popup; the next action or assertion comes back to it.
              if (await menuInUse()) return;
              await expect(shown).toHaveCount(0);
            }
          },
          // The handler may leave a popup standing (under a menu); the closing loop itself waits for each one.
          { noWaitAfter: true },
        );
      }
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

/** A signed-in API session (bearer and CSRF headers), as a script holds it: for arranging and reading state. */
export async function apiSession(request: APIRequestContext, who: { email: string; password: string }) {
  const { token } = await (await request.get('/api/csrf')).json();
  const login = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': token },
    data: { email: who.email, password: who.password },
  });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  return { authorization: `Bearer ${access_token}`, 'x-csrf-token': token };
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

export async function shot(page: Page, name: string) {
  // Finished transitions: a floating label caught halfway reads as a broken field.
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
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
  const { token } = await (await request.get('/api/csrf')).json();
  const headers = { 'x-csrf-token': token };
  const started = await request.post('/api/auth/register', {
    headers,
    data: { advertiser_name, full_name, email, password, confirm_password: password },
  });
  expect(started.status()).toBe(202);
  const link = linkIn(await mailbox.next(email));
  const confirmToken = new URL(link).pathname.split('/').pop();
  const confirmed = await request.post('/api/auth/register/confirm', {
    headers,
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
  const { token } = await (await page.request.get('/api/csrf')).json();
  const login = await page.request.post('/api/auth/login', {
    headers: { 'x-csrf-token': token },
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
