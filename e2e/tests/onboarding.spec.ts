import type { Page } from '@playwright/test';
import { linkIn } from '../../apps/api/test/smtp-fake.ts';
import { axeProblems } from './axe.ts';
import {
  apiSession,
  chooseLanguage,
  expect,
  OPERATOR,
  registerAccount,
  shot,
  signIn,
  test,
  WIDTHS,
} from './fixtures.ts';
import { looks } from './looks.ts';

const PASSWORD = 'Str0ng!Pass';
/** A new account's first signed-in page: several requests on one embedded database (a busy machine is slow). */
const FIRST_LOAD = { timeout: 30_000 };

/** Switches the signed-in page to a language and colour scheme as a returning visitor would have them. */
async function viewAs(page: Page, language: string, scheme: 'light' | 'dark', device: keyof typeof WIDTHS) {
  await page.setViewportSize(WIDTHS[device]);
  await page.evaluate((lang) => {
    localStorage.setItem('language', lang);
    localStorage.setItem('preferredLanguage', lang);
  }, language);
  await page.context().addCookies([
    { name: 'theme', value: scheme, url: page.url() },
    { name: 'color-scheme', value: scheme, url: page.url() },
  ]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
}

/** Nothing on the page is wider than the window. */
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('signing in before confirming says so, sends the email again, and a used link offers sign-in', async ({
  page,
  request,
  mailbox,
}) => {
  const email = `early-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      advertiser_name: 'Early Bird Co',
      full_name: 'Ella Early',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(202);
  await mailbox.next(email);

  await chooseLanguage(page);
  // A wrong password still reads as a wrong email or password: nothing is told to someone else.
  await signIn(page, email, 'Wrong!Pass1');
  await expect(page.getByTestId('login-error')).toHaveText('The email or password is incorrect');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText(
    'This email is not confirmed yet. Open the link we emailed you, or send the email again.',
  );
  await page.getByTestId('resend-confirmation').click();
  await expect(page.getByTestId('resend-confirmation-sent')).toContainText(email);
  await expect(page.getByTestId('resend-confirmation')).toBeDisabled();
  await expect(page.getByTestId('resend-confirmation')).toHaveText(/Resend email in \d+ s/);
  await shot(page, 'login-not-confirmed-resent');

  const link = new URL(linkIn(await mailbox.next(email))).pathname;
  await page.goto(link);
  await expect(page.getByTestId('registration-confirmed')).toBeVisible();
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });

  // The same link again (a second click in the email): the account exists, so sign in — not "Register again".
  await page.goto(link);
  const used = page.getByTestId('registration-link-used');
  await expect(used).toContainText('Your email is confirmed and your account exists.');
  await expect(page.getByRole('link', { name: 'Register again' })).toHaveCount(0);
  for (const { language, scheme, device } of looks()) {
    await viewAs(page, language, scheme, device);
    await expect(used).toBeVisible();
    expect.soft(await axeProblems(page, 'main, body'), `axe ${language} ${device}`).toEqual([]);
    await shot(page, `registration-link-used-${language}-${device}`);
  }
  await viewAs(page, 'en', 'light', 'desktop');
  await used.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  // The first sign-in is greeted as a first, the next one as a return.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ella Early', FIRST_LOAD);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await chooseLanguage(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ella Early', FIRST_LOAD);
});

test('a new account gets a checklist from its real data, linking to each step, hidden for good when dismissed', async ({
  page,
  request,
  mailbox,
}) => {
  // A pass per look with axe and screenshots: more than the default minute on a busy machine.
  const email = `checklist-${Date.now()}@example.com`;
  await registerAccount(request, mailbox, { full_name: 'Cleo Checklist', email, password: PASSWORD });
  await chooseLanguage(page);
  await signIn(page, email, PASSWORD);

  const checklist = page.getByTestId('dashboard-getting-started');
  await expect(checklist).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('dashboard-checklist-progress')).toHaveText('1 of 4 done');
  await expect(page.getByTestId('dashboard-start-email')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('dashboard-start-email-done')).toHaveText('Done');
  for (const step of ['deposit', 'ad', 'bid']) {
    await expect(page.getByTestId(`dashboard-start-${step}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('dashboard-start-deposit-action')).toHaveAttribute('href', '/deposit');
  await expect(page.getByTestId('dashboard-start-ad-action')).toHaveAttribute('href', '/advertisement/add');
  await expect(page.getByTestId('dashboard-start-bid-action')).toHaveAttribute(
    'href',
    '/advertisement/ads-planner',
  );
  // Nothing to report yet: the checklist stands in for the empty reports.
  await expect(page.getByTestId('dashboard-bidding')).toHaveCount(0);

  for (const { language, scheme, device } of looks()) {
    await viewAs(page, language, scheme, device);
    await expect(page.getByTestId('dashboard-start-email-done')).toBeVisible(FIRST_LOAD);
    await noSidewaysScroll(page);
    expect
      .soft(await axeProblems(page, '[data-testid="dashboard-getting-started"]'), `axe ${language} ${scheme}`)
      .toEqual([]);
    await shot(checklist, `checklist-${language}-${scheme}-${device}`);
  }

  await viewAs(page, 'en', 'light', 'desktop');
  await page.getByTestId('dashboard-start-deposit-action').click();
  await expect(page).toHaveURL(/\/deposit$/);
  await page.goBack();
  await expect(checklist).toBeVisible(FIRST_LOAD);
  const dismissed = page.waitForResponse((response) =>
    response.url().endsWith('/api/account/checklist/dismiss'),
  );
  await page.getByTestId('dashboard-checklist-dismiss').click();
  expect((await dismissed).status()).toBe(200);
  await expect(checklist).toHaveCount(0);
  await expect(page.getByTestId('dashboard-bidding')).toBeVisible(FIRST_LOAD);
  await page.reload();
  await expect(page.getByTestId('dashboard-bidding')).toBeVisible(FIRST_LOAD);
  await expect(checklist).toHaveCount(0);
});

test('an operator signed in as a new customer sees who is signed in as whom on every page, no friend-code offer, and goes back', {
  tag: '@friend-code',
}, async ({ page, request, mailbox }) => {
  // Every page in three languages with screenshots: more than the default minute on a busy machine.
  const email = `customer-${Date.now()}@example.com`;
  await registerAccount(request, mailbox, { full_name: 'Casey Customer', email, password: PASSWORD });

  await chooseLanguage(page);
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/ops/);
  const operatorName = (
    await (await request.get('/api/me', { headers: await apiSession(request, OPERATOR) })).json()
  ).user_data.name as string;

  const created = await request.post('/api/ops/login-bypass', {
    headers: await apiSession(request, OPERATOR),
    data: { email },
  });
  expect(created.status()).toBe(201);
  await page.goto(new URL((await created.json()).url).pathname);
  await expect(page).toHaveURL(/\/dashboards$/);

  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toHaveText(
    new RegExp(`${operatorName} \\(${OPERATOR.email}\\) is signed in as Casey Customer \\(${email}\\)`),
  );
  // Within its first 24 hours the account may still enter a friend code, but not through an operator.
  await expect(page.getByTestId('dashboard-getting-started')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('dialog', { name: 'Do you have a friend code?' })).toHaveCount(0);
  await expect(page.getByTestId('dashboard-checklist-dismiss')).toHaveCount(0);

  // Every page, not only the dashboard.
  for (const path of ['/deposit', '/advertisement', '/report/statement']) {
    await page.goto(path);
    await expect(banner).toBeVisible();
  }
  await page.goto('/dashboards');
  for (const { language, scheme, device } of looks()) {
    await viewAs(page, language, scheme, device);
    await expect(banner).toBeVisible();
    await noSidewaysScroll(page);
    expect
      .soft(await axeProblems(page, '[data-testid="impersonation-banner"]'), `axe ${language} ${scheme}`)
      .toEqual([]);
    await shot(banner, `impersonation-banner-${language}-${scheme}-${device}`);
  }
  await viewAs(page, 'en', 'light', 'desktop');
  await shot(page, 'impersonation-dashboard');

  // The way back: the impersonated session ends and the operator's own one returns.
  await page.getByTestId('impersonation-leave').click();
  await expect(page).toHaveURL(/\/ops\/users/);
  await expect(banner).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-name')).toHaveText(operatorName);
});
