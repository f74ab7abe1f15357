import { chooseLanguage, DEMO, expect, OPERATOR, shot, signIn, test } from './fixtures.ts';

test('without a stored language every guarded page goes to /select-language first', async ({ page }) => {
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/select-language(\?|$)/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/select-language(\?|$)/);
});

test('a visitor on a protected page is sent to /login, and back after signing in', async ({ page }) => {
  await chooseLanguage(page);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
});

test('a signed-in user opening /login or /register goes to / and on to the dashboard', async ({ page }) => {
  await chooseLanguage(page);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboards$/);
});

test('a revoked token found on load signs the user out', async ({ page }) => {
  await chooseLanguage(page);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.evaluate(() => localStorage.setItem('accessToken', 'A'.repeat(43)));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('an unknown page shows not-found', async ({ page }) => {
  await chooseLanguage(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await shot(page, 'not-found');
});

test('the operator reaches /ops; an advertiser gets not-authorized there', async ({ page }) => {
  await chooseLanguage(page);
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByTestId('system-status')).toBeVisible();
  await expect(page.getByTestId('operator-name')).toContainText('Platform Operator');
  await shot(page, 'ops-home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible();
});

test('/access-control needs read on AclDemo: an advertiser administrator has it, an operator does not', async ({
  page,
}) => {
  await chooseLanguage(page);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/access-control');
  await expect(page.getByTestId('acl-granted')).toBeVisible();
  await expect(page.locator('td[data-allowed="true"]')).toHaveCount(14 * 4); // every advertiser area (ADVERTISER_AREAS: 14 with Webhook) × read, create, update, delete
  await shot(page, 'access-control');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();

  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/ops$/);
  await page.goto('/access-control');
  await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible();
});
