import { DEMO, expect, prepareLanguageAndScheme as prepare, shot, test } from './fixtures.ts';
import { looks } from './looks.ts';

// Screenshots only (the sign-in and the languages are the journey's and the walks'): `npm run looks`.
for (const { device, viewport, language, scheme } of looks()) {
  test(`screens at ${device} width in ${language}, ${scheme}`, { tag: '@looks' }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await prepare(page, language, scheme);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    // The route is lazy: shoot the form, not the loader in front of it.
    await expect(page.locator('button[type="submit"]')).toBeVisible();
    await shot(page, `login-${device}-${language}-${scheme}`);
    await page.goto('/register');
    await expect(page.locator('button[type="submit"]')).toBeVisible();
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
