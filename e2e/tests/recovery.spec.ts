import type { Page } from '@playwright/test';
import { linkIn } from '../../apps/api/test/smtp-fake.ts';
import {
  chooseLanguage,
  expect,
  type Mailbox,
  OPERATOR,
  registerAccount,
  shot,
  signIn,
  test,
  WIDTHS,
} from './fixtures.ts';
import { shootInLooks } from './looks.ts';

/** Password recovery through a real email: the e2e server sends mail over SMTP to the `mailbox` fixture. */

/** A new advertiser, registered and confirmed through its email. */
async function registerUser(page: Page, mailbox: Mailbox, password: string) {
  const email = `recover-${Date.now()}@example.com`;
  await registerAccount(page.request, mailbox, {
    advertiser_name: 'Recovery Media',
    full_name: 'Rita Recover',
    email,
    password,
  });
  return email;
}

async function waitForAlertToClose(page: Page) {
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 5000 });
}

test('a user recovers a forgotten password through the emailed link and signs in with the new one', async ({
  page,
  mailbox: smtp,
}) => {
  test.setTimeout(360_000);
  const oldPassword = 'Old#Pass123';
  const newPassword = 'New#Pass456';
  await chooseLanguage(page, 'en');
  const email = await registerUser(page, smtp, oldPassword);

  await page.getByTestId('forgot-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('The Email field must be a valid email')).toBeVisible();
  await shootInLooks(page, 'recovery-forgot-errors');

  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset email sent')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password\/complete$/);
  await expect(page.getByTestId('reset-sent-message')).toContainText(email);
  // The resend button waits for its countdown.
  const resend = page.getByTestId('resend-button');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend in (59|60) s/);
  await waitForAlertToClose(page);

  const mail = await smtp.next(email);
  expect(mail.subject).toBe('Reset your AdPortal password');
  const link = new URL(linkIn(mail));
  expect(link.pathname).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);
  await shootInLooks(page, 'recovery-sent');

  // Follow the link: the set-new-password screen names the account (masked).
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText('r***@example.com')).toBeVisible();
  await page.getByLabel(/^New password/).fill('weakpass');
  await page.getByLabel(/^Confirm new password/).fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText(
      'Password must contain an uppercase letter, a lowercase letter, a digit and a special character',
    ),
  ).toBeVisible();
  await expect(page.getByText('The password confirmation does not match')).toBeVisible();
  await shootInLooks(page, 'recovery-set-new-errors');

  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\/complete$/);
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await waitForAlertToClose(page);
  await shootInLooks(page, 'recovery-complete');

  // The link works once.
  await page.goto(link.pathname);
  await expect(page.getByTestId('invalid-link')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await shootInLooks(page, 'recovery-invalid');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // Sign in: the old password is refused, the new one works.
  await page.goto('/login');
  await signIn(page, email, oldPassword);
  await expect(page.getByTestId('login-error')).toContainText('The email or password is incorrect');
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
});

test('the complete page leads to sign-in with the email filled in', async ({ page, mailbox: smtp }) => {
  const password = 'Start#Pass123';
  await chooseLanguage(page, 'en');
  const email = await registerUser(page, smtp, password);
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/complete$/);
  const link = new URL(linkIn(await smtp.next(email)));
  await page.goto(link.pathname);
  await page.getByLabel(/^New password/).fill('Next#Pass456');
  await page.getByLabel(/^Confirm new password/).fill('Next#Pass456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\/complete$/);
  await waitForAlertToClose(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^Password/).fill('Next#Pass456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
});

test('the login page offers the forgot-password link', async ({ page }) => {
  await chooseLanguage(page, 'en');
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('forgot-link')).toBeVisible();
    await shot(page, `recovery-login-link-${device}`);
  }
});

test('an operator asks a user to change the password; the emailed change-password link works once', async ({
  page,
  mailbox: smtp,
}) => {
  await chooseLanguage(page, 'en');
  const email = await registerUser(page, smtp, 'Before#Pass123');
  // The operator finds the user in the console and asks for a new password.
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/ops$/);
  await page.getByRole('link', { name: 'Advertiser users' }).click();
  await expect(page).toHaveURL(/\/ops\/users$/);
  await page.getByLabel('Search by name, email or company').fill(email);
  await expect(page.getByTestId('ops-user-row')).toHaveCount(1);
  await expect(page.getByTestId('ops-user-row')).toContainText('Recovery Media');
  await shootInLooks(page, 'recovery-ops-users');
  await page.getByRole('button', { name: 'Ask Rita Recover to change password' }).click();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Change-password link sent')).toBeVisible();
  await waitForAlertToClose(page);

  // A one-time sign-in link from the same row.
  await page.getByRole('button', { name: 'Create a sign-in link for Rita Recover' }).click();
  await expect(page.getByTestId('login-bypass-link').getByRole('textbox')).toHaveValue(/\/login-bypass\//);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  const mail = await smtp.next(email);
  expect(mail.subject).toBe('Please change your AdPortal password');
  const link = new URL(linkIn(mail));
  expect(link.pathname).toMatch(/^\/change-password\/[A-Za-z0-9_-]{43}$/);

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByText('An administrator asked you to choose a new password')).toBeVisible();
  await shootInLooks(page, 'recovery-change');
  // The current password is not a new one.
  await page.getByLabel(/^New password/).fill('Before#Pass123');
  await page.getByLabel(/^Confirm new password/).fill('Before#Pass123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password must be different from the current one')).toBeVisible();

  await page.getByLabel(/^New password/).fill('After#Pass456');
  await page.getByLabel(/^Confirm new password/).fill('After#Pass456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password\/complete$/);
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await waitForAlertToClose(page);

  await page.goto(link.pathname);
  await expect(page.getByTestId('invalid-link')).toBeVisible();
  // Its own words: the link came from an administrator, not from a reset this person asked for.
  await expect(page.getByTestId('invalid-link-message')).toContainText('Ask the administrator who sent it');
  await expect(page.getByTestId('invalid-link-message')).not.toContainText('reset your password');
  await expect(page.getByRole('link', { name: 'Reset my password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await page.goto('/login');
  await signIn(page, email, 'After#Pass456');
  await expect(page).toHaveURL(/\/dashboards$/);
});
