import { chooseLanguage, expect, registerAccount, shot, signIn, test } from './fixtures.ts';

test('a new advertiser is offered the friend-code dialog and enters a referral link', {
  tag: '@friend-code',
}, async ({ page, request, mailbox }) => {
  // The referrer is the demo advertiser: read its code from the API as the demo user.
  const login = await request.post('/api/auth/login', {
    data: { email: 'demo@adportal.test', password: 'Demo@12345' },
  });
  const demo = await login.json();
  const overview = await (
    await request.get('/api/account/overview', { headers: { authorization: `Bearer ${demo.access_token}` } })
  ).json();
  const referrerCode: string = overview.advertiser.affiliate_code;

  const email = `friend-${Date.now()}@example.com`;
  await registerAccount(request, mailbox, {
    advertiser_name: 'Referred Ltd',
    full_name: 'Rita Referred',
    email,
    password: 'Str0ng!Pass',
  });

  await chooseLanguage(page);
  await signIn(page, email, 'Str0ng!Pass');
  const dialog = page.getByRole('dialog', { name: 'Do you have a friend code?' });
  await expect(dialog).toBeVisible();

  // Persistent: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save friend code' }).click();
  await expect(dialog.getByText('Affiliate ID is required')).toBeVisible();

  await dialog.getByLabel(/Affiliate ID/).fill('NOSUCHCD');
  await dialog.getByRole('button', { name: 'Save friend code' }).click();
  await expect(dialog.getByTestId('friend-code-error')).toHaveText('No advertiser has this affiliate ID');
  await shot(page, 'friend-code-dialog-error');

  await dialog
    .getByLabel(/Affiliate ID/)
    .fill(`https://adportal.example/register?referralCode=${referrerCode}&utm=x`);
  await dialog.getByRole('button', { name: 'Save friend code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('friend-code')).toHaveText(referrerCode);
});

test('"Skip for now" is remembered for the user: signed out and in again, the dialog is not offered', {
  tag: '@friend-code',
}, async ({ page, request, mailbox }) => {
  const email = `skip-${Date.now()}@example.com`;
  const password = 'Str0ng!Pass';
  await registerAccount(request, mailbox, { full_name: 'Sam Skipper', email, password });

  await chooseLanguage(page);
  await signIn(page, email, password);
  const dialog = page.getByRole('dialog', { name: 'Do you have a friend code?' });
  await expect(dialog).toBeVisible();
  const skipped = page.waitForResponse(
    (response) => response.url().endsWith('/skip-friend-code') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  expect((await skipped).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // Another page load of the same session: not offered.
  const advertiserRead = () =>
    page.waitForResponse(
      (response) => /\/api\/internal\/advertisers\/[0-9a-f-]{36}$/.test(response.url()) && response.ok(),
    );
  let read = advertiserRead();
  await page.reload();
  await read;
  await expect(page.getByTestId('dashboard-getting-started')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // Signed out, and in again (a new session; sessionStorage of this tab cleared too): still not offered.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => sessionStorage.clear());
  read = advertiserRead();
  await signIn(page, email, password);
  expect((await (await read).json()).friend_code_skipped).toBe(true);
  await expect(page.getByTestId('dashboard-getting-started')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The account card still offers to enter it while the 24 hours last.
  await page.getByTestId('enter-friend-code').click();
  await expect(dialog).toBeVisible();
  await shot(page, 'friend-code-dialog-from-profile');
});
