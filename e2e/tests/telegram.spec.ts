import type { APIRequestContext, Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import {
  apiSession,
  chooseLanguage,
  DEMO,
  expect,
  hidePopups,
  openSignedIn,
  shot,
  signIn,
  skipFriendCodeDialog,
  test,
  WIDTHS,
} from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * Telegram and the settings (issue 16): the e2e server runs without TELEGRAM_BOT_TOKEN, so the sandbox bot
 * speaks the Bot API locally and this spec plays the user pressing Start. The demo account is left as found:
 * disconnected, its notification settings as they were.
 */

/** No serious or critical axe finding in the page's content (the layout around it is its owners'). */
async function expectAccessible(page: Page, name: string) {
  // A toast still fading out would be measured as the background of what it covers.
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  // Soft: one run lists every screen's findings.
  expect.soft(await axeProblems(page, '#main-content'), `axe on ${name}`).toEqual([]);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

type Headers = Awaited<ReturnType<typeof apiSession>>;

/** The demo's settings as found, to put back at the end. */
async function readSettings(request: APIRequestContext, headers: Headers) {
  const response = await request.get('/api/notification-settings', { headers });
  expect(response.status()).toBe(200);
  const { categories, low_balance_threshold, digest } = await response.json();
  return { categories, low_balance_threshold, digest };
}

async function restore(request: APIRequestContext, headers: Headers, settings: object) {
  const gone = await request.delete('/api/telegram', { headers });
  expect([204, 404]).toContain(gone.status());
  expect((await request.put('/api/notification-settings', { headers, data: settings })).status()).toBe(200);
}

/** Connects the demo's chat the way the connect page does: a link, then the sandbox bot's Start on it. */
async function connectThroughSandbox(request: APIRequestContext, headers: Headers) {
  const link = await request.post('/api/telegram/link', { headers });
  expect(link.status()).toBe(201);
  const { url } = await link.json();
  expect((await request.post('/api/telegram/sandbox/start', { headers, data: { url } })).status()).toBe(204);
  await expect
    .poll(async () => (await (await request.get('/api/telegram', { headers })).json()).connection !== null, {
      timeout: 15_000,
    })
    .toBe(true);
}

test.describe('Telegram and settings', () => {
  test('connect through the sandbox bot, a test notification, settings kept, disconnect', async ({
    page,
    request,
  }) => {
    const headers = await apiSession(request, DEMO);
    const found = await readSettings(request, headers);
    try {
      await chooseLanguage(page, 'en');
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/dashboards/);

      await page.goto('/telegram');
      // Reached from the user menu too.
      await page.getByTestId('user-menu').click();
      await expect(page.getByTestId('telegram-link')).toHaveAttribute('href', '/telegram');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('telegram-status')).toHaveText('Disconnected');
      await expect(page.getByTestId('telegram-sandbox')).toContainText('Sandbox bot');
      await expect(page.getByTestId('telegram-send-test')).toBeDisabled();
      await expect(page.getByText('Connect a chat first to send a test notification.')).toBeVisible();
      // Telegram switches wait for a chat.
      await expect(page.getByRole('switch', { name: 'Deposit by Telegram' })).toBeDisabled();
      await expect(page.getByTestId('telegram-column-hint')).toBeVisible();
      // The session's telegramData (spec §3): not connected (nothing stored yet reads as that too).
      expect(
        await page.evaluate(() =>
          JSON.parse(localStorage.getItem('telegramData') ?? '{"isConnected":false}'),
        ),
      ).toMatchObject({ isConnected: false });

      await page.getByTestId('telegram-connect').click();
      await expect(page).toHaveURL(/\/telegram\/connect$/);
      await expect(page.getByTestId('telegram-link-url')).toHaveValue(/^https:\/\/t\.me\/\w+\?start=\S+$/);
      await expect(page.getByTestId('telegram-link-expiry')).toContainText(/\d+:\d\d/);
      // The sandbox bot is no t.me bot: pressing Start here is the main action, no "Open Telegram", no QR code.
      await expect(page.getByTestId('telegram-sandbox-start')).toHaveClass(/MuiButton-contained/);
      await expect(page.getByTestId('telegram-open')).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'QR code of the Telegram connection link' })).toHaveCount(0);
      // A new link replaces the first (which stops working).
      const first = await page.getByTestId('telegram-link-url').inputValue();
      await page.getByTestId('telegram-new-link').click();
      await expect(page.getByTestId('telegram-link-url')).not.toHaveValue(first);

      // The test plays the user pressing Start; the page sees the connection arrive by itself.
      await page.getByTestId('telegram-sandbox-start').click();
      await expect(page.getByText('Telegram connected')).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/telegram$/);
      await expect(page.getByTestId('telegram-status')).toHaveText('Connected');
      await expect(page.getByTestId('telegram-chat-name')).not.toBeEmpty();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('telegramData') ?? '{}')))
        .toMatchObject({ isConnected: true, chatId: expect.stringMatching(/^\d+$/) });

      // The bot greeted the chat; a test notification follows it there.
      await page.getByTestId('telegram-send-test').click();
      await expect(page.getByText('Test notification sent')).toBeVisible();
      await expect(page.getByTestId('sandbox-message').first()).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => (await page.getByTestId('sandbox-message').allTextContents()).join('\n'), {
          timeout: 20_000,
        })
        .toMatch(/test/i);
      // Once per 30 s: a second one at once is refused, in words.
      await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
      await page.getByTestId('telegram-send-test').click();
      await expect(page.getByTestId('telegram-test-problem')).toContainText(/\d+ seconds/);

      // Settings: two switches turned over, a low-balance threshold, a weekly digest; kept over a reload.
      await expect(page.getByRole('switch', { name: 'Deposit by Telegram' })).toBeEnabled();
      // Whichever way they stand (the defaults are the API's), each is turned over.
      const adsByEmail = await page.getByRole('switch', { name: 'Advertisement by Email' }).isChecked();
      const newsByEmail = await page.getByRole('switch', { name: 'News by Email' }).isChecked();
      await page.getByRole('switch', { name: 'Advertisement by Email' }).setChecked(!adsByEmail);
      await page.getByRole('switch', { name: 'News by Email' }).setChecked(!newsByEmail);
      await page.getByTestId('low-balance-threshold').fill('25.5');
      // A weekly digest on Fridays at 18:00 platform time, by Telegram only.
      await page.getByTestId('digest-frequency').click();
      await page.getByRole('option', { name: 'Weekly' }).click();
      await page.getByTestId('digest-weekday').click();
      await page.getByRole('option', { name: 'Friday' }).click();
      await page.getByTestId('digest-hour').click();
      await page.getByRole('option', { name: /^6:00\sPM$/ }).click();
      await page.getByRole('switch', { name: 'Digest by Email' }).uncheck();
      await page.getByTestId('notification-settings-save').click();
      await expect(page.getByText('Setting updated')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Advertisement by Email' })).toBeChecked({
        checked: !adsByEmail,
      });
      await expect(page.getByRole('switch', { name: 'News by Email' })).toBeChecked({
        checked: !newsByEmail,
      });
      await expect(page.getByTestId('low-balance-threshold')).toHaveValue('25.50');
      await expect(page.getByTestId('digest-weekday')).toHaveText('Friday');
      await expect(page.getByTestId('digest-hour')).toHaveText(/^6:00\sPM$/);
      await expect(page.getByRole('switch', { name: 'Digest by Email' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Digest by Telegram' })).toBeChecked();
      await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
      await shot(page, 'telegram-settings-weekly-en-light');

      // A bad threshold is refused on its field, and what was typed stays.
      await page.getByTestId('low-balance-threshold').fill('12.345');
      await page.getByTestId('notification-settings-save').click();
      await expect(page.getByText('Too many decimals (at most 2)')).toBeVisible();
      await expect(page.getByTestId('low-balance-threshold')).toHaveValue('12.345');
      await expect(page.getByTestId('low-balance-threshold')).toHaveAttribute('aria-invalid', 'true');

      // The same settings on /setting.
      await page.goto('/setting');
      await expect(page.getByTestId('telegram-summary')).toContainText('Connected');
      await expect(page.getByRole('switch', { name: 'News by Email' })).toBeChecked({
        checked: !newsByEmail,
      });

      await page.goto('/telegram');
      await page.getByTestId('telegram-disconnect').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await expect(page.getByText('Disconnected', { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId('telegram-status')).toHaveText('Disconnected');
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('telegramData') ?? '{}')))
        .toEqual({ isConnected: false, chatId: '' });
    } finally {
      await restore(request, headers, found);
    }
  });

  test('the settings page: language and theme saved at once, sections linked', async ({ page, request }) => {
    const headers = await apiSession(request, DEMO);
    const found = await readSettings(request, headers);
    try {
      await chooseLanguage(page, 'en');
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/dashboards/);
      await page.goto('/setting');
      await expect(page.getByTestId('two-factor-card')).toBeVisible();
      await expect(page.getByTestId('notification-settings')).toBeVisible();

      await page.getByTestId('setting-theme-dark').click();
      await expect(page.getByText('Setting updated')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      await page.getByTestId('setting-theme-light').click();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');

      await page.getByTestId('setting-language').click();
      await page.getByRole('option', { name: 'ไทย' }).click();
      await expect(page.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('การตั้งค่า');
      await page.getByTestId('setting-language').click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

      await page.getByTestId('setting-password-link').click();
      await expect(page).toHaveURL(/\/user\/[\w-]+$/);
    } finally {
      await restore(request, headers, found);
    }
  });

  test('a link that expires offers a new one; without a bot the pages say how to set one up', async ({
    page,
  }) => {
    await chooseLanguage(page, 'en');
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboards/);

    // The server's link, answered as if it had 2 seconds left.
    await page.route('**/api/telegram/link', async (route) => {
      const response = await route.fetch();
      const link = await response.json();
      await route.fulfill({
        response,
        json: { ...link, expires_at: new Date(Date.now() + 2_000).toISOString() },
      });
    });
    await page.goto('/telegram/connect');
    await expect(page.getByTestId('telegram-link-expired')).toHaveText(
      'This link has expired. Create a new one to connect.',
      { timeout: 10_000 },
    );
    await expect(page.getByTestId('telegram-open')).toHaveCount(0);
    await expect(page.getByTestId('telegram-sandbox-start')).toHaveCount(0);
    await page.unroute('**/api/telegram/link');
    await page.getByTestId('telegram-new-link').click();
    await expect(page.getByTestId('telegram-link-expired')).toHaveCount(0);
    await expect(page.getByTestId('telegram-sandbox-start')).toBeVisible();

    // No bot (TELEGRAM_BOT_TOKEN unset in production): the status and the settings say so.
    await page.route('**/api/telegram', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { configured: false, sandbox: false, bot_username: null, connection: null } })
        : route.fallback(),
    );
    await page.route('**/api/notification-settings', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), telegram_available: false, telegram_connected: false },
      });
    });
    const linkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/telegram/link')) linkRequests.push(request.method());
    });
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto('/telegram');
      await expect(page.getByTestId('telegram-not-configured')).toContainText('TELEGRAM_BOT_TOKEN');
      await expect(page.getByTestId('telegram-connect')).toHaveCount(0);
      await expect(page.getByTestId('telegram-send-test')).toHaveCount(0);
      await expect(page.getByTestId('telegram-sandbox')).toHaveCount(0);
      await expect(page.getByTestId('telegram-column-hint')).toHaveText(
        'Telegram is not set up on this server: notifications go in-app and by email only.',
      );
      await expect(page.getByRole('switch', { name: 'News by Telegram' })).toBeDisabled();
      await expect(page.getByRole('switch', { name: 'News by Email' })).toBeEnabled();
      await expectAccessible(page, `telegram not configured ${width}`);
      await shot(page, `telegram-not-configured-en-light-${width}`);
    }
    await page.goto('/telegram/connect');
    await expect(page.getByTestId('telegram-not-configured')).toBeVisible();
    await expect(page.getByTestId('telegram-connect-link')).toHaveCount(0);
    expect(linkRequests).toEqual([]);
  });

  test('screens in en/th/zh, light and dark, 1440 and 390 px (looks.ts), with axe', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const headers = await apiSession(request, DEMO);
    const found = await readSettings(request, headers);
    try {
      for (const { language, scheme, device: width, viewport } of looks()) {
        const context = await browser.newContext({ viewport });
        // As the fixture does for its own page: the friend-code question is friend-code.spec.ts's subject, and
        // popups are popups.spec.ts's.
        await skipFriendCodeDialog(context);
        await hidePopups(context);
        const page = await context.newPage();
        await openSignedIn(page, DEMO, undefined, { language, scheme });
        // First disconnected (the set-up state), then with a chat and its messages.
        for (const connected of [false, true]) {
          if (connected) {
            await connectThroughSandbox(request, headers);
            // The test message goes out at most every 30 s: one run of the loop sends one.
            await request.post('/api/telegram/test', { headers });
          }
          const pages = connected
            ? ([
                ['telegram', '/telegram'],
                ['telegram-connect', '/telegram/connect'],
                ['setting', '/setting'],
              ] as const)
            : ([['telegram-disconnected', '/telegram']] as const);
          for (const [name, path] of pages) {
            await page.goto(path);
            await expect(page.locator('#main-content h1')).toBeVisible();
            if (name === 'telegram-connect')
              await expect(page.getByTestId('telegram-link-url')).toBeVisible();
            if (name === 'telegram') await expect(page.getByTestId('sandbox-message').first()).toBeVisible();
            if (name === 'setting')
              await expect(page.getByTestId('notification-settings-save')).toBeVisible();
            await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
            if (width === 'mobile') await noSidewaysScroll(page);
            await expectAccessible(page, `${name} ${language} ${scheme} ${width}`);
            await shot(page, `telegram-${name}-${language}-${scheme}-${width}`);
          }
          if (connected) expect((await request.delete('/api/telegram', { headers })).status()).toBe(204);
        }
        await context.close();
      }
    } finally {
      await restore(request, headers, found);
    }
  });
});
