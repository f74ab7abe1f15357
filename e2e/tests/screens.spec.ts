import type { Page } from '@playwright/test';
import { DEMO, expect, shot, test } from './fixtures.ts';

const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

async function prepare(page: Page, language: string, scheme: 'light' | 'dark') {
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

for (const [device, viewport] of Object.entries(WIDTHS)) {
  for (const language of ['en', 'th', 'zh']) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`screens at ${device} width in ${language}, ${scheme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await prepare(page, language, scheme);
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
        await shot(page, `login-${device}-${language}-${scheme}`);
        await page.goto('/register');
        await shot(page, `register-${device}-${language}-${scheme}`);
        await page.goto('/login');
        await page.locator('input[name="email"]').fill(DEMO.email);
        await page.locator('input[name="password"]').fill(DEMO.password);
        await page.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/dashboards$/);
        await expect(page.getByTestId('balance-current')).toBeVisible();
        await shot(page, `dashboard-${device}-${language}-${scheme}`);
      });
    }
  }
}
