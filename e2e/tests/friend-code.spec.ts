import { chooseLanguage, expect, registerAccount, shot, signIn, test } from './fixtures.ts';

test('a new advertiser is offered the friend-code dialog and enters a referral link', {
  tag: '@friend-code',
}, async ({ page, request, mailbox }) => {
  // The referrer is the demo advertiser: read its code from the API as the demo user.
  const csrf = await (await request.get('/api/csrf')).json();
  const login = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': csrf.token },
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
