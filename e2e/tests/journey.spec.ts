import { linkIn } from '../../apps/api/test/smtp-fake.ts';
import { chooseLanguage, expect, shot, signIn, test } from './fixtures.ts';

test('a visitor picks a language, registers, confirms by email, signs in, changes theme and language, and signs out', async ({
  page,
  mailbox,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/select-language(\?|$)/);
  await shot(page, 'select-language');
  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const email = `e2e-${Date.now()}@example.com`;
  await page.getByLabel(/^Advertiser name/).fill('E2E Media Ltd');
  await page.getByLabel(/^Full name/).fill('Eve Tester');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('weak');
  await page.getByLabel(/^Confirm password/).fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText(/uppercase letter, a lowercase letter, a digit and a special character/).first(),
  ).toBeVisible();
  await shot(page, 'register-errors');

  await page.getByLabel(/^Password/).fill('Str0ng!Pass');
  await page.getByLabel(/^Confirm password/).fill('Str0ng!Pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('registration-sent')).toContainText(email);
  await shot(page, 'register-sent');

  // The account exists once the emailed link is opened.
  const mail = await mailbox.next(email);
  expect(mail.subject).toBe('Confirm your AdPortal account');
  await page.goto(new URL(linkIn(mail)).pathname);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByTestId('registration-confirmed')).toContainText(email);
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  await shot(page, 'register-confirmed');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await signIn(page, email, 'Str0ng!Pass', true);
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByTestId('balance-current')).toContainText('0.00');
  await expect(page.getByTestId('balance-temporary')).toContainText('0.00');
  await expect(page.getByTestId('account-company-name')).toContainText('E2E Media Ltd');
  await shot(page, 'dashboard-light-en');

  await page.getByTestId('theme-switcher').click();
  await page.getByTestId('theme-option-dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect((await page.context().cookies()).find((c) => c.name === 'color-scheme')?.value).toBe('dark');
  await shot(page, 'dashboard-dark-en');

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-th').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('balance-current')).toBeVisible();
  await expect(page.getByText('ยอดเงินคงเหลือปัจจุบัน').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await shot(page, 'dashboard-dark-th');

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-zh').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await shot(page, 'dashboard-dark-zh');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  const tokens = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('rememberToken'),
  ]);
  expect(tokens).toEqual([null, null]);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password is refused with the same message as an unknown email', async ({ page }) => {
  await chooseLanguage(page);
  await signIn(page, 'demo@adportal.test', 'Wrong#Password1');
  const wrongPassword = await page.getByTestId('login-error').textContent();
  await signIn(page, 'nobody@adportal.test', 'Wrong#Password1');
  await expect(page.getByTestId('login-error')).toHaveText(wrongPassword ?? '');
  expect(wrongPassword).toContain('incorrect');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
