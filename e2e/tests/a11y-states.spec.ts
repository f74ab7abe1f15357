import type { Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import { apiSession, DEMO, expect, OPERATOR, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';
import { SCHEMES } from './looks.ts';

/**
 * What axe meets only after a click (issue 26, U-7): a11y-walk.spec.ts checks every route as it loads, but not the
 * bell with its count and its open list, an open menu, the customizer, the review dialog, the "Why isn't this ad
 * running?" panel of an ad that does not serve or an ad's budget projection. Each state in both schemes on the
 * desktop, in Chromium with colour contrast measured; a serious or critical finding fails.
 */

interface Ad {
  id: string;
  not_serving: string[];
  budget: unknown;
}

async function demoAds(page: Page): Promise<Ad[]> {
  const headers = await apiSession(page.request, DEMO);
  const answer = await page.request.get('/api/advertisements', { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Ad[] }).data;
}

/** axe on what `selector` holds, once it is on the screen. */
async function check(page: Page, selector: string, state: string, findings: string[]) {
  await expect(page.locator(selector).first()).toBeVisible();
  for (const problem of await axeProblems(page, selector)) findings.push(`${state}: ${problem}`);
}

for (const scheme of SCHEMES) {
  test(`states past the page load have no serious axe finding, ${scheme}`, async ({ page, browser }) => {
    await page.setViewportSize(WIDTHS.desktop);
    const findings: string[] = [];
    const ads = await demoAds(page);
    const notServing = ads.find((ad) => ad.not_serving.length > 0);
    const budgeted = ads.find((ad) => ad.budget);
    if (!notServing || !budgeted)
      throw new Error('the demo has no ad that does not serve, or none with a budget');

    await openSignedIn(page, DEMO, `/advertisement/${notServing.id}`, { scheme });
    await check(page, '[data-testid="ad-not-serving"]', 'why the ad is not running', findings);

    await page.goto(`/advertisement/${budgeted.id}?tab=budget`);
    await check(page, '[data-testid="budget-projection"]', 'budget projection', findings);

    // The navbar's counts (bell, messages), then each of its menus open.
    await expect(page.getByTestId('notifications-count')).toBeVisible();
    await check(page, 'header', 'navbar with counts', findings);
    await page.getByTestId('notifications-bell').click();
    await check(page, '[data-testid="notifications-menu"]', 'notifications list', findings);
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await check(page, '.MuiMenu-paper:has([role="menu"])', 'user menu', findings);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByTestId('customizer-open').click();
    await check(page, '.MuiDrawer-paper[role="dialog"]', 'customizer', findings);
    await shot(page, `a11y-states-customizer-${scheme}`);

    // The operator's review dialog of the demo's ad waiting for review.
    const context = await browser.newContext({ viewport: WIDTHS.desktop });
    const ops = await context.newPage();
    await openSignedIn(ops, OPERATOR, '/ops/advertisements', { scheme });
    await ops.getByTestId('review-open').first().click();
    await check(ops, '[role="dialog"]', 'review dialog', findings);
    await context.close();

    expect(findings).toEqual([]);
  });
}
