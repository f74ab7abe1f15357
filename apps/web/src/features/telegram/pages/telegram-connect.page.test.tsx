// @vitest-environment jsdom
import { ZTelegramLink, ZTelegramStatus } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly, type SignedInCaller } from '../../../testing/callers.ts';
import { aTelegramStatus } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const TELEGRAM_USER: SignedInCaller = {
  kind: 'advertiser',
  permissions: { Telegram: { read: true, update: true } },
};
const LINK = {
  url: 'https://t.me/adportal_bot?start=abc123',
  bot_username: 'adportal_bot',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
};

describe('/telegram/connect', () => {
  it('makes one fresh link on arrival and shows it with the steps', async () => {
    const requests = recordRequests();
    await renderApp('/telegram/connect', {
      as: TELEGRAM_USER,
      api: [
        mockApi('get', '/api/telegram', ZTelegramStatus, () => aTelegramStatus()),
        mockApi('post', '/api/telegram/link', ZTelegramLink, () => LINK),
      ],
    });
    expect(await screen.findByTestId('telegram-connect-link')).toBeTruthy();
    expect(screen.getByText('In the chat with @adportal_bot, press Start.')).toBeTruthy();
    expect((screen.getByTestId('telegram-open') as HTMLAnchorElement).getAttribute('href')).toBe(LINK.url);
    expect(await requests.matching('POST', '/api/telegram/link')).toHaveLength(1);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('goes back to /telegram once the chat is connected', async () => {
    let polls = 0;
    const { router } = await renderApp('/telegram/connect', {
      as: TELEGRAM_USER,
      api: [
        mockApi('get', '/api/telegram', ZTelegramStatus, () => {
          polls += 1;
          return polls < 2
            ? aTelegramStatus()
            : aTelegramStatus({
                connection: { chat_id: '4242', chat_name: 'Ada', connected_at: '2026-11-28T03:00:00.000Z' },
              });
        }),
        mockApi('post', '/api/telegram/link', ZTelegramLink, () => LINK),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/telegram'), { timeout: 20_000 });
  });

  it('says when the link cannot be made, and makes one on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/telegram/connect', {
      as: TELEGRAM_USER,
      api: [
        mockApi('get', '/api/telegram', ZTelegramStatus, () => aTelegramStatus()),
        mockApi('post', '/api/telegram/link', ZTelegramLink, () => {
          calls += 1;
          return calls === 1 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : LINK;
        }),
      ],
    });
    expect(await screen.findByText(/The connection link could not be created\./)).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('telegram-connect-link')).toBeTruthy();
  });

  it('sends a member who may only read Telegram away: not authorized', async () => {
    await renderApp('/telegram/connect', { as: readOnly('Telegram') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
