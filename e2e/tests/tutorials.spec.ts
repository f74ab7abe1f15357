import type { APIRequestContext, Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import {
  apiSession,
  DEMO,
  expect,
  hidePopups,
  OPERATOR,
  openSignedIn,
  shot,
  skipFriendCodeDialog,
  test,
  WIDTHS,
} from './fixtures.ts';
import { type Language, looks } from './looks.ts';

/*
 * The knowledge base of issue 15 on the demo's articles (apps/api/src/seed/seed-tutorials): an advertiser reads
 * and searches, an operator edits in the three-language editor and the advertiser reads the change; every
 * screen in en/th/zh, light and dark, desktop and phone, each with axe (e2e/tests/axe.ts) on the page's content,
 * and on the category dialogs; the steps find things by their roles and names besides.
 */

/** No serious or critical axe finding inside `selector` (the page's content unless said). */
async function expectAccessible(page: Page, name: string, selector = '#main-content') {
  // A toast still fading out would be measured as the background of what it covers.
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  // Soft: one run lists every screen's findings.
  expect.soft(await axeProblems(page, selector), `axe on ${name}`).toEqual([]);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/** A published demo article's id, found through the advertisers' search. */
async function articleId(request: APIRequestContext, search: string): Promise<string> {
  const headers = await apiSession(request, DEMO);
  const page = await (
    await request.get(`/api/tutorials/all?search=${encodeURIComponent(search)}`, { headers })
  ).json();
  expect(page.total, `demo article "${search}"`).toBeGreaterThan(0);
  return page.data[0].id;
}

test('an advertiser opens a category, reads an article, goes next, follows a link and searches', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO, '/dashboards');

  // The menu leads there.
  await expect(page.getByRole('link', { name: 'Tutorials' }).first()).toHaveAttribute('href', '/tutorials');
  await page.goto('/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByTestId('tutorial-category-card')).toHaveCount(4);
  await expect(page.getByTestId('tutorial-featured-card')).toHaveCount(2);
  await expect(page.getByTestId('tutorial-featured-card').first()).toContainText('How to deposit USDT');
  await shot(page, 'tutorials-home');

  await page.getByTestId('tutorial-category-card').filter({ hasText: 'Deposits and balance' }).click();
  await expect(page).toHaveURL(/\/tutorials\/categories\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits and balance' })).toBeVisible();
  await expect(page.getByTestId('tutorial-list-title')).toHaveText([
    'How to deposit USDT (TRC20)',
    'Current balance, temporary balance and the midnight settlement',
  ]);

  await page.getByRole('link', { name: /How to deposit USDT/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to deposit USDT (TRC20)' })).toBeVisible();
  const body = page.getByTestId('tutorial-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Choose a method' })).toBeVisible();
  await expect(body.locator('li[data-list="ordered"]').first()).toBeVisible();
  await expect(page.getByTestId('tutorial-updated')).toHaveText(/^Updated /);
  await expect(page.getByTestId('tutorial-fallback')).toHaveCount(0);
  // First of its category: a next, no previous; the breadcrumbs lead back.
  await expect(page.getByTestId('tutorial-previous')).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: 'You are here' })
      .getByRole('link', { name: 'Deposits and balance' }),
  ).toBeVisible();
  await shot(page, 'tutorials-article');

  await page.getByTestId('tutorial-next').click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Current balance, temporary balance/ }),
  ).toBeVisible();
  await expect(page.getByTestId('tutorial-previous')).toContainText('How to deposit USDT (TRC20)');
  await expect(page.getByTestId('tutorial-next')).toHaveCount(0);

  // A link inside the text stays in the app: the knowledge base's search for the linked article.
  await page.getByTestId('tutorial-body').getByRole('link', { name: 'Why a click is void' }).click();
  await expect(page).toHaveURL(/\/tutorials\/all\?search=void$/);
  await expect(page.getByTestId('tutorial-list-title').first()).toHaveText('Why a click is void');

  // Search from the home's box: text of an article's body, in English.
  await page.goto('/tutorials');
  await page.getByTestId('tutorials-search').fill('crawler');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/tutorials\/all\?search=crawler$/);
  await expect(page.getByTestId('tutorial-list-title')).toHaveText(['Why a click is void']);
  await shot(page, 'tutorials-search');

  // Nothing matches: the empty state offers the way back.
  await page.getByRole('searchbox', { name: 'Search the tutorials' }).fill('zeppelin');
  await expect(page.getByTestId('tutorials-no-results')).toContainText('No article matches “zeppelin”');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByTestId('tutorial-list-title')).toHaveCount(8);

  // The category filter.
  await page.getByTestId('tutorials-category-filter').click();
  await page.getByRole('option', { name: 'Reports and clicks' }).click();
  await expect(page.getByTestId('tutorial-list-title')).toHaveText([
    'Why a click is void',
    'Reading your reports: daily expense and the click report',
  ]);
  await noSidewaysScroll(page);
});

test('an operator edits an article in the editor and the advertiser reads the change', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, OPERATOR, '/ops');

  await expect(page.getByRole('link', { name: 'Tutorials' }).first()).toHaveAttribute(
    'href',
    '/ops/tutorials',
  );
  await page.goto('/ops/tutorials');
  await expect(page.getByTestId('ops-tutorial-row')).toHaveCount(9);
  await page.getByRole('searchbox', { name: 'Search by title or summary' }).fill('budgets');
  await expect(page.getByTestId('ops-tutorial-row')).toHaveCount(1);
  await shot(page, 'tutorials-ops-list');
  await page.getByRole('link', { name: 'Budgets and the weekly schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/tutorials\/[0-9a-f-]{36}$/);

  const title = page.getByTestId('tutorial-title-en');
  await expect(title).toHaveValue('Budgets and the weekly schedule');
  await title.fill('Budgets, schedules and pauses');
  const editor = page.locator('#tutorial-body-en');
  await expect(editor).toContainText('Why is my ad not showing?');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Paused ads keep their bids and budget.');
  // The Thai tab holds its own text; the Chinese one too.
  await page.getByTestId('tutorial-tab-th').click();
  await expect(page.getByTestId('tutorial-title-th')).toHaveValue('งบประมาณและตารางเวลารายสัปดาห์');
  await page.getByTestId('tutorial-tab-en').click();
  await shot(page, 'tutorials-ops-editor');
  await page.getByTestId('tutorial-save').click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });

  // An empty English title is refused on its field, in its tab.
  await page.getByTestId('tutorial-tab-zh').click();
  await page.getByTestId('tutorial-title-en').waitFor({ state: 'detached' });
  await page.getByTestId('tutorial-tab-en').click();
  await page.getByTestId('tutorial-title-en').fill('');
  await page.getByTestId('tutorial-tab-th').click();
  await page.getByTestId('tutorial-save').click();
  await expect(page.getByTestId('tutorial-title-en')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();

  const advertiser = await browser.newContext({ viewport: WIDTHS.desktop });
  const reader = await advertiser.newPage();
  // As the fixtures do for `page`: no friend-code offer, no popup.
  await skipFriendCodeDialog(reader);
  await hidePopups(reader);
  await openSignedIn(reader, DEMO, '/tutorials/all?search=paused');
  await reader.getByRole('link', { name: /Budgets, schedules and pauses/ }).click();
  await expect(
    reader.getByRole('heading', { level: 1, name: 'Budgets, schedules and pauses' }),
  ).toBeVisible();
  await expect(reader.getByTestId('tutorial-body')).toContainText('Paused ads keep their bids and budget.');
  // In Thai the Thai text is kept as it was.
  const articleUrl = reader.url();
  await reader.evaluate(() => {
    localStorage.setItem('language', 'th');
    localStorage.setItem('preferredLanguage', 'th');
  });
  await reader.goto(articleUrl);
  await expect(reader.getByRole('heading', { level: 1, name: 'งบประมาณและตารางเวลารายสัปดาห์' })).toBeVisible();
  await advertiser.close();
});

test('the operator keeps the categories: add, rename in three languages, reorder, delete an empty one', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, OPERATOR, '/ops/tutorials/categories');
  await expect(page.getByTestId('tutorial-category-name')).toHaveText([
    'Getting started',
    'Deposits and balance',
    'Ads and bidding',
    'Reports and clicks',
  ]);
  await page.getByTestId('tutorial-category-add').click();
  await page.getByTestId('tutorial-category-name-en').fill('Account security');
  await page.getByLabel('Name in Thai').fill('ความปลอดภัยของบัญชี');
  await expectAccessible(page, 'the category dialog', '[role="dialog"]');
  await page.getByTestId('tutorial-category-save').click();
  await expect(page.getByTestId('tutorial-category-name')).toHaveCount(5);
  await page.getByRole('button', { name: 'Move Account security up' }).click();
  await expect(page.getByTestId('tutorial-category-name').nth(3)).toHaveText('Account security');
  await shot(page, 'tutorials-ops-categories');
  // Categories holding articles cannot be deleted; the new empty one can.
  await expect(page.getByRole('button', { name: 'Delete Getting started' })).toBeDisabled();
  await page.getByRole('button', { name: 'Delete Account security' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the delete question', '[role="dialog"]');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('tutorial-category-name')).toHaveCount(4);
});

const WORDS: Record<Language, { heading: string; deposit: string }> = {
  en: { heading: 'How can we help?', deposit: 'How to deposit USDT (TRC20)' },
  th: { heading: 'ให้เราช่วยอะไรคุณได้บ้าง?', deposit: 'วิธีเติมเงิน USDT (TRC20)' },
  zh: { heading: '有什么可以帮您？', deposit: '如何充值 USDT（TRC20）' },
};

for (const { device, viewport, language, scheme } of looks()) {
  const { heading, deposit } = WORDS[language];
  test(`tutorial screens: ${device}, ${language}, ${scheme}`, async ({ page, request }) => {
    const depositId = await articleId(request, 'TRC20');
    const englishOnlyId = await articleId(request, 'Reading your reports');
    await page.setViewportSize(viewport);
    const name = `tutorials-${device}-${language}-${scheme}`;
    await openSignedIn(page, DEMO, '/tutorials', { language, scheme });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('tutorial-category-card')).toHaveCount(4);
    await noSidewaysScroll(page);
    await shot(page, `${name}-home`);
    await expectAccessible(page, `${name}-home`);

    await page.goto(`/tutorials/${depositId}`);
    await expect(page.getByRole('heading', { level: 1, name: deposit })).toBeVisible();
    await expect(page.getByTestId('tutorial-fallback')).toHaveCount(0);
    await expect(page.getByTestId('tutorial-body')).toContainText('TRC20');
    await noSidewaysScroll(page);
    await shot(page, `${name}-article`);
    await expectAccessible(page, `${name}-article`);

    // The article written in English only: shown in English, with the note in the reader's language.
    await page.goto(`/tutorials/${englishOnlyId}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Reading your reports: daily expense and the click report',
      }),
    ).toBeVisible();
    if (language === 'en') await expect(page.getByTestId('tutorial-fallback')).toHaveCount(0);
    else await expect(page.getByTestId('tutorial-fallback')).toBeVisible();
    if (language === 'th') await expect(page.getByTestId('tutorial-fallback')).toContainText('ภาษาไทย');
    if (language === 'zh') await expect(page.getByTestId('tutorial-fallback')).toContainText('中文');
    await noSidewaysScroll(page);
    if (language !== 'en') await shot(page, `${name}-fallback`);
    await expectAccessible(page, `${name}-fallback`);

    await page.goto('/tutorials/all?search=USDT');
    await expect(page.getByTestId('tutorial-list-title').first()).toBeVisible();
    await noSidewaysScroll(page);
    if (scheme === 'light') await shot(page, `${name}-all`);
    await expectAccessible(page, `${name}-all`);
  });
}

for (const { device, viewport, scheme } of looks({ languages: ['en'] })) {
  test(`operators' tutorial screens: ${device}, ${scheme}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const name = `tutorials-ops-${device}-${scheme}`;
    await openSignedIn(page, OPERATOR, '/ops/tutorials', { language: 'en', scheme });
    await expect(page.getByTestId('ops-tutorial-row').first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `${name}-list`);
    await expectAccessible(page, `${name}-list`);
    await page.getByTestId('tutorial-add').click();
    await expect(page).toHaveURL(/\/ops\/tutorials\/new/);
    await expect(page.locator('#tutorial-body-en')).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `${name}-new`);
    await expectAccessible(page, `${name}-new`);
    await page.goto('/ops/tutorials/categories');
    await expect(page.getByTestId('tutorial-category-row').first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `${name}-categories`);
    await expectAccessible(page, `${name}-categories`);
  });
}
