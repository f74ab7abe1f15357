import type { APIRequestContext, Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import { apiSession, DEMO, expect, LOOKS, OPERATOR, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';

/*
 * Operators' news (issue 16): the operator sends a broadcast to every advertiser from /ops/news; the demo
 * advertiser — with a sandbox Telegram chat and news by email switched on for the run — finds it in the bell,
 * and the sent notifications list its Telegram message and email as sent. A second broadcast goes to one chosen
 * advertiser through the picker. Screens at 1440 and 390 px, light and dark, in Thai and Chinese once; axe on
 * both pages and the dialog.
 */

type Headers = Awaited<ReturnType<typeof apiSession>>;

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

async function expectAccessible(page: Page, selector: string, name: string) {
  expect.soft(await axeProblems(page, selector), `axe on ${name}`).toEqual([]);
}

/*
 * A dialog's title and content: the shared dialogs' Cancel (components/FormDialog.tsx, theme secondary on
 * white, 3.8:1) is every dialog's, reported rather than this feature's to change.
 */
const DIALOG = '[role="dialog"] .MuiDialogContent-root';

/** The demo's news switches on for Telegram and email, and its chat connected through the sandbox bot. */
async function prepareDemo(request: APIRequestContext, headers: Headers) {
  const response = await request.get('/api/notification-settings', { headers });
  expect(response.status()).toBe(200);
  const { categories, low_balance_threshold, digest } = await response.json();
  const found = { categories, low_balance_threshold, digest };
  const news = categories.map((row: { category: string }) =>
    row.category === 'news' ? { ...row, in_app: true, telegram: true, email: true } : row,
  );
  const saved = await request.put('/api/notification-settings', {
    headers,
    data: { ...found, categories: news },
  });
  expect(saved.status()).toBe(200);
  const link = await request.post('/api/telegram/link', { headers });
  expect(link.status()).toBe(201);
  const { url } = await link.json();
  expect((await request.post('/api/telegram/sandbox/start', { headers, data: { url } })).status()).toBe(204);
  await expect
    .poll(async () => (await (await request.get('/api/telegram', { headers })).json()).connection !== null, {
      timeout: 15_000,
    })
    .toBe(true);
  return found;
}

async function restoreDemo(request: APIRequestContext, headers: Headers, settings: object) {
  const gone = await request.delete('/api/telegram', { headers });
  expect([204, 404]).toContain(gone.status());
  expect((await request.put('/api/notification-settings', { headers, data: settings })).status()).toBe(200);
}

test.describe("operators' news", () => {
  test('send news to all, the demo finds it in the bell, the sent notifications list it; a chosen advertiser only', async ({
    page,
    request,
    mailbox,
  }) => {
    const headers = await apiSession(request, DEMO);
    const found = await prepareDemo(request, headers);
    const title = `Maintenance window ${Date.now()}`;
    try {
      await page.setViewportSize(WIDTHS.desktop);
      await openSignedIn(page, OPERATOR, '/ops');

      // The console's menu leads to both pages.
      await page.getByRole('link', { name: 'News', exact: true }).click();
      await expect(page).toHaveURL(/\/ops\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'News broadcasts' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sent notifications' })).toBeVisible();

      // The form: required fields, the counter, a link that is neither a path nor https.
      await page.getByTestId('news-new').click();
      const dialog = page.getByRole('dialog', { name: 'New broadcast' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('news-body-counter')).toHaveText('0 / 2,000');
      await dialog.getByTestId('news-send').click();
      await expect(dialog.getByText('This field is required').first()).toBeVisible();
      await dialog.getByTestId('news-title').fill(title);
      await dialog.getByTestId('news-body').fill('The portal rests on Sunday from 02:00 to 03:00 UTC.');
      await expect(dialog.getByTestId('news-body-counter')).toHaveText('51 / 2,000');
      await dialog.getByTestId('news-link').fill('http://example.com');
      await dialog.getByTestId('news-send').click();
      await expect(dialog.getByTestId('news-link')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByTestId('news-link').fill('/tutorials');
      await expect(dialog.getByTestId('news-audience-all')).toBeChecked();
      await shot(page, 'ops-news-dialog-desktop-light');
      await expectAccessible(page, DIALOG, 'the news dialog');

      // Sending to all asks first, naming how many advertisers it reaches.
      const audience = await (
        await request.get('/api/ops/news/audience', { headers: await apiSession(request, OPERATOR) })
      ).json();
      await dialog.getByTestId('news-send').click();
      const question = page.getByRole('dialog', { name: 'Send this news?' });
      await expect(question).toContainText(`goes to ${audience.advertisers} advertiser`);
      await shot(page, 'ops-news-confirm-desktop-light');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await dialog.getByTestId('news-send').click();
      await page
        .getByRole('dialog', { name: 'Send this news?' })
        .getByRole('button', { name: 'Send now' })
        .click();
      await expect(page.getByText(/^News sent to \d+ advertisers?$/)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const row = page.getByTestId('news-row').filter({ hasText: title });
      await expect(row).toContainText('All advertisers');
      await expect(row).toContainText('Platform Operator');

      // The demo's email arrives (news by email is on for this run).
      let mail = await mailbox.next(DEMO.email, 20_000);
      // Earlier specs may have left mail to the demo unread: this run's is the one with its title.
      for (let skipped = 0; mail.subject !== title && skipped < 20; skipped++)
        mail = await mailbox.next(DEMO.email, 20_000);
      expect(mail.subject).toBe(title);
      expect(mail.text).toContain('The portal rests on Sunday');

      // Its dispatches: the demo's Telegram message and email, sent.
      await row.getByTestId('news-dispatches-link').click();
      await expect(page).toHaveURL(/\/ops\/notifications\/dispatches\?broadcast=[0-9a-f-]{36}$/);
      await expect(page.getByTestId('dispatch-broadcast-filter')).toBeVisible();
      const demoRows = page.getByTestId('dispatch-row').filter({ hasText: DEMO.email });
      await expect
        .poll(
          async () => {
            await page.getByTestId('dispatch-status-filter').click();
            await page.getByRole('option', { name: 'Sent' }).click();
            return demoRows.count();
          },
          { timeout: 20_000 },
        )
        .toBe(2);
      await expect(page).toHaveURL(/status=sent/);
      await expect(demoRows.filter({ hasText: 'Telegram' })).toHaveCount(1);
      await expect(demoRows.filter({ hasText: 'Email' })).toHaveCount(1);
      await expect(demoRows.first()).toContainText(title);
      await shot(page, 'ops-dispatches-desktop-light');
      await expectAccessible(page, '#main-content', 'the sent notifications');
      await page.getByRole('button', { name: 'Show every sent notification' }).click();
      await expect(page).not.toHaveURL(/broadcast=/);

      // A second broadcast, to one advertiser chosen through the picker.
      await page.goto('/ops/news');
      await page.getByTestId('news-new').click();
      await dialog.getByTestId('news-title').fill(`${title} (demo only)`);
      await dialog.getByTestId('news-body').fill('Only for the demo advertiser.');
      await dialog.getByTestId('news-audience-advertisers').check();
      await dialog.getByTestId('news-send').click();
      await expect(dialog.getByText('This field is required')).toBeVisible();
      await dialog.getByTestId('news-advertiser-search').fill('demo@adportal');
      await page.getByRole('option', { name: /Demo Advertising Co\./ }).click();
      await expect(dialog.getByTestId('news-advertiser-chip')).toHaveText(['Demo Advertising Co.']);
      await page.keyboard.press('Escape');
      await shot(page, 'ops-news-dialog-chosen-desktop-light');
      await dialog.getByTestId('news-send').click();
      await page
        .getByRole('dialog', { name: 'Send this news?' })
        .getByRole('button', { name: 'Send now' })
        .click();
      await expect(page.getByText('News sent to 1 advertiser', { exact: true })).toBeVisible();
      await expect(page.getByTestId('news-row').first()).toContainText('Chosen advertisers');
      await shot(page, 'ops-news-desktop-light');
      await expectAccessible(page, '#main-content', 'the news list');

      // The demo advertiser finds both in the bell (signed in in this page).
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
      await openSignedIn(page, DEMO, '/tutorials');
      await page.getByTestId('notifications-bell').click();
      const menu = page.getByTestId('notifications-menu');
      await expect(menu).toContainText(title);
      await expect(menu).toContainText(`${title} (demo only)`);
      await shot(page, 'ops-news-bell-desktop-light');
    } finally {
      await restoreDemo(request, headers, found);
    }
  });

  test('a failed dispatch shows its reason and is retried (the API answers stood in for)', async ({
    page,
  }) => {
    // A real failure needs a chat that blocked the bot, which the sandbox offers only in-process: the API tests
    // drive that path end to end. Here the log's answer holds one failed row, to see it and press Retry.
    const failed = {
      id: '6f1c1e2a-4b5d-4c3e-9f00-000000000001',
      channel: 'telegram',
      category: 'news',
      status: 'failed',
      user_email: 'blocked@example.com',
      company_name: 'Blocked Chat Ltd.',
      subject: 'Maintenance on Sunday',
      broadcast_id: null,
      attempts: 1,
      last_error: '403 Forbidden: bot was blocked by the user — disconnected',
      created_at: new Date().toISOString(),
      sent_at: null,
    };
    let retried = '';
    await page.route('**/api/ops/notification-dispatches?*', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({
        response: answer,
        json: { data: [failed, ...body.data], total: body.total + 1 },
      });
    });
    await page.route('**/api/ops/notification-dispatches/*/retry', async (route) => {
      retried = route.request().url();
      await route.fulfill({ status: 204, body: '' });
    });
    await page.setViewportSize(WIDTHS.desktop);
    await openSignedIn(page, OPERATOR, '/ops/notifications/dispatches');
    const row = page.getByTestId('dispatch-row').filter({ hasText: 'blocked@example.com' });
    await expect(row).toContainText('Failed');
    await expect(row.getByTestId('dispatch-error')).toHaveText(failed.last_error);
    await expectAccessible(page, '#main-content', 'the sent notifications with a failed row');
    await shot(page, 'ops-dispatches-failed-desktop-light');
    await row.getByRole('button', { name: 'Retry sending to blocked@example.com' }).click();
    await expect(page.getByText('Queued to be sent again')).toBeVisible();
    expect(retried).toContain(`/api/ops/notification-dispatches/${failed.id}/retry`);

    // On a phone the row is a card with its reason and a Retry button.
    await page.setViewportSize(WIDTHS.mobile);
    const card = page.getByTestId('dispatch-row').filter({ hasText: 'blocked@example.com' });
    await expect(card.getByTestId('dispatch-error')).toHaveText(failed.last_error);
    await expect(card.getByRole('button', { name: 'Retry sending to blocked@example.com' })).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, 'ops-dispatches-failed-mobile-light');
    await expectAccessible(page, '#main-content', 'the sent notifications with a failed card');
  });

  // `npm test` checks the hardest of them (looks.ts): Thai on the phone in dark; `npm run looks` takes these five.
  const SCREENS = LOOKS
    ? ([
        { language: 'en', scheme: 'dark', width: 'desktop' },
        { language: 'en', scheme: 'light', width: 'mobile' },
        { language: 'en', scheme: 'dark', width: 'mobile' },
        { language: 'th', scheme: 'light', width: 'desktop' },
        { language: 'zh', scheme: 'light', width: 'mobile' },
      ] as const)
    : ([{ language: 'th', scheme: 'dark', width: 'mobile' }] as const);
  for (const { language, scheme, width } of SCREENS) {
    test(`the news list, its dialog and the sent notifications: ${language}, ${scheme}, ${width}`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDTHS[width]);
      const name = `${language}-${width}-${scheme}`;
      await openSignedIn(page, OPERATOR, '/ops/news', { language, scheme });
      await expect(page.getByTestId('news-row').first()).toBeVisible();
      await noSidewaysScroll(page);
      await shot(page, `ops-news-${name}`);
      await expectAccessible(page, '#main-content', `the news list (${name})`);

      await page.getByTestId('news-new').click();
      await page.getByTestId('news-audience-advertisers').check();
      await shot(page, `ops-news-dialog-${name}`);
      await expectAccessible(page, DIALOG, `the news dialog (${name})`);
      await page.keyboard.press('Escape');

      await page.goto('/ops/notifications/dispatches');
      await expect(page.getByTestId('dispatch-row').first()).toBeVisible();
      await noSidewaysScroll(page);
      await shot(page, `ops-dispatches-${name}`);
      await expectAccessible(page, '#main-content', `the sent notifications (${name})`);
    });
  }
});
