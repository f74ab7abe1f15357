// @vitest-environment jsdom
import { ZDispatchList, ZNoContent } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../../testing/callers.ts';
import { aDispatch, dispatchListOf } from '../../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const PATH = '/ops/notifications/dispatches';
const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZDispatchList>>[3]) =>
  mockApi('get', '/api/ops/notification-dispatches', ZDispatchList, answer);
/** An operator who may read the console's area but not act on it. */
const READER: SignedInCaller = { kind: 'platform', permissions: { Ops: { read: true } } };
const FAILED = aDispatch({
  id: '7a1e2b3c-4d5e-4f60-8a71-0000000000f1',
  status: 'failed',
  user_email: 'blocked@example.com',
  company_name: 'Blocked Chat Ltd.',
  last_error: '403 Forbidden: bot was blocked by the user — disconnected',
  sent_at: null,
});
const SENT = aDispatch({ channel: 'email', subject: 'Deposit credited' });
const BROADCAST = '7a1e2b3c-4d5e-4f60-8a71-0000000000b1';

describe(PATH, () => {
  it('shows the loading bar until the sent notifications arrive, then each with its status and reason', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: OPERATOR,
      api: [
        listOf(async () => {
          await hold.promise;
          return dispatchListOf([FAILED, SENT]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const failed = (await screen.findByText('blocked@example.com')).closest('tr')!;
    expect(within(failed).getByText('Telegram')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByTestId('dispatch-error').textContent).toBe(FAILED.last_error);
    const sent = screen.getByText('Deposit credited').closest('tr')!;
    expect(within(sent).getByText('Email')).toBeTruthy();
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).queryByTestId('dispatch-error')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sent notifications' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no sent notification matches', async () => {
    await renderApp(PATH, { as: OPERATOR, api: [listOf(() => dispatchListOf([]))] });
    expect(await screen.findByText('No sent notification matches')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the sent notifications cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      as: OPERATOR,
      api: [
        listOf(() => {
          calls += 1;
          // The first load and its one automatic retry (lib/http.ts) fail; the person's retry succeeds.
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : dispatchListOf([SENT]);
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The sent notifications could not be loaded.');
    expect(calls).toBe(2);
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit credited')).toBeTruthy();
  });

  it('asks for one broadcast, a status and a channel as the address and the filters say, and clears the broadcast', async () => {
    const queries: Record<string, string>[] = [];
    const { user, router } = await renderApp(`${PATH}?broadcast=${BROADCAST}`, {
      as: OPERATOR,
      api: [
        listOf(({ query }) => {
          queries.push(Object.fromEntries(query));
          return dispatchListOf([SENT]);
        }),
      ],
    });
    expect(await screen.findByText('Deposit credited')).toBeTruthy();
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', broadcast_id: BROADCAST });
    expect(screen.getByText('One news broadcast only')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'failed', broadcast_id: BROADCAST }));
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'failed', channel: 'email' }));
    expect(router.state.location.search).toBe(`?status=failed&channel=email&broadcast=${BROADCAST}`);

    await user.click(screen.getByRole('button', { name: 'Show every sent notification' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', status: 'failed', channel: 'email' }),
    );
    expect(screen.queryByText('One news broadcast only')).toBeNull();
  });

  it('retries a failed one only, with its id, and says it is queued again', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, {
      as: OPERATOR,
      api: [
        listOf(() => dispatchListOf([FAILED, SENT])),
        mockApi(
          'post',
          '/api/ops/notification-dispatches/:id/retry',
          ZNoContent,
          () => new Response(null, { status: 204 }),
        ),
      ],
    });
    const retry = await screen.findByRole('button', {
      name: 'Retry sending to blocked@example.com',
    });
    expect(screen.getAllByRole('button', { name: /^Retry sending to / })).toHaveLength(1);
    await user.click(retry);
    expect(await screen.findByText('Queued to be sent again')).toBeTruthy();
    const sent = await requests.matching('POST', /\/retry$/);
    expect(sent.map((request) => request.path)).toEqual([
      `/api/ops/notification-dispatches/${FAILED.id}/retry`,
    ]);
  });

  it('hides retrying from an operator who may only read the console', async () => {
    await renderApp(PATH, { as: READER, api: [listOf(() => dispatchListOf([FAILED]))] });
    expect(await screen.findByText('blocked@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retry sending to/ })).toBeNull();
  });

  it('sends nobody without the console area to the sent notifications: not authorized', async () => {
    await renderApp(PATH, { as: { kind: 'platform', permissions: { OpsContent: { read: true } } } });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
