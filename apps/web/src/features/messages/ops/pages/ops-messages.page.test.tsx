// @vitest-environment jsdom
import { ZOpsConversationPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOpsConversationSummary, opsConversationPageOf } from '../../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';
import { serviceDownUntilRetry } from '../../../../testing/service-down.ts';

const page = () => screen.getByRole('main');

const queueOf = (answer: Parameters<typeof mockApi<typeof ZOpsConversationPage>>[3]) =>
  mockApi('get', '/api/ops/messages', ZOpsConversationPage, answer);

/** An operator who reads the desk but may not answer on it. */
const DESK_READER = { kind: 'platform', permissions: { OpsContent: { read: true } } } as const;

describe('/ops/messages', () => {
  it("shows the loading bar until the queue arrives, then every advertiser's conversations", async () => {
    const hold = heldAnswer();
    await renderApp('/ops/messages', {
      as: OPERATOR,
      api: [
        queueOf(async () => {
          await hold.promise;
          return opsConversationPageOf([
            anOpsConversationSummary(),
            anOpsConversationSummary({
              id: 'c0a80101-0000-4000-8000-00000000c002',
              subject: 'Invoice for October',
              advertiser_name: 'Globex Media',
              status: 'answered',
              assigned_operator: { id: 'c0a80101-0000-4000-8000-00000000e001', name: 'Olivia Operator' },
            }),
          ]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const waiting = (await screen.findByRole('link', { name: 'Where did my welcome bonus go?' })).closest(
      'tr',
    )!;
    expect(within(waiting).getByText('Acme Ads Co.')).toBeTruthy();
    expect(within(waiting).getByText('Waiting for support')).toBeTruthy();
    expect(within(waiting).getByText('Unassigned')).toBeTruthy();
    const answered = screen.getByRole('link', { name: 'Invoice for October' }).closest('tr')!;
    expect(within(answered).getByText('Globex Media')).toBeTruthy();
    expect(within(answered).getByText('Olivia Operator')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no conversation matches the filters', async () => {
    await renderApp('/ops/messages', { as: DESK_READER, api: [queueOf(() => opsConversationPageOf([]))] });
    expect(await screen.findByText('No conversation matches these filters.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the queue cannot be loaded, and loads it on "Try again"', async () => {
    const service = serviceDownUntilRetry();
    const { user } = await renderApp('/ops/messages', {
      as: OPERATOR,
      api: [queueOf(service.answer(() => opsConversationPageOf([anOpsConversationSummary()])))],
    });
    await service.retry(user, {
      message: 'Messages could not be loaded.',
      loaded: () => screen.findByRole('link', { name: 'Where did my welcome bonus go?' }),
    });
  });

  it('asks the queue with the filters kept in the address and the one chosen', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/messages?assigned=me&q=bonus', {
      as: OPERATOR,
      api: [queueOf(() => opsConversationPageOf([anOpsConversationSummary()]))],
    });
    expect(await screen.findByRole('link', { name: 'Where did my welcome bonus go?' })).toBeTruthy();
    const [first] = await requests.matching('GET', '/api/ops/messages');
    expect(first?.query).toMatchObject({ assigned: 'me', search: 'bonus' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Waiting for support' }));
    await waitFor(async () =>
      expect(
        (await requests.matching('GET', '/api/ops/messages')).map((request) => request.query.status),
      ).toContain('open'),
    );
  });

  it('is not for advertisers: not authorized', async () => {
    await renderApp('/ops/messages', { as: { kind: 'advertiser', administrator: true } });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
