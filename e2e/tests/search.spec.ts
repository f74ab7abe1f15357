import type { Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import { DEMO, expect, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';
import { looks } from './looks.ts';

/*
 * The layout's search bar and navbar shortcuts (issue 16) on the demo's data: Ctrl-K and `/` open the search,
 * arrows and Enter open a result (a page from the route table, one of the demo's ads), another advertiser's ad
 * is never offered; the shortcuts open the ad form. Every language and scheme at desktop and phone widths.
 */

const searchDialog = (page: Page) => page.getByTestId('search-dialog');
const searchInput = (page: Page) => searchDialog(page).getByRole('combobox');
const activeOption = (page: Page) => searchDialog(page).locator('[role="option"][aria-selected="true"]');

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/** Presses ArrowDown until `option` is the active one (the list wraps), at most once round the list. */
async function arrowTo(page: Page, name: RegExp) {
  const count = await searchDialog(page).getByRole('option').count();
  for (let step = 0; step < count; step++) {
    if (((await activeOption(page).textContent()) ?? '').match(name)) return;
    await searchInput(page).press('ArrowDown');
  }
  await expect(activeOption(page)).toHaveText(name);
}

test('Ctrl-K and / open the search; arrows and Enter open an ad or a page; another advertiser is never found', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO);
  await page.goto('/tutorials');

  await expect(page.getByTestId('search-open')).toContainText('Search…');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
  await expect(searchDialog(page)).toContainText(
    'Find a page, one of your ads, a deposit or a help article.',
  );

  // Part of the demo's ad's name: the ad is offered, with its type and status.
  await searchInput(page).fill('spring s');
  const ad = searchDialog(page).getByRole('option', { name: /Spring sale/ });
  await expect(ad).toBeVisible();
  await expect(ad).toContainText('Click (CPC) · Approved');
  await expect(searchDialog(page).getByRole('group', { name: 'Ads' })).toBeVisible();
  // The combobox points at the active option; the first one is active.
  const firstId = await searchDialog(page).getByRole('option').first().getAttribute('id');
  await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', firstId!);
  await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'true');
  await arrowTo(page, /Spring sale/);
  await searchInput(page).press('Enter');
  await expect(searchDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/advertisement\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Spring sale').first()).toBeVisible();

  // The rival advertiser's ads exist, but not for the demo advertiser.
  await page.keyboard.press('ControlOrMeta+k');
  await searchInput(page).fill('Trade now');
  await expect(searchDialog(page).getByTestId('search-empty')).toContainText('No results for “Trade now”');
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toHaveCount(0);

  // `/` outside a field opens it; a page found by name (in English), moved to with the arrows, opens.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill('statem');
  await expect(searchDialog(page).getByRole('group', { name: 'Pages' })).toContainText('Statement');
  await arrowTo(page, /^Statement$/);
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/report\/statement$/);

  // A deposit by the start of its reference (every demo reference starts with DP).
  await page.keyboard.press('/');
  await searchInput(page).fill('dp');
  const deposit = searchDialog(page).getByRole('group', { name: 'Deposits' }).getByRole('option').first();
  await expect(deposit).toContainText(/^DP[0-9A-F]{10}/);
  await expect(deposit).toContainText('USDT');
  await page.keyboard.press('Escape');

  // Typed into a field, `/` is a character.
  await page.goto('/advertisement');
  const field = page.getByRole('searchbox').first();
  await field.fill('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(searchDialog(page)).toHaveCount(0);
});

test('the shortcuts open the ad form; the keyboard reaches every shortcut', async ({ page }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, '/tutorials');

  const button = page.getByRole('button', { name: 'Shortcuts' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Shortcuts' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    /Create ad/,
    /Deposit/,
    /Daily expense/,
    /Statement/,
    /Click report/,
    /Messages/,
    /Tutorials/,
  ]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Deposit/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('menuitem', { name: /Create ad/ }).click();
  await expect(page).toHaveURL(/\/advertisement\/add$/);

  // The deposit shortcut is the action: the add-deposit dialog, over the deposits list.
  await button.click();
  await menu.getByRole('menuitem', { name: /Deposit/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/deposit\?add=1$/);
});

/** Desktop and phone, light and dark, in the three languages: the bar, the open search, the shortcuts (desktop). */
// Both widths inside each test; the scheme alternates between the languages (looks.ts).
for (const { language, scheme } of looks({ devices: ['desktop'] })) {
  test(`search and shortcuts in ${language}, ${scheme}`, async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await openSignedIn(page, DEMO, '/advertisement', { language, scheme });

    await page.getByTestId('search-open').click();
    // An English word finds pages named in the reader's language, ads and help articles.
    await searchInput(page).fill('s');
    await expect(searchDialog(page).getByRole('group')).toHaveCount(3);
    await expect(searchDialog(page).getByRole('progressbar')).toHaveCount(0);
    await shot(page, `search-desktop-${language}-${scheme}`);
    expect(await axeProblems(page, '[data-testid="search-dialog"]')).toEqual([]);
    await searchInput(page).fill('zzqqxx');
    await expect(searchDialog(page).getByTestId('search-empty')).toBeVisible();
    await shot(page, `search-empty-desktop-${language}-${scheme}`);
    // The server out of reach: the pages still found, the failure said, and a retry that answers.
    await page.route('**/api/search?*', (route) => route.abort('connectionfailed'));
    await searchInput(page).fill('spring');
    await expect(searchDialog(page).getByTestId('search-failed')).toBeVisible();
    await shot(page, `search-failed-desktop-${language}-${scheme}`);
    await page.unrouteAll();
    await searchDialog(page).getByTestId('search-failed').getByRole('button').click();
    await expect(searchDialog(page).locator('[data-section="ads"]').first()).toContainText('Spring sale');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);

    await page.getByTestId('shortcuts-open').click();
    await expect(page.getByTestId('shortcuts-menu')).toBeVisible();
    await shot(page, `shortcuts-desktop-${language}-${scheme}`);
    expect(await axeProblems(page, '[data-testid="shortcuts-menu"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.setViewportSize(WIDTHS.mobile);
    await expect(page.getByTestId('search-open-icon')).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `search-bar-mobile-${language}-${scheme}`);
    await page.getByTestId('search-open-icon').click();
    await searchInput(page).fill('dep');
    // The deposit page at once, the help article on depositing once the server answers.
    await expect(searchDialog(page).locator('[data-section="tutorials"]').first()).toBeVisible();
    await expect(searchDialog(page).getByRole('progressbar')).toHaveCount(0);
    await shot(page, `search-mobile-${language}-${scheme}`);
    await page.keyboard.press('Escape');
    // No room for the shortcuts in a phone's bar: its pages are in the menu and the search.
    await expect(page.getByTestId('shortcuts-open')).toBeHidden();
  });
}
