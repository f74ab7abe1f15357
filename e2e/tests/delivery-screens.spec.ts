import {
  advanceClock,
  apiSession,
  DEMO,
  expect,
  OPERATOR,
  openSignedIn,
  shot,
  test,
  WIDTHS,
} from './fixtures.ts';
import { looks } from './looks.ts';

/** The visitor of the demo page: an address no seeded visitor uses (Germany). */
const VISITOR_IP = '85.214.132.117';

/**
 * The ad server end to end through the operators' screens: the console home links the publisher demo pages,
 * the catalogue hands out a website's ad tag (copied to the clipboard), a visitor clicks an ad on the demo
 * page, and the operator finds the click in the ad's clicks and voids it with a reason.
 */
test('an operator copies an ad tag, a visitor clicks on the demo page, the operator voids the click', async ({
  page,
  browser,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, OPERATOR, '/ops');
  const demoLink = page.getByTestId('publisher-demo-link').first();
  await expect(demoLink).toHaveAttribute('href', /\/serve\/demo\/[0-9a-f]+$/);
  await expect(demoLink).toHaveAttribute('target', '_blank');
  await shot(page, 'delivery-ops-home');

  await page.goto('/ops/catalogues?tab=websites');
  await page.getByTestId('catalogue-ad-tag').first().click();
  const dialog = page.getByTestId('ad-tag-dialog');
  await expect(page.getByTestId('ad-tag-iframe')).toHaveValue(/^<iframe /);
  await expect(page.getByTestId('ad-tag-script')).toHaveValue(/^<script /);
  await page.getByTestId('ad-tag-keywords').fill('bitcoin, wallet');
  await expect(page.getByTestId('ad-tag-iframe')).toHaveValue(/kw=bitcoin%2Cwallet/);
  await dialog.getByRole('button', { name: 'Copy: Script tag' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'data-keywords="bitcoin,wallet"',
  );
  const demoUrl = await page.getByTestId('ad-tag-demo').getAttribute('href');
  expect(demoUrl).toMatch(/\/serve\/demo\//);
  await shot(page, 'delivery-ad-tag');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A visitor reads the demo page, looks at an ad for a moment (a click within a second is void), clicks it.
  // A person's browser: the headless one names itself HeadlessChrome, which the ad server counts as a bot.
  // Its own address (the server trusts X-Forwarded-For here): 127.0.0.1 is where the demo team signs in, so a
  // click from there on a demo ad is rightly void `self_click`, and the 30 days of history have clicks on every ad.
  const visitor = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    extraHTTPHeaders: { 'x-forwarded-for': VISITOR_IP },
  });
  const article = await visitor.newPage();
  await article.goto(demoUrl ?? '');
  // Which slots have an ad depends on the day (the demo ads keep weekly schedules: on a Sunday in Bangkok the
  // leaderboard may be empty), and the slots' iframes load lazily: bring each into view, then wait for one ad.
  for (const slot of await article.locator('iframe').all()) await slot.scrollIntoViewIfNeeded();
  const adFrames = () => article.frames().filter((frame) => frame.url().includes('/serve/ad'));
  await expect
    .poll(async () => {
      for (const frame of adFrames()) if ((await frame.locator('a').count()) > 0) return true;
      return false;
    })
    .toBe(true);
  let clicked = false;
  for (const frame of adFrames()) {
    const link = frame.locator('a').first();
    if ((await link.count()) === 0) continue;
    // The ad's impression beacon has arrived; then the server's clock moves past the second a click must wait.
    await expect(frame.locator('img.px')).toHaveJSProperty('complete', true);
    await advanceClock(request, 1_100);
    // The ad server records the click before it answers with the landing page: the browser asking for that page
    // (on the internet, which tests never reach) is the proof.
    const recorded = visitor.waitForEvent(
      'request',
      (request) => !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request.url()),
    );
    await link.click();
    await recorded;
    clicked = true;
    break;
  }
  expect(clicked, 'the demo page shows at least one ad').toBe(true);
  await visitor.close();

  // Which ad was clicked: the one with a click from this visitor (the auction decides, not the test).
  const headers = await apiSession(request, OPERATOR);
  const approved = (
    await (await request.get('/api/ops/advertisements?status=approved&page_size=100', { headers })).json()
  ).data as { id: string; name: string }[];
  let clickedAd: { id: string; name: string } | undefined;
  await expect
    .poll(async () => {
      for (const ad of approved) {
        const clicks = await (
          await request.get(`/api/ops/advertisements/${ad.id}/clicks?status=success&page_size=100`, {
            headers,
          })
        ).json();
        if (clicks.data.some((click: { ip: string }) => click.ip === VISITOR_IP)) clickedAd = ad;
      }
      return clickedAd?.name;
    })
    .toBeTruthy();

  await page.goto('/ops/advertisements?status=approved');
  await page
    .getByTestId('review-row')
    .filter({ hasText: clickedAd?.name ?? '' })
    .getByTestId('review-clicks')
    .click();
  const clicksDialog = page.getByTestId('ops-clicks-dialog');
  await clicksDialog.getByTestId('clicks-status-filter').click();
  await page.getByRole('option', { name: 'Success' }).click();
  const row = clicksDialog.getByTestId('click-row').filter({ hasText: VISITOR_IP }).first();
  await expect(row).toBeVisible();
  await shot(page, 'delivery-ops-clicks');
  await row.getByTestId('click-void').click();
  await page.getByTestId('void-click-submit').click();
  await expect(page.getByTestId('void-click-dialog')).toContainText('This field is required');
  await page.getByTestId('void-click-reason').fill('Test click from the e2e suite');
  await page.getByTestId('void-click-submit').click();
  await expect(page.getByTestId('void-click-dialog')).toHaveCount(0);
  await clicksDialog.getByTestId('clicks-status-filter').click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(clicksDialog.getByTestId('click-void-reason').first()).toHaveText('Voided by an operator');
});

/**
 * The advertiser's statistic tab in two languages, both schemes and both widths: the delivery figures, the
 * days, the clicks (or the empty state that says what an ad needs to serve) and the DB-IP attribution.
 */
for (const { device, viewport, language, scheme } of looks({ languages: ['en', 'th'] })) {
  test(`the statistic tab at ${device} width in ${language}, ${scheme}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, '/advertisement', { language, scheme });
    await page
      .getByTestId('ad-row')
      .filter({ hasText: 'Spring sale' })
      .getByTestId('ad-link')
      .first()
      .click();
    await page.getByTestId('ad-tab-statistic').click();
    await expect(page.getByTestId('ad-delivery-impressions').locator('dd')).toHaveText(/\d/);
    await expect(page.getByTestId('ad-delivery-average_price')).toBeVisible();
    const attribution = page.getByRole('link', { name: 'DB-IP' });
    await expect(attribution).toHaveAttribute('href', 'https://db-ip.com');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await shot(page, `delivery-statistic-${device}-${language}-${scheme}`);
  });
}
