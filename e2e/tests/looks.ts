import type { Page } from '@playwright/test';
import { expect, LOOKS, shot, WIDTHS } from './fixtures.ts';

export const LANGUAGES = ['en', 'th', 'zh'] as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Scheme = (typeof SCHEMES)[number];
export type Device = keyof typeof WIDTHS;
const DEVICES = Object.keys(WIDTHS) as Device[];

/** One way a person sees a screen: language, colour scheme and width. */
export interface Look {
  language: Language;
  scheme: Scheme;
  device: Device;
  viewport: (typeof WIDTHS)[Device];
  /** `device-language-scheme`, the suffix of the screenshots' names. */
  name: string;
}

/**
 * Every look a screen spec takes: E2E_EVERY_LOOK=1 (with `npm run looks`), every language × scheme × width, for a
 * person paging through the screenshots of each combination.
 */
export const EVERY_LOOK = process.env.E2E_EVERY_LOOK === '1';

/**
 * The looks a screen spec checks. `npm test` checks one: what a screen set asserts (nothing scrolls sideways,
 * no serious axe finding, the words translated) in the look where it is hardest to meet — the phone (the narrowest
 * width), Thai (the longest words; the first other language asked for when Thai is not) and dark (the scheme whose
 * tones are hardest to read) — out of those the spec asks for. The route walks check every screen's first state in
 * both schemes, on the desktop and the phone (a11y-walk.spec.ts, phone-tables.spec.ts).
 *
 * `npm run looks` (E2E_LOOKS=1) takes four looks and their screenshots, for people to look at: what a spec's checks
 * can catch (wrapping, overflow, sideways scroll, cards in place of tables) depends on the language and the width;
 * the scheme changes colours only. So each language is looked at once per width, the scheme alternating so that
 * every language and every width meets both schemes. Asked for every language at both widths, two of those six are
 * left out: English at 390 px and Chinese on the desktop — four looks: English on the desktop in light, Thai on the
 * desktop in dark and on the phone in light, Chinese on the phone in dark. EVERY_LOOK takes all twelve. Ordered by
 * language, then scheme, then width, so a spec that switches them inside one page switches each as rarely as it can.
 */
export function looks({
  languages = LANGUAGES,
  devices = DEVICES,
  schemes = SCHEMES,
}: {
  languages?: readonly Language[];
  devices?: readonly Device[];
  schemes?: readonly Scheme[];
} = {}): Look[] {
  if (!LOOKS) {
    const language = languages.includes('th') ? 'th' : (languages.find((one) => one !== 'en') ?? 'en');
    const device = devices.includes('mobile') ? 'mobile' : devices[0]!;
    const scheme = schemes.includes('dark') ? 'dark' : schemes[0]!;
    return [{ language, scheme, device, viewport: WIDTHS[device], name: `${device}-${language}-${scheme}` }];
  }
  const chosen: Look[] = [];
  const leftOut =
    !EVERY_LOOK && languages.length === LANGUAGES.length && devices.length === DEVICES.length
      ? ['mobile-en', 'desktop-zh']
      : [];
  languages.forEach((language, languageIndex) => {
    for (const scheme of schemes) {
      devices.forEach((device, deviceIndex) => {
        const alternate = schemes[(languageIndex + deviceIndex) % schemes.length];
        if (!EVERY_LOOK && scheme !== alternate) return;
        if (leftOut.includes(`${device}-${language}`)) return;
        chosen.push({
          language,
          scheme,
          device,
          viewport: WIDTHS[device],
          name: `${device}-${language}-${scheme}`,
        });
      });
    }
  });
  return chosen;
}

/**
 * Shoots the page as it is in each look, switching language and scheme through the app's own menus (no reload:
 * what the page holds — a checked link, a filled form — stays), then leaves it in English, light, desktop.
 * `npm test` takes no picture: it checks that the page as it is fits a phone (nothing scrolls sideways at 390 px),
 * which is what each look's wait below asserted.
 */
export async function shootInLooks(page: Page, name: string) {
  if (!LOOKS) {
    await page.setViewportSize(WIDTHS.mobile);
    await page.waitForFunction((width) => window.innerWidth === width, WIDTHS.mobile.width);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} scrolls sideways at ${WIDTHS.mobile.width} px`,
      })
      .toBeLessThanOrEqual(0);
    await page.setViewportSize(WIDTHS.desktop);
    return;
  }
  let shownLanguage = '';
  let shownScheme = '';
  for (const look of looks()) {
    if (look.language !== shownLanguage) await switchLanguage(page, look.language);
    if (look.scheme !== shownScheme) await switchScheme(page, look.scheme);
    shownLanguage = look.language;
    shownScheme = look.scheme;
    await page.setViewportSize(look.viewport);
    // Under load the resize can lag behind: shoot only once the layout has the new width.
    await page.waitForFunction(
      (width) => window.innerWidth === width && document.documentElement.scrollWidth <= width,
      look.viewport.width,
    );
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0);
          // An overflow-hidden box keeps the scroll offset a focused field got at the wide size (a real browser
          // resize shows it too): start each shot from the left edge.
          for (const element of document.querySelectorAll('*')) {
            if (element.scrollLeft) element.scrollLeft = 0;
          }
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    await shot(page, `${name}-${look.name}`);
  }
  await page.setViewportSize(WIDTHS.desktop);
  if (shownLanguage !== 'en') await switchLanguage(page, 'en');
  if (shownScheme !== 'light') await switchScheme(page, 'light');
}

async function switchLanguage(page: Page, language: Language) {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // A closing menu still placed for the wide layout would widen the narrow page.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

async function switchScheme(page: Page, scheme: Scheme) {
  await page.getByTestId('theme-switcher').click();
  await page.getByTestId(`theme-option-${scheme}`).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
  await expect(page.getByRole('menu')).toHaveCount(0);
}
