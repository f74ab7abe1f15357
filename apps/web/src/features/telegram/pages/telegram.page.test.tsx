// @vitest-environment jsdom
import { ZTelegramStatus } from '@adportal/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly, type SignedInCaller } from '../../../testing/callers.ts';
import { aTelegramStatus } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
/** A member who manages their own Telegram (the notification settings are the setting screen's test). */
const TELEGRAM_USER: SignedInCaller = {
  kind: 'advertiser',
  permissions: { Telegram: { read: true, update: true } },
};

const connected = aTelegramStatus({
  connection: { chat_id: '4242', chat_name: 'Ada Lovelace', connected_at: '2026-11-20T03:00:00.000Z' },
});
const statusAnswer = (answer: Parameters<typeof mockApi<typeof ZTelegramStatus>>[3]) =>
  mockApi('get', '/api/telegram', ZTelegramStatus, answer);

describe('/telegram', () => {
  it('shows the loading bar until the status arrives, then the way to connect', async () => {
    const hold = heldAnswer();
    await renderApp('/telegram', {
      as: TELEGRAM_USER,
      api: [
        statusAnswer(async () => {
          await hold.promise;
          return aTelegramStatus();
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByText('No Telegram chat is connected to your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect Telegram' }).getAttribute('href')).toBe(
      '/telegram/connect',
    );
    const test = screen.getByRole('button', { name: 'Send a test notification' });
    expect(test.hasAttribute('disabled')).toBe(true);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the status cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/telegram', {
      as: TELEGRAM_USER,
      api: [
        statusAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : connected;
        }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('telegram-chat-name')).textContent).toBe('Ada Lovelace');
  });

  it('shows a member who may only read Telegram the connection without its actions', async () => {
    await renderApp('/telegram', { as: readOnly('Telegram'), api: [statusAnswer(() => connected)] });
    expect((await screen.findByTestId('telegram-chat-name')).textContent).toBe('Ada Lovelace');
    expect(screen.queryByTestId('telegram-send-test')).toBeNull();
    expect(screen.queryByTestId('telegram-disconnect')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Connect another chat' })).toBeNull();
  });

  it('sends a test notification to the connected chat', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/telegram', {
      as: TELEGRAM_USER,
      api: [
        statusAnswer(() => connected),
        mockApi('post', '/api/telegram/test', ZTelegramStatus, () => new HttpResponse(null, { status: 204 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    await waitFor(async () => expect(await requests.matching('POST', '/api/telegram/test')).toHaveLength(1));
  });

  it('disconnects the chat after the question', async () => {
    const requests = recordRequests();
    let current = connected;
    const { user } = await renderApp('/telegram', {
      as: TELEGRAM_USER,
      api: [
        statusAnswer(() => current),
        mockApi('delete', '/api/telegram', ZTelegramStatus, () => {
          current = aTelegramStatus();
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    await user.click(await screen.findByTestId('telegram-disconnect'));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Telegram?' });
    expect(within(dialog).getByText(/Notifications will stop going to Ada Lovelace/)).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No Telegram chat is connected to your account.')).toBeTruthy();
    expect(await requests.matching('DELETE', '/api/telegram')).toHaveLength(1);
  });
});
