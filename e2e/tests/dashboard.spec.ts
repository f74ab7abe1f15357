import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  openSignedIn,
  prepareLanguageAndScheme,
  registerAccount,
  shot,
  signInAnyLanguage,
  test,
  WIDTHS,
} from './fixtures.ts';
import { looks } from './looks.ts';

/** Every widget over all time: the demo's 30 days of history show, whatever day of the month it is. */
const ALL_TIME = '/dashboards?bidding=all&deposits=all&bids=all&keywords=all&ads=all&websites=all';

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/** A figure's value (the <dd> of its <dl> line) holds a digit other than zero. */
const nonZero = /[1-9]/;
/** The first widgets of a signed-in page load: ten requests on one embedded database (a busy machine is slow). */
const FIRST_LOAD = { timeout: 30_000 };

async function choosePeriod(page: Page, widget: string, period: string) {
  await page.getByTestId(`${widget}-period`).click();
  await page.locator(`li[role="option"][data-value="${period}"]`).click();
}

test('the demo dashboard: every widget has figures, a period switch changes the range, the chart reads as a table', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, ALL_TIME);

  const bidding = page.getByTestId('dashboard-bidding');
  await expect(bidding.getByTestId('dashboard-bidding-impressions').locator('dd')).toHaveText(
    nonZero,
    FIRST_LOAD,
  );
  await expect(bidding.getByTestId('dashboard-bidding-clicks').locator('dd')).toHaveText(nonZero);
  await expect(bidding.getByTestId('dashboard-bidding-spend').locator('dd')).toHaveText(/[1-9].* USDT/);
  await expect(bidding.getByTestId('dashboard-bidding-active-bids').locator('dd')).toHaveText(nonZero);
  await expect(page.getByTestId('dashboard-bidding-range')).toHaveText(/^Until /);
  await expect(bidding.locator('.MuiChartsSurface-root')).toBeVisible();
  await expect(page.getByTestId('dashboard-bidding-report')).toHaveAttribute('href', '/report/day-expense');

  await expect(page.getByTestId('dashboard-deposits-successful').locator('dd')).toHaveText(/[1-9].* USDT/);
  await expect(page.getByTestId('dashboard-deposits-report')).toHaveAttribute('href', '/deposit');
  await expect(page.getByTestId('dashboard-deposits-change')).toBeVisible();

  await expect(page.getByTestId('dashboard-projection-balance')).toHaveText(/\S/);
  await expect(page.getByTestId('dashboard-projection-ad').first()).toBeVisible();

  await expect(page.getByTestId('dashboard-top-bids-row').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-top-bids-report')).toHaveAttribute(
    'href',
    '/advertisement/ads-planner',
  );
  for (const widget of ['dashboard-top-keywords', 'dashboard-top-ads', 'dashboard-websites']) {
    await expect(page.getByTestId(`${widget}-row`).first()).toBeVisible();
    await expect(page.getByTestId(`${widget}-row`).first().locator('[data-clicks]')).toHaveAttribute(
      'data-clicks',
      nonZero,
    );
    await expect(page.getByTestId(`${widget}-report`)).toHaveAttribute('href', /^\/report\/clicks/);
  }
  await expect(page.getByTestId('dashboard-top-ads-link').first()).toHaveAttribute(
    'href',
    /^\/advertisement\/[0-9a-f-]{36}$/,
  );
  await shot(page, 'dashboard-all-time');

  // Today: the bidding widget says so, reads by hour, and its report link covers that one day.
  const depositsRange = await page.getByTestId('dashboard-deposits-range').textContent();
  await choosePeriod(page, 'dashboard-bidding', 'today');
  await expect(page).toHaveURL(/bidding=today/);
  await expect(page.getByTestId('dashboard-bidding-range')).not.toHaveText(/^Until /);
  const today = await page.getByTestId('dashboard-bidding-range').textContent();
  expect(today).not.toContain('–');
  await expect(page.getByTestId('dashboard-bidding-report')).toHaveAttribute(
    'href',
    /^\/report\/day-expense\?from=(\d{4}-\d{2}-\d{2})&to=\1$/,
  );
  // Each widget has its own period: the others stay as they were.
  await expect(page.getByTestId('dashboard-deposits-range')).toHaveText(depositsRange ?? '');

  // This month: a range of days; the table alternative has one row per day of it.
  await choosePeriod(page, 'dashboard-bidding', 'month');
  await expect(page).not.toHaveURL(/bidding=/);
  await expect(page.getByTestId('dashboard-bidding-report')).toHaveAttribute(
    'href',
    /^\/report\/day-expense\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
  );
  await page.getByTestId('dashboard-bidding-chart-view-table').click();
  const rows = page.getByTestId('dashboard-bidding-chart-row');
  await expect(rows.first()).toBeVisible();
  const to = new URL(
    (await page.getByTestId('dashboard-bidding-report').getAttribute('href')) ?? '',
    page.url(),
  ).searchParams.get('to');
  await expect(rows).toHaveCount(Number(to?.slice(8)));
  await expect(page.getByTestId('dashboard-bidding-chart-table').getByRole('columnheader')).toHaveText([
    'Day',
    'Impressions',
    'Successful clicks',
    'Void clicks',
    'Spend (USDT)',
  ]);
  await expect(bidding.locator('.MuiChartsSurface-root')).toHaveCount(0);
  await shot(page, 'dashboard-chart-table');
  await page.getByTestId('dashboard-bidding-chart-view-chart').click();
  await expect(bidding.locator('.MuiChartsSurface-root')).toBeVisible();
});

test('a new account is shown what to do first instead of empty reports', async ({
  page,
  request,
  mailbox,
}) => {
  const email = `dashboard-${Date.now()}@e2e.test`;
  const password = 'Str0ng!Pass';
  await registerAccount(request, mailbox, { email, password });
  await page.setViewportSize(WIDTHS.desktop);
  await prepareLanguageAndScheme(page, 'en', 'light');
  await signInAnyLanguage(page, email, password);
  await expect(page.getByTestId('dashboard-getting-started')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('dashboard-start-deposit-action')).toHaveAttribute('href', '/deposit');
  await expect(page.getByTestId('dashboard-start-ad-action')).toHaveAttribute('href', '/advertisement/add');
  await expect(page.getByTestId('dashboard-start-bid-action')).toHaveAttribute(
    'href',
    '/advertisement/ads-planner',
  );
  await expect(page.getByTestId('dashboard-bidding')).toHaveCount(0);
  await expect(page.getByTestId('balance-current')).toContainText('0.00');
  await shot(page, 'dashboard-new-account');
});

/** Both widths, both schemes, the three languages: the widgets and the chart fit, nothing scrolls sideways. */
for (const { device, viewport, language, scheme } of looks()) {
  test(`the dashboard at ${device} width in ${language}, ${scheme}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, ALL_TIME, { language, scheme });
    await expect(page.getByTestId('dashboard-bidding-impressions').locator('dd')).toHaveText(
      nonZero,
      FIRST_LOAD,
    );
    await expect(page.getByTestId('dashboard-bidding').locator('.MuiChartsSurface-root')).toBeVisible();
    await expect(page.getByTestId('dashboard-websites-row').first()).toBeVisible();
    await expect(page.getByTestId('dashboard-projection-balance')).toHaveText(/\S/);
    await noSidewaysScroll(page);
    await shot(page, `dashboard-${device}-${language}-${scheme}`);
    // The table alternative scrolls inside itself, never the page.
    await page.getByTestId('dashboard-bidding-chart-view-table').click();
    await expect(page.getByTestId('dashboard-bidding-chart-row').first()).toBeVisible();
    await noSidewaysScroll(page);
  });
}
