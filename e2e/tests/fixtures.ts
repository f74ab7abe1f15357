import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };
export const OPERATOR = { email: 'ops@adportal.test', password: 'Ops@123456' };
export const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Every test fails on a Content-Security-Policy violation or an uncaught page error: the strict CSP must
 * hold for the real app, not only in a header test.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use, testInfo) => {
      // New advertisers are offered the friend-code dialog once per browser session; tests opt out of it
      // here (friend-code.spec.ts covers the dialog itself).
      if (!testInfo.tags.includes('@friend-code')) {
        await page.addInitScript(() => sessionStorage.setItem('friendCodeDialogDismissed', '1'));
      }
      const problems: string[] = [];
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
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
