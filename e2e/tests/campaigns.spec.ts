import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { chooseLanguage, DEMO, expect, OPERATOR, shot, signIn, test } from './fixtures.ts';

/**
 * A campaign end to end in the browser: the demo advertiser creates an ad with a generated PNG of the right
 * size, sees it pending, an operator approves it at real size, then the advertiser bids on a keyword, sets a
 * budget and a schedule, and exports the list.
 */
test('an advertiser creates an ad, an operator approves it, and it gets a bid, a budget and a schedule', async ({
  page,
  browser,
}) => {
  const name = `E2E banner ${Date.now().toString(36)}`;
  await chooseLanguage(page, 'en');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);

  await page.goto('/advertisement/add');
  await page.getByLabel('Ad name').fill(name);
  await page.getByRole('combobox', { name: 'Ad size' }).click();
  await page.getByRole('option', { name: /Medium rectangle/ }).click();
  const png = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#0a7cff' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('ad-image-input')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('ad-image-info')).toContainText('300 × 250');
  await page.getByLabel('Redirect URL').fill('shop.example.com/e2e?utm=test');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('ad-preview')).toBeVisible();
  await shot(page, 'campaign-add-desktop-en-light');
  await page.getByTestId('ad-submit').click();
  await expect(page).toHaveURL(/\/advertisement\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('ad-status').first()).toHaveText('Pending');
  const adUrl = page.url();

  // The operator approves it from the review queue, looking at the image at real size.
  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();
  await chooseLanguage(ops, 'en');
  await signIn(ops, OPERATOR.email, OPERATOR.password);
  await expect(ops).not.toHaveURL(/\/login/);
  await ops.goto('/ops/advertisements');
  await ops.getByTestId('review-row').filter({ hasText: name }).getByTestId('review-open').click();
  await expect(ops.getByTestId('review-size-check')).toBeVisible();
  const box = await ops.getByTestId('review-image').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);
  await shot(ops, 'campaign-review-desktop-en-light');
  await ops.getByTestId('review-approve').click();
  await expect(ops.getByTestId('review-dialog')).toHaveCount(0);
  await operatorContext.close();

  await page.goto(adUrl);
  await expect(page.getByTestId('ad-status').first()).toHaveText('Approved');
  await page.getByTestId('ad-tab-bidding').click();
  await page.getByTestId('target-add').click();
  await page.getByTestId('target-type-keyword').click();
  await page.getByTestId('target-search').fill('defi');
  await page.getByRole('option', { name: /defi/ }).first().click();
  await page.getByRole('textbox', { name: 'Max CPC' }).fill('0.8');
  await page.getByTestId('target-save').click();
  await expect(page.getByTestId('target-row').filter({ hasText: 'defi' })).toBeVisible();

  await page.getByTestId('ad-tab-budget').click();
  await page.getByLabel('Amount', { exact: false }).first().fill('15');
  await page.getByTestId('budget-save').click();
  await expect(page.getByTestId('budget-log-row').first()).toContainText('15');

  await shot(page, 'campaign-budget-desktop-en-light');

  // A weekly schedule: switching it on starts from business hours; Saturday gets an evening slot.
  await page.getByTestId('ad-tab-schedule').click();
  await page.getByTestId('schedule-enabled').check();
  await expect(page.getByTestId('schedule-start-mon-0')).toHaveValue('09:00');
  await page.getByTestId('schedule-add-sat').click();
  await page.getByTestId('schedule-start-sat-0').fill('18:00');
  await page.getByTestId('schedule-end-sat-0').fill('23:30');
  await page.getByTestId('schedule-save').click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  await page.reload();
  await page.getByTestId('ad-tab-schedule').click();
  await expect(page.getByTestId('schedule-enabled')).toBeChecked();
  await expect(page.getByTestId('schedule-end-sat-0')).toHaveValue('23:30');
  await expect(page.getByTestId('schedule-end-fri-0')).toHaveValue('18:00');
  await shot(page, 'campaign-schedule-desktop-en-light');

  // The list filtered by name exports exactly that row; the CSV opens and holds it.
  await page.goto('/advertisement');
  await page.getByLabel('Search by name').fill(name);
  await expect(page.getByTestId('ad-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  // Statuses and types as the screens write them, not the stored keys.
  expect(lines[1]).toContain(',Approved,');
  expect(lines[1]).toContain('Click (CPC)');
  expect(lines[1]).not.toContain(',approved,');

  // Several ads at once: the picked row is paused from the bar above the list, and its switch follows.
  const pick = page.getByRole('checkbox', { name: `Pick ${name}` });
  await pick.check();
  await expect(page.getByTestId('ads-picked')).toHaveText('1 ad picked');
  await page.getByTestId('ads-bulk-pause').click();
  await expect(page.getByTestId('ads-bulk-outcome')).toContainText('1 ad changed');
  await expect(page.getByTestId('ad-row-display')).not.toBeChecked();
  await expect(pick).not.toBeChecked();
});
