import type { Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
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
import { findIds, type Ids, moveTo, pathOf, quietWatcher, routesOf, type Who } from './route-walk.ts';

/**
 * The phone walk: every route of the route table at 390 px — signed out, as the demo advertiser and as the
 * operator — in Thai (the longest words) and dark: no table keeps a column off-screen, nothing scrolls sideways,
 * and no serious or critical axe finding in the phone layout (overlay menu, tables as cards, icon buttons in place
 * of labelled ones). Read from the route table, so a new screen is walked without anyone adding it here.
 * DataTable draws each row as a card on phones (its key columns first, the rest a tap away); a table that does not
 * fit would show up here. PHONE_WALK_LANGUAGES=en,th walks more languages.
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

const PHONE_LANGUAGES = (process.env.PHONE_WALK_LANGUAGES ?? 'th').split(',');

for (const language of PHONE_LANGUAGES) {
  test(`every route fits a phone in ${language}, dark: no column off-screen, nothing scrolls sideways, no serious axe finding`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    if (!ids) throw new Error('phone walk: ids not found');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.39' });
    await page.setViewportSize(WIDTHS.mobile);
    const settled = quietWatcher(page);
    await prepareLanguageAndScheme(page, language, 'dark');
    await page.goto('/login');
    await settled();
    const findings: string[] = [];
    let walked = 0;
    for (const [who, account] of [
      ['guest', undefined],
      ['demo', DEMO],
      ['operator', OPERATOR],
    ] as const satisfies readonly (readonly [Who, typeof DEMO | undefined])[]) {
      if (account) await signInAnyLanguage(page, account.email, account.password);
      // The pointer leaves where the sign-in button was: a control under it on a later page would be measured in
      // its hover colours (the theme switch of /setting sat there in Thai).
      await page.mouse.move(0, 0);
      for (const route of routesOf(who)) {
        const path = pathOf(route, ids);
        await moveTo(page, path);
        await settled();
        walked++;
        if (route.access === 'auth' && route.name !== 'not-found') {
          // Walked as someone allowed there: not the not-authorized screen, not sent to sign in.
          expect(new URL(page.url()).pathname, `${route.name} as ${who}`).not.toMatch(
            /^\/(login|select-language)/,
          );
          await expect(page.locator('#misc-title'), `${route.name} as ${who}`).toHaveCount(0);
        }
        const problems = [
          ...(who === 'guest' ? await pageOverflow(page) : await overflowProblems(page)),
          ...(await axeProblems(page, 'body')),
        ];
        for (const problem of problems) findings.push(`${who} ${route.name} (${path}): ${problem}`);
      }
      if (who === 'demo') {
        await moveTo(page, '/deposit');
        await settled();
        await shot(page, `phone-tables-deposits-${language}`);
        await page.getByTestId('user-menu').click();
        await page.getByTestId('logout').click();
        await expect(page).toHaveURL(/\/login(\?|$)/);
      } else if (who === 'operator') {
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

/** The signed-out pages have no #main-content: only the page itself must not scroll sideways. */
function pageOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return document.documentElement.scrollWidth > width + 1
      ? [`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`]
      : [];
  });
}
