import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, OPERATOR, registerAccount, shot, signIn, test } from './fixtures.ts';
import { shootInLooks } from './looks.ts';

/**
 * A deposit paid end to end in the browser through the built-in sandbox provider (NOWPayments protocol with
 * signed callbacks), until the balance, the statement and the operators' list show it.
 */
const PASSWORD = 'Deposit#2468';

async function newAdvertiser(page: Page, mailbox: Parameters<typeof registerAccount>[1], label: string) {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  await registerAccount(page.request, mailbox, {
    advertiser_name: 'Deposit Media',
    full_name: 'Dee Positor',
    email,
    password: PASSWORD,
  });
  return email;
}

test('an advertiser pays a deposit through the sandbox provider and sees it in the balance and statement', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const email = await newAdvertiser(page, mailbox, 'payer');
  await chooseLanguage(page, 'en');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboards$/);

  // The operator's welcome promotion (seeded) is on offer; its page leads to a deposit with the code filled in.
  await page.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotion$/);
  const card = page.getByTestId('promotion-card').filter({ hasText: 'WELCOME10' });
  await expect(card).toBeVisible();
  await shootInLooks(page, 'promotions');
  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/promotion\/[0-9a-f-]{36}$/);
  await shot(page, 'promotion-detail-en');
  await page.getByRole('link', { name: 'Use on a deposit' }).click();
  await expect(page).toHaveURL(/\/deposit/);
  const dialog = page.getByRole('dialog', { name: 'Add deposit' });
  await expect(dialog.getByLabel(/^Promotion code/)).toHaveValue('WELCOME10');
  await expect(dialog.getByText('Only USDT on the TRC20 (TRON) network')).toBeVisible();
  // The form refuses what the spec refuses, in the browser already.
  await dialog.getByLabel(/^Amount/).fill('10.555');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Too many decimals (at most 2)')).toBeVisible();
  await shot(page, 'deposit-dialog-en');
  await dialog.getByLabel(/^Amount/).fill('25.50');
  await dialog.getByRole('radio', { name: /Crypto payment/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/payment\/DP[0-9A-F]{10}$/);
  await expect(page.getByTestId('sandbox-label')).toBeVisible();
  await expect(page.getByTestId('pay-address')).toHaveValue(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('pay-amount')).toHaveValue('25.5');
  await expect(page.getByTestId('expiry-countdown')).toContainText(/\d{2}:\d{2}/);
  await expect(page.getByRole('img', { name: 'Wallet address (USDT-TRC20)' })).toBeVisible();
  // "I have paid" checks and then waits its seconds before the next check.
  await page.getByTestId('confirm-payment').click();
  await expect(page.getByTestId('confirm-payment')).toContainText(/Check again in \d+ s/);
  await shootInLooks(page, 'payment');

  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payment-receipt')).toContainText('25.50 USDT');
  // Its promotion earns 10% of it as a bonus: the receipt says so, and what reached the balance.
  await expect(page.getByTestId('deposit-bonus')).toHaveText('+2.55 USDT', { timeout: 10_000 });
  await expect(page.getByTestId('payment-receipt')).toContainText('WELCOME10');
  await expect(page.getByTestId('payment-receipt')).toContainText('28.05 USDT');
  // One way back to the deposits (the page header's), not two.
  await expect(page.getByRole('link', { name: 'Back to deposits' })).toHaveCount(1);
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  await shot(page, 'payment-receipt-en');

  await page.getByRole('link', { name: 'Statement' }).first().click();
  await expect(page).toHaveURL(/\/report\/statement$/);
  await expect(page.getByTestId('statement-balance-current')).toHaveText('28.05 USDT');
  await expect(page.getByTestId('statement-row')).toHaveCount(2);
  await expect(page.getByTestId('statement-row').first()).toContainText('+2.55 USDT');
  await expect(page.getByTestId('statement-row').nth(1)).toContainText('+25.50 USDT');
  await shootInLooks(page, 'statement');

  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-row').first()).toContainText('Success');
  await shootInLooks(page, 'deposits');

  // The paid deposit's page: every fact of it, the bonus included.
  await page.getByTestId('deposit-row').first().click();
  await expect(page).toHaveURL(/\/deposit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('detail-pay-address')).toContainText(/T[1-9A-HJ-NP-Za-km-z]{33}/);
  await expect(page.getByTestId('detail-provider-payment-id')).not.toContainText('Not set');
  await expect(page.getByTestId('detail-tx-hash')).toBeVisible();
  await expect(page.getByTestId('detail-remark')).toBeVisible();
  await expect(page.getByTestId('deposit-promotion-code')).toHaveText('WELCOME10');
  await expect(page.getByTestId('deposit-bonus')).toHaveText('+2.55 USDT');
  await shootInLooks(page, 'deposit-detail');

  // A deposit left waiting is cancelled from the list, after a question.
  await page.getByRole('link', { name: 'Back to deposits' }).click();
  await page.getByRole('button', { name: 'Add deposit' }).click();
  const second = page.getByRole('dialog', { name: 'Add deposit' });
  await second.getByLabel(/^Amount/).fill('12');
  await second.getByRole('radio', { name: /Crypto payment/ }).check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment\/DP[0-9A-F]{10}$/);
  const waitingReference = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'Back to deposits' }).click();
  const waitingRow = page.getByTestId('deposit-row').filter({ hasText: waitingReference });
  await expect(waitingRow).toContainText('Waiting');
  await page.getByRole('button', { name: `Cancel deposit ${waitingReference}` }).click();
  const question = page.getByRole('dialog', { name: `Cancel deposit ${waitingReference}?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel deposit' }).click();
  await expect(waitingRow).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: `Cancel deposit ${waitingReference}` })).toHaveCount(0);
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });

  await page.goto('/report/promotions');
  await expect(page.getByText('WELCOME10').first()).toBeVisible();
  await shootInLooks(page, 'promotion-transactions');

  await page.goto('/dashboards');
  await expect(page.getByTestId('balance-current')).toContainText('28.05');

  // The operators see it too.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, OPERATOR.email, OPERATOR.password);
  // The console home: what waits in each queue, from the data.
  for (const queue of ['pending_reviews', 'waiting_deposits', 'open_conversations'])
    await expect(page.getByTestId(`queue-${queue}-count`)).toHaveText(/^\d+$/);
  await shootInLooks(page, 'ops-home');
  await page.getByTestId('queue-waiting_deposits').click();
  await expect(page).toHaveURL(/\/ops\/deposits\?method=manual$/);
  await page.getByRole('link', { name: 'Deposits', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/deposits$/);
  const paidRow = page.getByTestId('deposit-row').filter({ hasText: '25.50 USDT' });
  await expect(paidRow).toContainText('Deposit Media');
  await shootInLooks(page, 'ops-deposits');
  // A row opens the deposit: its facts and its advertiser, with the way to the advertiser's ledger.
  await paidRow.click();
  const opened = page.getByTestId('ops-deposit-dialog');
  await expect(opened).toBeVisible();
  await expect(opened.getByTestId('ops-deposit-advertiser').getByRole('link')).toHaveText('Deposit Media');
  await expect(opened.getByTestId('detail-provider-payment-id')).not.toContainText('Not set');
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await shot(page, 'ops-deposit-dialog-en');
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);
  // Operators export what the filter matches, the advertiser beside each deposit.
  await page.getByLabel('Search by ID, payment ID, hash or advertiser').fill('Deposit Media');
  await expect(page.getByTestId('deposit-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Advertiser');
  expect(csv).toContain('Deposit Media');
  // The operator reads the advertiser's ledger and adjusts it with a reason.
  await page.getByRole('link', { name: 'Advertiser users' }).click();
  await page.getByLabel('Search by name, email or company').fill(email);
  await expect(page.getByTestId('ops-user-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Open the ledger of Deposit Media' }).click();
  await expect(page.getByTestId('ops-balance-current')).toHaveText('28.05 USDT');
  await page.getByLabel(/^Amount/).fill('1.5');
  await page.getByLabel(/^Reason/).fill('Goodwill for a slow payment');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId('ops-balance-current')).toHaveText('29.55 USDT');
  await expect(page.getByTestId('ops-ledger-row').first()).toContainText('Goodwill for a slow payment');
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  await shot(page, 'ops-ledger-en');

  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/ops\/promotions$/);
  await expect(page.getByText('WELCOME10')).toBeVisible();
  await shootInLooks(page, 'ops-promotions');
  await page.getByRole('button', { name: 'Add promotion' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Shot once the dialog's fade-in has finished.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await shot(page, 'ops-promotion-dialog-en');
});
