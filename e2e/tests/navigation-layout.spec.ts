import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  OPERATOR,
  prepareLanguageAndScheme,
  shot,
  signInAnyLanguage,
  test,
} from './fixtures.ts';

/**
 * The horizontal navigation fits at every width and in every language: each item on the bar shows its whole
 * label (nothing clipped, nothing past the bar's end), and whatever does not fit is in "More" — so every entry
 * of the menu (as the vertical navigation lists it) is reachable.
 */

const WIDTHS = [1280, 1440, 1920] as const;
const LANGUAGES = ['en', 'th', 'zh'] as const;

async function useNavigation(page: Page, type: 'vertical' | 'horizontal') {
  await page.evaluate((value) => localStorage.setItem('navigation-type', value), type);
  await page.reload();
  await expect(page.locator('#main-content')).toBeVisible();
}

/** The menu's top-level entries (links and group titles) as the vertical navigation shows them. */
async function verticalEntries(page: Page): Promise<string[]> {
  const nav = page
    .locator('nav[aria-label]')
    .filter({ has: page.locator('ul') })
    .first();
  await expect(nav).toBeVisible();
  return nav.evaluate((element) => {
    const list = element.querySelector('ul');
    return [...(list?.children ?? [])]
      .map((item) => item.querySelector('.MuiListItemButton-root')?.textContent?.trim() ?? '')
      .filter(Boolean);
  });
}

/** The bar's items: each one's label, whether it is cut, and whether it ends past the bar. */
async function barItems(page: Page) {
  const nav = page.locator('header nav');
  await expect(nav).toBeVisible();
  return nav.evaluate((element) => {
    const bar = element.getBoundingClientRect();
    const items = [...element.children].filter(
      (child) => child.matches('a, button') && child.getAttribute('aria-hidden') !== 'true',
    ) as HTMLElement[];
    return {
      barScrolls: element.scrollWidth > element.clientWidth + 1,
      items: items.map((item) => {
        const box = item.getBoundingClientRect();
        const label = item.textContent?.trim() ?? '';
        return {
          label,
          more: item.getAttribute('data-testid') === 'nav-more',
          clipped: item.scrollWidth > item.clientWidth + 1,
          pastEnd: box.right > bar.right + 1,
          // The label's own box inside the button: it must end before the button does (no text over the icon).
          labelInside: (() => {
            const range = document.createRange();
            range.selectNodeContents(item);
            const text = range.getBoundingClientRect();
            return text.left >= box.left - 1 && text.right <= box.right + 1;
          })(),
        };
      }),
    };
  });
}

/** The bar measures itself after a resize (and after fonts load): read it until two reads agree. */
async function stableBar(page: Page) {
  let before = JSON.stringify(await barItems(page));
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForTimeout(150);
    const now = await barItems(page);
    if (JSON.stringify(now) === before) return now;
    before = JSON.stringify(now);
  }
  throw new Error('the navigation bar did not settle');
}

for (const [who, account] of [
  ['advertiser', DEMO],
  ['operator', OPERATOR],
] as const) {
  test(`the horizontal navigation of the ${who} fits or overflows into "More" at ${WIDTHS.join('/')} px in ${LANGUAGES.join('/')}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await prepareLanguageAndScheme(page, language, 'light');
      await signInAnyLanguage(page, account.email, account.password);
      await useNavigation(page, 'vertical');
      const expected = await verticalEntries(page);
      expect(expected.length, `${who} ${language}: the vertical menu`).toBeGreaterThan(3);
      await useNavigation(page, 'horizontal');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${who} ${language} ${width}px`;
        const bar = await stableBar(page);
        if (bar.barScrolls) failures.push(`${where}: the bar scrolls sideways`);
        for (const item of bar.items) {
          if (item.clipped) failures.push(`${where}: "${item.label}" is clipped`);
          if (item.pastEnd) failures.push(`${where}: "${item.label}" ends past the bar`);
          if (!item.labelInside) failures.push(`${where}: "${item.label}" runs out of its button`);
        }
        let reachable = bar.items.filter((item) => !item.more).map((item) => item.label);
        if (bar.items.some((item) => item.more)) {
          await page.getByTestId('nav-more').click();
          const menu = page.getByTestId('nav-more-menu');
          await expect(menu).toBeVisible();
          // The bar and the menu read at the same moment: on a loaded machine the bar may still re-measure after
          // it looked settled (an item moving from "More" back into the bar), and an older read of the bar with a
          // newer menu would miss that item in both.
          reachable = (await barItems(page)).items.filter((item) => !item.more).map((item) => item.label);
          reachable.push(
            ...(await menu.evaluate((element) =>
              [...element.children]
                .filter((child) => child.matches('[data-nav-more-group], a'))
                .map((child) => child.textContent?.trim() ?? ''),
            )),
          );
          await shot(page, `nav-horizontal-${who}-${language}-${width}-more`);
          await page.keyboard.press('Escape');
          await page.mouse.click(5, 890);
          await expect(menu).toBeHidden();
        } else {
          await shot(page, `nav-horizontal-${who}-${language}-${width}`);
        }
        const missing = expected.filter((label) => !reachable.includes(label));
        if (missing.length > 0) failures.push(`${where}: not reachable: ${missing.join(', ')}`);
      }
      await useNavigation(page, 'vertical');
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(/\/login(\?|$)/);
    }
    expect(failures).toEqual([]);
  });
}
