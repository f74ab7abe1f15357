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

// A visitor from Thailand (the demo ad targets TH, SG and MY); the e2e server trusts X-Forwarded-For.
const THAI_VISITOR = '1.46.0.1';
// The page's 300 × 250 slot (the demo ad's size); the leaderboard and the billboard come first on the page.
const RECTANGLE = 'iframe[width="300"][height="250"]';
const READER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The advertiser's side of the ad server: the demo ad is served on the publisher demo page, a visitor clicks it
 * and lands on the ad's URL, and the click — masked IP, device — is in the ad's statistic tab.
 */
test('the demo ad is served on the publisher demo page, a click lands on its URL and shows in its statistic tab', async ({
  page,
  browser,
  request,
}) => {
  // Make the demo ad the one a Thai reader of "bitcoin" pages gets whatever the hour: no weekly schedule, and
  // a max bid above the rival's 1.2 — what the advertiser would do in the bidding and schedule tabs.
  const demo = await apiSession(request, DEMO);
  const ads = await (await request.get('/api/advertisements?search=Spring%20sale', { headers: demo })).json();
  const spring = ads.data.find((ad: { name: string }) => ad.name === 'Spring sale');
  const week = Array.from({ length: 7 }, () => []);
  expect(
    (
      await request.put(`/api/advertisements/${spring.id}/schedule`, {
        headers: demo,
        data: { enabled: false, week },
      })
    ).status(),
  ).toBe(200);
  const [target] = (
    await (await request.get(`/api/advertisements/${spring.id}/targets`, { headers: demo })).json()
  ).data;
  expect(
    (
      await request.put(`/api/advertisements/${spring.id}/targets/${target.id}`, {
        headers: demo,
        data: { min_bid: '0.5', max_bid: '1.5' },
      })
    ).status(),
  ).toBe(200);

  const operator = await apiSession(request, OPERATOR);
  const catalogue = await (await request.get('/api/ops/catalogue', { headers: operator })).json();
  // The crypto news site: its demo article carries the crypto keywords ("bitcoin" is the demo ad's bid).
  const website = catalogue.websites.find(
    (row: { status: string; domain: string }) =>
      row.status === 'active' && row.domain === 'coinnews.example.com',
  );
  const tag = await (
    await request.get(`/api/ops/websites/${website.id}/tag?size=300x250`, { headers: operator })
  ).json();

  // A reader's browser: headless Chromium says "HeadlessChrome", which the ad server rightly counts as a bot.
  const visitor = await browser.newContext({
    userAgent: READER_AGENT,
    extraHTTPHeaders: { 'x-forwarded-for': THAI_VISITOR },
  });
  const article = await visitor.newPage();
  await article.setViewportSize(WIDTHS.desktop);
  // The index picks up the new bid and schedule within a second.
  await expect
    .poll(
      async () => {
        await article.goto(new URL(tag.demo_url).pathname);
        return article.frameLocator(RECTANGLE).locator('img[alt="Spring sale"]').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await shot(article, 'delivery-publisher-demo');
  // A reader looks at the ad for a moment (a click within a second of the impression is void) and clicks it: the
  // impression's beacon has arrived, then the server's clock moves past the second.
  await expect(article.frameLocator(RECTANGLE).locator('img.px')).toHaveJSProperty('complete', true);
  await advanceClock(request, 1_100);
  // The landing page is on the internet, which tests never reach: the browser's request for it is the proof.
  const landing = visitor.waitForEvent('request', (request) =>
    request.url().startsWith('https://shop.example.com/'),
  );
  await article.frameLocator(RECTANGLE).locator('a').click();
  expect((await landing).url()).toBe('https://shop.example.com/landing?utm_source=adportal');
  await visitor.close();

  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, `/advertisement/${spring.id}?tab=statistic`);
  const row = page.getByRole('row').filter({ hasText: '1.46.x.x' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Chrome');
  await expect(row).not.toContainText(/void/i);
  await expect(row).toContainText('bitcoin');
  await shot(page, 'delivery-statistic-tab');
});
