import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  OPERATOR,
  prepareLanguageAndScheme,
  shot,
  signInAnyLanguage,
  test,
  WIDTHS,
} from './fixtures.ts';
import { findIds, type Ids, moveTo, pathOf, quietWatcher, routesOf } from './route-walk.ts';

/**
 * Every signed-in route of the route table at 390 px (a phone), as the demo advertiser and as the operator: no
 * table keeps a column off-screen and nothing scrolls sideways. Read from the route table, so a new screen's
 * table is walked without anyone adding it here. DataTable draws each row as a card on phones (its key columns
 * first, the rest a tap away); a table that does not fit would show up here.
 */

/** What does not fit at this width: the page or a region scrolling sideways, table cells past the edge. */
function overflowProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        element.querySelector('th')?.textContent ??
        element.className.toString().split(' ').slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}> ${label}`.trim();
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);
    const main = document.querySelector('#main-content');
    if (!main) return ['no #main-content'];
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      // Tabs scroll with arrow buttons (the hint is there); anything else that scrolls sideways hides content.
      if (
        scrolls &&
        element.scrollWidth > element.clientWidth + 1 &&
        shown(element) &&
        !element.closest('.MuiTabs-root')
      )
        problems.push(
          `${name(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`,
        );
    }
    for (const table of main.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const headers = [...table.querySelectorAll('th')];
      for (const header of headers) {
        const box = header.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1)
          problems.push(
            `${name(table)}: column "${header.textContent?.trim()}" is off-screen (ends at ${Math.round(box.right)} px)`,
          );
      }
    }
    for (const card of main.querySelectorAll('li')) {
      const box = card.getBoundingClientRect();
      if (shown(card) && box.right > width + 1)
        problems.push(`${name(card.parentElement ?? card)}: a card ends at ${Math.round(box.right)} px`);
    }
    return problems;
  });
}

let ids: Ids | undefined;

test.beforeAll(async ({ playwright, mailbox }) => {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.39' },
  });
  ids = await findIds(request, mailbox);
  await request.dispose();
});

for (const language of ['en', 'th'] as const) {
  test(`every table is readable at 390 px in ${language}: no column off-screen, nothing scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    if (!ids) throw new Error('phone walk: ids not found');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.39' });
    await page.setViewportSize(WIDTHS.mobile);
    const settled = quietWatcher(page);
    await prepareLanguageAndScheme(page, language, 'light');
    const findings: string[] = [];
    let walked = 0;
    for (const [who, account] of [
      ['demo', DEMO],
      ['operator', OPERATOR],
    ] as const) {
      await signInAnyLanguage(page, account.email, account.password);
      for (const route of routesOf(who)) {
        const path = pathOf(route, ids);
        await moveTo(page, path);
        await settled();
        walked++;
        const problems = await overflowProblems(page);
        for (const problem of problems) findings.push(`${who} ${route.name} (${path}): ${problem}`);
      }
      if (who === 'demo') {
        await moveTo(page, '/deposit');
        await settled();
        await shot(page, `phone-tables-deposits-${language}`);
        await page.getByTestId('user-menu').click();
        await page.getByTestId('logout').click();
        await expect(page).toHaveURL(/\/login(\?|$)/);
      } else {
        await moveTo(page, '/ops/deposits');
        await settled();
        await shot(page, `phone-tables-ops-deposits-${language}`);
      }
    }
    test.info().annotations.push({
      type: 'phone walk',
      description: `${walked} screens, ${findings.length} problems`,
    });
    expect(findings).toEqual([]);
  });
}
