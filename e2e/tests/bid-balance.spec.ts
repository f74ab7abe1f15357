import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiSession,
  chooseLanguage,
  DEMO,
  expect,
  OPERATOR,
  registerAccount,
  shot,
  signIn,
  test,
} from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * Issue 17's smaller fixes as a person meets them: a new advertiser's image upload after a rejected file, an
 * ad that needs a deposit and a bid read as one explanation, the bid dialog's balance and cost of one click,
 * the planner's and the bid dialog's one count of competing bids, the statement's failed balances, and a
 * console without React Router warnings on `/`.
 */

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7cff' } })
    .png()
    .toBuffer();

test('opening / logs no console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await chooseLanguage(page, 'en');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  warnings.length = 0;
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(warnings).toEqual([]);
});

test('a new advertiser: image reset after a rejected file, deposit-then-bid, the balance in the bid dialog', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const email = `bid-balance-${Date.now().toString(36)}@example.test`;
  const password = 'Bid#Balance1';
  await registerAccount(request, mailbox, { email, password, advertiser_name: 'Zero Balance Co' });
  const name = `Zero balance ad ${Date.now().toString(36)}`;

  await chooseLanguage(page, 'en');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/advertisement/add');
  await page.getByLabel('Ad name').fill(name);
  await page.getByRole('combobox', { name: 'Ad size' }).click();
  await page.getByRole('option', { name: /Medium rectangle/ }).click();

  // A file of the wrong size is uploaded and warned about…
  const input = page.getByTestId('ad-image-input');
  await input.setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: await png(728, 90) });
  await expect(page.getByTestId('ad-image-info')).toContainText('728 × 90');
  await expect(page.getByTestId('ad-image-mismatch')).toBeVisible();
  // …then a file that is refused: nothing of the earlier file stays, and the refused one is named.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByTestId('ad-image-error')).toContainText('“notes.txt” was not uploaded');
  await expect(page.getByTestId('ad-image-info')).toHaveCount(0);
  await expect(page.getByTestId('ad-image-mismatch')).toHaveCount(0);
  await shot(page, 'issue17-image-rejected-desktop-en-light');
  // The right file clears the problem.
  await input.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(300, 250) });
  await expect(page.getByTestId('ad-image-info')).toContainText('300 × 250');
  await expect(page.getByTestId('ad-image-error')).toHaveCount(0);

  await page.getByLabel('Redirect URL').fill('shop.example.com/zero');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByTestId('ad-submit').click();
  await expect(page).toHaveURL(/\/advertisement\/[0-9a-f-]{36}/);
  const adUrl = new URL(page.url()).pathname;
  const adId = adUrl.split('/').pop()!;

  const operator = await apiSession(request, OPERATOR);
  const approved = await request.post(`/api/ops/advertisements/${adId}/moderate`, {
    headers: operator,
    data: { action: 'approve' },
  });
  expect(approved.status()).toBe(200);

  // No bids and no balance: one explanation, and its fix in order — deposit, then add a bid.
  await page.reload();
  await expect(page.getByTestId('ad-serving')).toContainText('Needs a deposit, then a bid');
  await expect(page.getByTestId('ad-serving')).not.toContainText('(+');
  const why = page.getByTestId('ad-not-serving');
  await expect(why.locator('[data-reason="needs_deposit_and_bid"]')).toBeVisible();
  await expect(why.locator('[data-reason="balance_low"]')).toHaveCount(0);
  await expect(why.locator('[data-reason="no_active_targets"]')).toHaveCount(0);
  await expect(why.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit?add=1');
  await expect(why.getByRole('button', { name: 'Then add a bid' })).toBeVisible();

  // The bid dialog says what the balance is and what one click costs before anything is submitted.
  await why.getByRole('button', { name: 'Then add a bid' }).click();
  await page.getByTestId('target-add').click();
  await expect(page.getByTestId('bid-balance-available')).toHaveText('0.00 USDT');
  await expect(page.getByTestId('bid-balance-deposit')).toHaveAttribute('href', '/deposit?add=1');
  await page.getByTestId('target-type-keyword').click();
  await page.getByTestId('target-search').fill('bitcoin');
  const option = page.getByRole('option', { name: /bitcoin/ }).first();
  const facts = (await option.textContent()) ?? '';
  const dialogCount = Number(/competing advertisers on this ad size: (\d+)/.exec(facts)?.[1]);
  expect(Number.isNaN(dialogCount)).toBe(false);
  await option.click();
  await page.getByRole('textbox', { name: 'Max CPC' }).fill('1.5');
  await expect(page.getByTestId('bid-balance-cost')).toContainText('One click costs at most 1.50 USDT');
  await expect(page.getByTestId('bid-balance-short')).toContainText('does not cover one click at 1.50 USDT');
  await shot(page, 'issue17-bid-dialog-desktop-en-light');
  await page.keyboard.press('Escape');

  // The plan of the same keyword and ad size counts the same rivals, and says how many the advice outranks.
  const session = await apiSession(request, { email, password });
  const keyword = (
    await (
      await request.get('/api/planner/targets?target_type=keyword&search=bitcoin', { headers: session })
    ).json()
  ).data[0].id as string;
  await page.goto(`/advertisement/ads-planner/keyword/${keyword}?type=click`);
  await page.getByTestId('plan-ad-size').click();
  await page.getByRole('option', { name: /Medium rectangle/ }).click();
  await page.getByTestId('plan-budget').fill('100');
  await page.getByTestId('plan-estimate').click();
  await expect(page.getByTestId('plan-competitors')).toHaveText(String(dialogCount));
  const result = page.getByTestId('plan-result');
  await expect(result).not.toContainText('three in four');
  if (dialogCount > 0) {
    const adviceRow = page.getByTestId('plan-landscape-row').filter({ hasText: 'Advice' });
    const share = /(\d+)%/.exec((await adviceRow.textContent()) ?? '')?.[1];
    await expect(result.getByText(`Outranks ${share}% of competing ads`).first()).toBeVisible();
  }
  await shot(page, 'issue17-plan-desktop-en-light');

  // The screens in every language, scheme and width.
  for (const { language, scheme, device: width, viewport } of looks()) {
    await page.setViewportSize(viewport);
    await useLanguageAndScheme(page, language, scheme);
    await page.goto(adUrl);
    await expect(page.getByTestId('ad-not-serving')).toBeVisible();
    await shot(page, `issue17-ad-header-${width}-${language}-${scheme}`);
    await openBidDialog(page);
    await shot(page, `issue17-bid-dialog-${width}-${language}-${scheme}`);
  }
});

/** The language and colour scheme the signed-in app starts with on its next load. */
async function useLanguageAndScheme(page: Page, language: string, scheme: 'light' | 'dark') {
  await page.evaluate((lang) => {
    localStorage.setItem('language', lang);
    localStorage.setItem('preferredLanguage', lang);
  }, language);
  await page.context().addCookies([
    { name: 'theme', value: scheme, url: page.url() },
    { name: 'color-scheme', value: scheme, url: page.url() },
  ]);
}

async function openBidDialog(page: Page) {
  await page.getByTestId('ad-tab-bidding').click();
  await page.getByTestId('target-add').click();
  await expect(page.getByTestId('bid-balance-available')).toBeVisible();
  await page.getByTestId('target-search').fill('bitcoin');
  await page
    .getByRole('option', { name: /bitcoin/ })
    .first()
    .click();
  await expect(page.getByTestId('bid-balance-short')).toBeVisible();
}

test('the statement says when its balances cannot be loaded, and loads them on retry', async ({ page }) => {
  await chooseLanguage(page, 'en');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.route(/\/api\/statements\?/, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/report/statement');
  const error = page.getByTestId('statement-balance-error');
  await expect(error).toContainText('The balances could not be loaded.');
  await expect(page.getByTestId('statement-balance-current')).toHaveCount(0);
  await shot(page, 'issue17-statement-error-desktop-en-light');
  await page.unroute(/\/api\/statements\?/);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('statement-balance-current')).toContainText('USDT');
  await expect(error).toHaveCount(0);
});
