import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';

/**
 * Dates on the platform's clock (issue 17 item 3): a statement row's time names its zone and falls on its
 * statement day; Thai shows Buddhist Era years in text and in the date pickers; the pickers speak the page's
 * language (never the browser's mm/dd/yyyy).
 */
const CASES = [
  { language: 'en', scheme: 'light', width: 'desktop', placeholder: 'MM/DD/YYYY' },
  { language: 'th', scheme: 'dark', width: 'desktop', placeholder: 'วว/ดด/ปปปป' },
  { language: 'zh', scheme: 'light', width: 'mobile', placeholder: 'YYYY/MM/DD' },
  { language: 'th', scheme: 'light', width: 'mobile', placeholder: 'วว/ดด/ปปปป' },
] as const;

async function firstStatementRow(page: Page) {
  await page.goto('/report/statement');
  const row = page.getByTestId('statement-row').first();
  await expect(row).toBeVisible();
  return row;
}

for (const { language, scheme, width, placeholder } of CASES) {
  test(`statement dates and date pickers in ${language}, ${scheme}, ${width}`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[width]);
    await openSignedIn(page, DEMO, undefined, { language, scheme });

    const row = await firstStatementRow(page);
    // The moment says its zone; its day is the row's statement day (both on the platform's clock).
    await expect(row).toContainText('UTC+7');
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    if (language === 'th') expect(text).toMatch(/25\d\d/);
    else expect(text).toMatch(/20\d\d/);

    // The "from" filter is a localized picker: its empty sections read in the page's language and order.
    const from = page.getByRole('group').first();
    await expect(from).toContainText(placeholder.replace(/\//g, '').slice(0, 2));
    await shot(page, `dates-statement-${width}-${language}-${scheme}`);

    await from.getByRole('button').last().click();
    const calendar = page.getByRole('dialog');
    await expect(calendar).toBeVisible();
    if (language === 'th') await expect(calendar).toContainText(/25\d\d/);
    // The open calendar as one sees it (the long table below would shrink it to nothing in a full-page shot).
    await shot(page, `dates-picker-${width}-${language}-${scheme}`, { fullPage: false });
  });
}
