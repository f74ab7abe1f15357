import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  advanceClock,
  chooseLanguage,
  expect,
  type Mailbox,
  registerAccount,
  serverNow,
  shot,
  signIn,
  test,
} from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * Two-step verification end to end: turn it on in the settings with a code computed from the secret shown on
 * the page, keep the recovery codes, sign out, and sign in again through /two-steps.
 */

const PASSWORD = 'Secret#2468';
const PERIOD_MS = 30_000;

/** A new advertiser, registered and confirmed through its email. */
async function newAccount(page: Page, mailbox: Mailbox, label: string) {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await registerAccount(page.request, mailbox, {
    advertiser_name: 'Two Step Ads',
    full_name: 'Tess Two',
    email,
    password: PASSWORD,
  });
  return email;
}

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** The code an authenticator shows now, on the server's clock (the e2e server's clock may be ahead). */
const currentCode = async (request: APIRequestContext, secret: string) =>
  codeAt(secret, await serverNow(request));

/**
 * A code of the next step (a code is accepted once in its step): the server's clock moved one step on, as an
 * authenticator would show after half a minute — without the half minute.
 */
const nextStepCode = async (request: APIRequestContext, secret: string) =>
  codeAt(secret, await advanceClock(request, PERIOD_MS));

/** The secret as the page shows it (grouped by four for reading), without the spaces. */
async function shownSecret(page: Page) {
  const text = await page.getByTestId('two-factor-secret').innerText();
  return text.replace(/\s+/g, '');
}

test('turn on two-step verification, sign out, and sign in through /two-steps', async ({ page, mailbox }) => {
  const email = await newAccount(page, mailbox, 'tess');
  await chooseLanguage(page, 'en');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboards$/);

  // Settings from the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByTestId('two-factor-status')).toHaveText('Off');

  // Step 1: the QR code and the key for manual entry.
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: a wrong code is refused with the spec's message, the right one turns it on.
  await dialog.getByLabel('6-digit code').fill('12345');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The 2FA code must be 6 digits')).toBeVisible();
  const wrong = codeAt(secret, (await serverNow(page.request)) + 10 * PERIOD_MS);
  await dialog.getByLabel('6-digit code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Invalid 2FA code')).toBeVisible();
  await dialog.getByLabel('6-digit code').fill(await currentCode(page.request, secret));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  // The recovery codes, once; "Done" waits for the confirmation.
  const codes = dialog.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByLabel('I saved these codes').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  // The success alert closes by itself; the page is hidden from assistive technology while it shows.
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeHidden();
  await expect(card.getByTestId('two-factor-status')).toHaveText('On');
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 10');

  // Sign out; the password alone no longer opens a session.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/two-steps$/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();

  // A wrong code: the spec's message.
  await page
    .getByLabel('6-digit code')
    .fill(codeAt(secret, (await serverNow(page.request)) + 10 * PERIOD_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid OTP code (check authenticator app)')).toBeVisible();

  // The code used to turn it on is spent for its step: take one of a later step.
  await page.getByLabel('6-digit code').fill(await nextStepCode(page.request, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);

  // A recovery code works as the second step too, once.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/two-steps$/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/setting');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 9');

  // Turning it off needs the password and a current code.
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-step verification' });
  await off.getByLabel(/^Password/).fill('Wrong#2468');
  await off.getByLabel('6-digit code or recovery code').fill(recoveryCodes[1]!);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('The password is incorrect')).toBeVisible();
  await off.getByLabel(/^Password/).fill(PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is off' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
});

test('/two-steps without a pending sign-in sends the user back to sign in', async ({ page }) => {
  await chooseLanguage(page, 'en');
  await page.goto('/two-steps');
  await expect(page.getByTestId('two-steps-expired')).toHaveText(
    'Your sign-in has expired. Please sign in again.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

// Screens only (the flow is the first test's): `npm run looks`.
for (const { device, viewport, language, scheme } of looks()) {
  test(`two-step screens at ${device} width in ${language}, ${scheme}`, { tag: '@looks' }, async ({
    page,
    mailbox,
  }) => {
    const name = (screen: string) => `two-factor-${screen}-${device}-${language}-${scheme}`;
    await page.setViewportSize(viewport);
    const email = await newAccount(page, mailbox, `screens-${language}`);
    await chooseLanguage(page, language);
    await page.context().addCookies([
      { name: 'theme', value: scheme, url: page.url() },
      { name: 'color-scheme', value: scheme, url: page.url() },
    ]);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto('/setting');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expect(page.getByTestId('two-factor-status')).toBeVisible();
    await shot(page, name('off'));

    await page.getByTestId('two-factor-turn-on').click();
    await expect(page.getByTestId('two-factor-qr')).toBeVisible();
    const secret = await shownSecret(page);
    await shot(page, name('scan'));
    await page.getByTestId('two-factor-next').click();
    await page.locator('input[name="code"]').fill('1234');
    await page.getByTestId('two-factor-verify').click();
    await shot(page, name('code'));
    await page.locator('input[name="code"]').fill(await currentCode(page.request, secret));
    await page.getByTestId('two-factor-verify').click();
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    await shot(page, name('recovery'));
    await page.getByTestId('recovery-codes-saved').locator('input').check();
    await page.getByTestId('two-factor-done').click();
    await expect(page.getByTestId('two-factor-turn-off')).toBeVisible();
    await page.waitForTimeout(1700);
    await shot(page, name('on'));

    await page.getByTestId('two-factor-turn-off').click();
    await page.getByTestId('two-factor-turn-off-submit').click();
    await shot(page, name('turn-off'));
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await shot(page, name('user-menu'));
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/two-steps$/);
    await page.getByTestId('two-steps-submit').click();
    await shot(page, name('two-steps'));
    await page.getByTestId('two-steps-switch').click();
    await shot(page, name('two-steps-recovery'));
  });
}
