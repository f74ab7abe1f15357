import { DEMO, expect, OPERATOR, openSignedIn, shot, test } from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * The campaign screens in every language, scheme and width, on the seeded demo data: the ad list, an ad's
 * bidding and schedule tabs, the create form, the planner, the ads helper and the operators' review queue.
 * Each page must render without page errors or CSP violations (the fixture checks) and without a
 * horizontal scrollbar on phones.
 */
for (const { device, viewport, language, scheme } of looks()) {
  test(`campaign screens at ${device} width in ${language}, ${scheme}`, async ({ page, browser }) => {
    const name = (page: string) => `campaign-${page}-${device}-${language}-${scheme}`;
    const noSideScroll = async () =>
      expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, '/advertisement', { language, scheme });
    await expect(page.getByTestId('ad-row').first()).toBeVisible();
    await noSideScroll();
    await shot(page, name('list'));

    await page
      .getByTestId('ad-row')
      .filter({ hasText: 'Spring sale' })
      .getByTestId('ad-link')
      .first()
      .click();
    await page.getByTestId('ad-tab-bidding').click();
    await expect(page.getByTestId('target-row').first()).toBeVisible();
    await noSideScroll();
    await shot(page, name('bidding'));
    await page.getByTestId('ad-tab-schedule').click();
    await expect(page.getByTestId('schedule-chart')).toBeVisible();
    await noSideScroll();
    await shot(page, name('schedule'));

    await page.goto('/advertisement/add');
    await expect(page.getByTestId('ad-submit')).toBeVisible();
    await noSideScroll();
    await shot(page, name('add'));

    await page.goto('/advertisement/ads-planner');
    await expect(page.locator('main')).toBeVisible();
    await noSideScroll();
    await shot(page, name('planner'));

    await page.goto('/advertisement/opportunities');
    await expect(page.locator('main')).toBeVisible();
    await noSideScroll();
    await shot(page, name('helper'));

    // The operator's review queue in the same language and scheme.
    const context = await browser.newContext({ viewport });
    const ops = await context.newPage();
    await openSignedIn(ops, OPERATOR, '/ops/advertisements', { language, scheme });
    await expect(ops.getByTestId('review-row').first()).toBeVisible();
    await shot(ops, name('review'));
    await context.close();
  });
}
