import type { Page } from '@playwright/test';
import type { RouteDef } from '../../apps/web/src/app/route-types.ts';
import { axeProblems } from './axe.ts';
import {
  DEMO,
  expect,
  OPERATOR,
  prepareLanguageAndScheme,
  signInAnyLanguage,
  test,
  WIDTHS,
} from './fixtures.ts';
import { LANGUAGES, SCHEMES } from './looks.ts';
import { findIds, type Ids, moveTo, pathOf, quietWatcher, routesOf } from './route-walk.ts';

/**
 * Every route of the route table (apps/web/src/app/routes.ts) checked with axe, with nothing left out: no serious
 * or critical finding anywhere. The routes are read from the table, so a new screen is walked without anyone
 * adding it here; a new route with a parameter fails below until it has a real id from the demo data.
 *
 * Public and guest routes are walked signed out, the console's routes (an ability on a platform area) as the
 * operator, every other signed-in route as the demo advertiser. One browser page per combination (COMBINATIONS
 * below), moving between routes inside the app (no reload).
 */

interface Finding {
  route: string;
  problems: string[];
}

async function walk(
  page: Page,
  settled: () => Promise<void>,
  routes: readonly RouteDef[],
  ids: Ids,
  label: string,
  findings: Finding[],
) {
  for (const route of routes) {
    const path = pathOf(route, ids);
    await moveTo(page, path);
    await settled();
    if (route.access === 'auth' && route.name !== 'not-found') {
      // Walked as someone allowed there: not the not-authorized screen, not sent to sign in.
      expect(new URL(page.url()).pathname, `${route.name} as ${label}`).not.toMatch(
        /^\/(login|select-language)/,
      );
      await expect(page.locator('#misc-title'), `${route.name} as ${label}`).toHaveCount(0);
    }
    const problems = await axeProblems(page, 'body');
    findings.push({ route: `${label} ${route.name} (${path})`, problems });
  }
}

let ids: Ids | undefined;

test.beforeAll(async ({ playwright, mailbox }) => {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.17' },
  });
  ids = await findIds(request, mailbox);
  await request.dispose();
});

const SIGNED_OUT = routesOf('guest');
const AS_DEMO = routesOf('demo');
const AS_OPERATOR = routesOf('operator');

/**
 * The combinations walked: the desktop in light (English) and in dark (Chinese) — contrast is measured anew in
 * each scheme, and a second language changes names, lengths and wrapping. Thai is walked on the phone, in dark
 * (phone-tables.spec.ts: the phone layout's overlay menu, tables as cards and icon buttons, with axe at each
 * stop). A11Y_WALK_ALL=1 walks every language in both schemes on the desktop and the phone in both schemes.
 */
const COMBINATIONS = process.env.A11Y_WALK_ALL
  ? ([
      ...LANGUAGES.flatMap((language) =>
        SCHEMES.map((scheme) => ({ language, scheme, width: 'desktop' as const })),
      ),
      { language: 'en', scheme: 'dark', width: 'mobile' },
      { language: 'en', scheme: 'light', width: 'mobile' },
    ] as const)
  : ([
      { language: 'en', scheme: 'light', width: 'desktop' },
      { language: 'zh', scheme: 'dark', width: 'desktop' },
    ] as const);

for (const { language, scheme, width } of COMBINATIONS) {
  const where = width === 'mobile' ? 'phone' : 'desktop';
  test(`no serious axe finding on any route in ${language}, ${scheme}, ${where}`, async ({ page }) => {
    test.setTimeout(420_000);
    if (!ids) throw new Error('a11y walk: ids not found');
    // The fixture's page carries the shared checks (no CSP violation, no page error) and shows no popup.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.17' });
    await page.setViewportSize(WIDTHS[width]);
    const settled = quietWatcher(page);
    await prepareLanguageAndScheme(page, language, scheme);
    await page.goto('/login');
    await settled();
    const findings: Finding[] = [];
    await walk(page, settled, SIGNED_OUT, ids, 'signed out', findings);

    await signInAnyLanguage(page, DEMO.email, DEMO.password);
    await walk(page, settled, AS_DEMO, ids, 'demo', findings);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await signInAnyLanguage(page, OPERATOR.email, OPERATOR.password);
    await walk(page, settled, AS_OPERATOR, ids, 'operator', findings);

    const failing = findings.filter((finding) => finding.problems.length > 0);
    test.info().annotations.push({
      type: 'axe walk',
      description: `${findings.length} screens, ${failing.length} with serious findings, ${failing.reduce((sum, finding) => sum + finding.problems.length, 0)} rule violations`,
    });
    expect(failing.map((finding) => `${finding.route}\n  ${finding.problems.join('\n  ')}`)).toEqual([]);
  });
}
