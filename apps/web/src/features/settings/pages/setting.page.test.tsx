// @vitest-environment jsdom
import {
  ZApiKeyList,
  ZNotificationSettings,
  ZTelegramStatus,
  ZTwoFactorStatus,
  ZWebhookEndpointList,
} from '@adportal/contracts';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR, readOnly } from '../../../testing/callers.ts';
import { anApiKey, apiKeyListOf } from '../../../testing/factories/api-keys.ts';
import {
  notificationSettings,
  telegramStatus,
  twoFactorStatus,
} from '../../../testing/factories/settings.ts';
import { aWebhookEndpoint, webhookListOf } from '../../../testing/factories/webhooks.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');

type SettingsAnswer = Parameters<typeof mockApi<typeof ZNotificationSettings>>[3];

/** The page's calls besides the notification settings: the Telegram, two-step, API keys and webhooks cards'. */
const settingApi = (settings: SettingsAnswer = () => notificationSettings()) => [
  mockApi('get', '/api/notification-settings', ZNotificationSettings, settings),
  mockApi('get', '/api/telegram', ZTelegramStatus, () => telegramStatus()),
  mockApi('get', '/api/account/two-factor', ZTwoFactorStatus, () => twoFactorStatus()),
  mockApi('get', '/api/api-keys', ZApiKeyList, () => apiKeyListOf([anApiKey(), anApiKey({ expired: true })])),
  mockApi('get', '/api/webhooks', ZWebhookEndpointList, () =>
    webhookListOf([
      aWebhookEndpoint(),
      aWebhookEndpoint({
        id: '3d9b1c20-6f4e-4a1b-9c2d-5e6f7a8b9c02',
        enabled: false,
        disabled_reason: 'failing',
      }),
    ]),
  ),
];

const notificationsCard = () => screen.getByTestId('notification-settings');

describe('/setting', () => {
  it('shows a skeleton until the notification settings arrive, then each category by channel', async () => {
    const hold = heldAnswer();
    await renderApp('/setting', {
      api: settingApi(async () => {
        await hold.promise;
        return notificationSettings();
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(within(notificationsCard()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const depositByEmail = await screen.findByRole('switch', { name: 'Deposit by Email' });
    expect((depositByEmail as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'News by Email' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('low-balance-threshold') as HTMLInputElement).value).toBe('50.00');
    expect(screen.getByTestId('telegram-column-hint').textContent).toContain(
      'Telegram notifications start once you connect a chat.',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the notification settings cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/setting', {
      api: settingApi(() => {
        calls += 1;
        return calls <= 2
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
          : notificationSettings();
      }),
    });
    const failed = await within(await screen.findByTestId('notification-settings')).findByRole('alert');
    expect(failed.textContent).toContain('Service unavailable');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Deposit by Email' })).toBeTruthy();
    expect(notificationsCard().textContent).not.toContain('Service unavailable');
  });

  it("refuses a threshold that is not an amount in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting', { api: settingApi() });
    const threshold = (await screen.findByTestId('low-balance-threshold')) as HTMLInputElement;
    const save = within(notificationsCard()).getByRole('button', { name: 'Save' });

    await user.clear(threshold);
    await user.type(threshold, 'ten');
    await user.click(save);
    await waitFor(() => expect(fieldMessage(threshold)).toContain('Enter an amount like 25 or 25.50'));
    expect(await axeProblems(notificationsCard())).toEqual([]);
    await user.clear(threshold);
    await user.type(threshold, '10.555');
    await user.click(save);
    await waitFor(() => expect(fieldMessage(threshold)).toContain('Too many decimals (at most 2)'));
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.click(save);
    await waitFor(() => expect(fieldMessage(threshold)).toContain('The amount must be greater than 0'));
    expect(await requests.matching('PUT', '/api/notification-settings')).toEqual([]);
  });

  it('saves the switches, an empty threshold (no alert) and the digest together', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting', {
      api: [
        mockApi('put', '/api/notification-settings', ZNotificationSettings, async ({ request }) => ({
          ...notificationSettings(),
          ...((await request.json()) as object),
        })),
        ...settingApi(),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: 'News by Email' }));
    await user.clear(screen.getByTestId('low-balance-threshold'));
    await user.click(within(notificationsCard()).getByRole('button', { name: 'Save' }));

    await waitFor(async () =>
      expect(await requests.matching('PUT', '/api/notification-settings')).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', '/api/notification-settings');
    const body = sent?.body as ReturnType<typeof notificationSettings>;
    expect(body.low_balance_threshold).toBeNull();
    expect(body.categories.find((row) => row.category === 'news')).toEqual({
      category: 'news',
      in_app: true,
      telegram: false,
      email: true,
    });
    expect(body.digest).toEqual({ frequency: 'off', hour: 9, weekday: 1, telegram: false, email: true });
    expect(Object.keys(body).sort()).toEqual(['categories', 'digest', 'low_balance_threshold']);
  });

  it('shows a member who may only read settings the values without a Save button', async () => {
    await renderApp('/setting', { as: readOnly('Setting'), api: settingApi() });
    const depositByEmail = (await screen.findByRole('switch', {
      name: 'Deposit by Email',
    })) as HTMLInputElement;
    expect(depositByEmail.disabled).toBe(true);
    expect(within(notificationsCard()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Your role may see these settings but not change them.')).toBeTruthy();
    // Without the Telegram area, no Telegram card either.
    expect(screen.queryByRole('heading', { name: 'Telegram' })).toBeNull();
  });

  it('leaves the notification settings out for a member without the setting permission', async () => {
    await renderApp('/setting', {
      as: readOnly('Dashboard'),
      api: [
        mockApi('get', '/api/account/two-factor', ZTwoFactorStatus, () => twoFactorStatus()),
        mockApi('get', '/api/api-keys', ZApiKeyList, () => apiKeyListOf([])),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Language and theme' })).toBeTruthy();
    expect(screen.queryByTestId('notification-settings')).toBeNull();
  });

  it('applies the theme chosen at once and keeps it in its cookie', async () => {
    const { user } = await renderApp('/setting', { api: settingApi() });
    const dark = await screen.findByRole('button', { name: 'Dark' });
    await user.click(dark);
    await waitFor(() => expect(dark.getAttribute('aria-pressed')).toBe('true'));
    expect(Cookies.get('theme')).toBe('dark');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('counts the API keys that still work and leads to their page, from a card and a section link', async () => {
    const { user, router } = await renderApp('/setting', { api: settingApi() });
    const card = await screen.findByTestId('api-keys-summary');
    expect(within(card).getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(await within(card).findByText('1 active key')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Sections of the settings' });
    expect(within(sections).getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe(
      '/setting#api-keys',
    );
    expect(await axeProblems(card)).toEqual([]);
    await user.click(within(card).getByRole('link', { name: 'Manage API keys' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/api-keys'));
  });

  it("counts the team's webhook endpoints, says which were switched off, and leads to their page", async () => {
    const { user, router } = await renderApp('/setting', { api: settingApi() });
    const card = await screen.findByTestId('webhooks-summary');
    expect(within(card).getByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    expect(await within(card).findByText('2 endpoints')).toBeTruthy();
    expect(within(card).getByText('1 turned off after failing')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Sections of the settings' });
    expect(within(sections).getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe(
      '/setting#webhooks',
    );
    expect(await axeProblems(card)).toEqual([]);
    await user.click(within(card).getByRole('link', { name: 'Manage webhooks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/webhooks'));
  });

  it('shows an operator no API keys section', async () => {
    await renderApp('/setting', {
      as: OPERATOR,
      api: [mockApi('get', '/api/account/two-factor', ZTwoFactorStatus, () => twoFactorStatus())],
    });
    expect(await screen.findByRole('heading', { name: 'Language and theme' })).toBeTruthy();
    expect(screen.queryByTestId('api-keys-summary')).toBeNull();
  });
});
