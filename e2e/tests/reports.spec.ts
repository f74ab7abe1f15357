import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, DEMO, expect, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * The report screens on the seeded demo data (30 days of traffic through the ad server, void clicks among
 * them): the daily expense and one settled day, the click report filtered to void clicks, an ad's day report
 * and one day by hour, the exports — then every screen in each language, scheme and width.
 */

interface DemoFacts {
  /** The demo's "Spring sale" ad (a daily budget, traffic every day). */
  adId: string;
  /** A day before the newest one that had a charge: settled after its midnight. */
  settledDay: string;
  /** A day of the ad's report with clicks. */
  adDay: string;
}

async function demoFacts(request: APIRequestContext): Promise<DemoFacts> {
  const headers = await apiSession(request, DEMO);
  const ads = (await (await request.get('/api/advertisements?page_size=100', { headers })).json()).data as {
    id: string;
    name: string;
  }[];
  const adId = ads.find((ad) => ad.name === 'Spring sale')?.id ?? '';
  expect(adId).not.toBe('');
  const days = (await (await request.get('/api/reports/day-expense?page_size=100', { headers })).json())
    .data as { date: string; total_expense: string }[];
  const settledDay = days.slice(1).find((day) => Number(day.total_expense) > 0)?.date ?? '';
  expect(settledDay).not.toBe('');
  const adDays = (
    await (await request.get(`/api/advertisements/${adId}/day-report?page_size=100`, { headers })).json()
  ).data as { date: string; clicks: number }[];
  const adDay = adDays.find((day) => day.clicks > 0)?.date ?? '';
  expect(adDay).not.toBe('');
  return { adId, settledDay, adDay };
}

const noSideScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

/** A downloaded CSV's lines (header first), without the byte-order mark spreadsheets want. */
async function csvLines(page: Page, open: () => Promise<void>): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await open();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split(/\r?\n/);
}

test('the daily expense: days with a totals row, sorted on the server, a settled day with its lines, settlement and clicks', async ({
  page,
  request,
}) => {
  const facts = await demoFacts(request);
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, '/report/day-expense');
  await expect(page.getByTestId('day-expense-row').first()).toBeVisible();
  expect(await page.getByTestId('day-expense-row').count()).toBeGreaterThan(1);
  const totals = page.getByTestId('day-expense-totals');
  await expect(totals).toContainText('Total');
  await expect(totals).toContainText('USDT');

  // Sorting is the server's: the most expensive day comes first and the address keeps the order.
  await page.getByTestId('day-expense-sort-expense').click();
  await expect(page).toHaveURL(/sort=expense&order=desc/);
  await expect(page.getByTestId('day-expense-row').first()).toBeVisible();

  // The menu reaches it, and the day opens from its row.
  await page.goto(`/report/day-expense?from=${facts.settledDay}&to=${facts.settledDay}`);
  await expect(page.getByTestId('day-expense-row')).toHaveCount(1);
  await page.getByTestId('day-expense-open').click();
  await expect(page).toHaveURL(new RegExp(`/report/day-expense/${facts.settledDay}$`));
  await expect(page.getByTestId('day-line').first()).toBeVisible();
  const settlement = page.getByTestId('day-settlement-link');
  await expect(page.getByTestId('day-settlement')).toContainText('Settled in the statement:');
  await expect(settlement).toHaveAttribute('href', /^\/report\/statement\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('click-report-row').first()).toBeVisible();
  await shot(page, 'reports-day-detail-desktop-en-light');

  // Each line opens the ad's own report of that day.
  await page.getByTestId('day-line-ad').first().click();
  await expect(page).toHaveURL(new RegExp(`/advertisement/[0-9a-f-]{36}/day-report/${facts.settledDay}$`));
  await expect(page.getByTestId('ad-hour-row').first()).toBeVisible();

  await page.goto(`/report/day-expense/${facts.settledDay}`);
  await settlement.click();
  await expect(page).toHaveURL(/\/report\/statement\/[0-9a-f-]{36}$/);
});

test('the click report: void clicks with the reason in words, keyset pages, filters kept in the address', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, '/report/clicks');
  await expect(page.getByTestId('click-report-row').first()).toBeVisible();
  await page.getByTestId('click-report-status-filter').click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(page).toHaveURL(/status=void/);
  await expect(page.locator('[data-testid="click-report-row"][data-status="success"]')).toHaveCount(0);
  const reason = page.getByTestId('click-void-reason').first();
  await expect(reason).toBeVisible();
  // In words, from the catalogue: never the raw code (bot, ip_daily…) nor a key.
  await expect(reason).toHaveText(/^[A-Z][a-z].* /);
  await expect(reason).not.toContainText('clicks.');
  await shot(page, 'reports-clicks-void-desktop-en-light');

  // Ten a page: the next page is asked with the cursor, the previous one comes back from the stack.
  await page.getByLabel('Rows per page').click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/page_size=10/);
  const status = page.getByTestId('keyset-pager-status');
  await expect(status).toContainText(/^Page 1 of (\d+)/);
  const firstOnPageOne = await page.getByTestId('click-report-row').first().textContent();
  await page.getByTestId('keyset-pager-next').click();
  await expect(status).toContainText(/^Page 2 of/);
  await expect(page.getByTestId('click-report-row').first()).not.toHaveText(firstOnPageOne ?? '');
  await page.getByTestId('keyset-pager-previous').click();
  await expect(status).toContainText(/^Page 1 of/);
  await expect(page.getByTestId('click-report-row').first()).toHaveText(firstOnPageOne ?? '');

  // A link reproduces the report.
  await page.reload();
  await expect(page.getByTestId('click-report-status-filter')).toHaveText('Void');
  await expect(page.locator('[data-testid="click-report-row"][data-status="success"]')).toHaveCount(0);
});

test('the exports hold exactly the filtered rows', async ({ page, request }) => {
  const facts = await demoFacts(request);
  const headers = await apiSession(request, DEMO);
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO);

  const voidClicks = (await (await request.get('/api/reports/clicks?status=void', { headers })).json()).total;
  expect(voidClicks).toBeGreaterThan(0);
  await page.goto('/report/clicks?status=void');
  await expect(page.getByTestId('click-report-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const clickLines = await csvLines(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
  expect(clickLines).toHaveLength(1 + voidClicks);
  // The status as the screens write it (not the stored key).
  for (const line of clickLines.slice(1)) expect(line).toContain(',Void,');

  const from = facts.settledDay;
  const range = (await (await request.get(`/api/reports/day-expense?from=${from}`, { headers })).json())
    .total;
  await page.goto(`/report/day-expense?from=${from}`);
  await expect(page.getByTestId('day-expense-row')).toHaveCount(range);
  await page.getByRole('button', { name: 'Export' }).click();
  const dayLines = await csvLines(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
  expect(dayLines).toHaveLength(1 + range);
  expect(dayLines.slice(1).some((line) => line.startsWith(from))).toBe(true);
});

test("an ad's day report, one day by hour and by target, and its budget projection", async ({
  page,
  request,
}) => {
  const facts = await demoFacts(request);
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, `/advertisement/${facts.adId}?tab=budget`);
  await expect(page.getByTestId('budget-projection')).toContainText('At the recent pace');
  await page.getByTestId('ad-tab-statistic').click();
  await page.getByTestId('ad-delivery-day-report').click();
  await expect(page).toHaveURL(new RegExp(`/advertisement/${facts.adId}/day-report$`));
  await expect(page.getByTestId('ad-day-report-name')).toHaveText('Spring sale');
  await expect(page.getByTestId('ad-day-row').first()).toBeVisible();
  await expect(page.getByTestId('ad-days-figure-impressions').locator('dd')).toHaveText(/\d/);

  await page
    .getByTestId('ad-day-row')
    .filter({ has: page.locator(`a[href$="/${facts.adDay}"]`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/day-report/${facts.adDay}$`));
  // The platform day's hours (23 or 25 on a daylight-saving change).
  await expect(page.getByTestId('ad-hour-row').first()).toBeVisible();
  const hours = await page.getByTestId('ad-hour-row').count();
  expect(hours).toBeGreaterThanOrEqual(23);
  expect(hours).toBeLessThanOrEqual(25);
  await expect(page.getByTestId('ad-target-row').first()).toBeVisible();
  await expect(page.getByTestId('ad-day-clicks')).toHaveAttribute(
    'href',
    `/report/clicks?advertisement_id=${facts.adId}&from=${facts.adDay}&to=${facts.adDay}`,
  );
  await shot(page, 'reports-ad-day-desktop-en-light');
});

/**
 * Every report screen in each language, scheme and width: no page error or CSP violation (the fixture checks),
 * no sideways scroll on a phone, the key figures on the phone's cards.
 */
for (const { device, viewport, language, scheme } of looks()) {
  test(`report screens at ${device} width in ${language}, ${scheme}`, async ({ page, request }) => {
    const facts = await demoFacts(request);
    const name = (screen: string) => `reports-${screen}-${device}-${language}-${scheme}`;
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, '/report/day-expense', { language, scheme });
    await expect(page.getByTestId('day-expense-totals')).toBeVisible();
    await expect(page.getByTestId('day-expense-open').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('day-expense'));

    await page.goto(`/report/day-expense/${facts.settledDay}`);
    await expect(page.getByTestId('day-settlement-link')).toBeVisible();
    await expect(page.getByTestId('click-report-row').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('day-detail'));

    await page.goto('/report/clicks?status=void');
    await expect(page.getByTestId('click-void-reason').first()).toBeVisible();
    await expect(page.locator('[data-testid="click-report-row"][data-status="void"]').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('clicks'));

    await page.goto(`/advertisement/${facts.adId}/day-report`);
    await expect(page.getByTestId('ad-day-row').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('ad-days'));

    await page.goto(`/advertisement/${facts.adId}/day-report/${facts.adDay}`);
    await expect(page.getByTestId('ad-hour-row').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('ad-day'));

    await page.goto(`/advertisement/${facts.adId}?tab=budget`);
    await expect(page.getByTestId('budget-projection')).toBeVisible();
    await noSideScroll(page);
    await shot(page, name('budget'));
  });
}
