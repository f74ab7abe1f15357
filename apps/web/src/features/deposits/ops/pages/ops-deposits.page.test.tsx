// @vitest-environment jsdom
import { ZDeposit, ZDepositPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../../testing/callers.ts';
import { aDeposit, noDeposits, pageOf } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZDepositPage>>[3]) =>
  mockApi('get', '/api/ops/deposits', ZDepositPage, answer);
/** An operator who may read every deposit but decide none. */
const DEPOSIT_READER: SignedInCaller = {
  kind: 'platform',
  permissions: { Ops: { read: true }, OpsDeposit: { read: true } },
};
const waiting = aDeposit({ reference: 'DEP-20261127-0042', advertiser_name: 'Acme Ads Co.' });

describe('/ops/deposits', () => {
  it("shows the loading bar, then every advertiser's deposits with the advertiser", async () => {
    const hold = heldAnswer();
    await renderApp('/ops/deposits', {
      as: OPERATOR,
      api: [
        listOf(async () => {
          await hold.promise;
          return pageOf([waiting]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('DEP-20261127-0042')).closest('tr')!;
    expect(within(row).getByText('Acme Ads Co.')).toBeTruthy();
    expect(within(row).getByText('250.00 USDT')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Confirm deposit DEP-20261127-0042' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when there is no deposit at all', async () => {
    await renderApp('/ops/deposits', { as: OPERATOR, api: [listOf(() => noDeposits)] });
    expect(await within(await screen.findByRole('table')).findByText('No deposits yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it("asks only the manual deposits when opened from the console's queue", async () => {
    const asked: string[] = [];
    await renderApp('/ops/deposits?method=manual', {
      as: OPERATOR,
      api: [
        listOf(({ query }) => {
          asked.push(query.get('method') ?? '');
          return noDeposits;
        }),
      ],
    });
    expect(await screen.findByText('No deposits match.')).toBeTruthy();
    expect(asked).toContain('manual');
    expect(asked).not.toContain('');
  });

  it('says when the list cannot be loaded, and loads it on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops/deposits', {
      as: OPERATOR,
      api: [
        listOf(() => (failing ? apiError(503, 'SERVICE_UNAVAILABLE', 'Unavailable') : pageOf([waiting]))),
      ],
    });
    const alert = (
      await screen.findByText('The deposits could not be loaded.', {}, { timeout: 20_000 })
    ).closest('[role="alert"]') as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DEP-20261127-0042')).toBeTruthy();
  });

  it('hides confirming and rejecting from an operator who may only read deposits', async () => {
    await renderApp('/ops/deposits', { as: DEPOSIT_READER, api: [listOf(() => pageOf([waiting]))] });
    expect(await screen.findByText('DEP-20261127-0042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm deposit DEP-20261127-0042' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject deposit DEP-20261127-0042' })).toBeNull();
  });

  it('offers no decision on a deposit through the provider', async () => {
    await renderApp('/ops/deposits', {
      as: OPERATOR,
      api: [listOf(() => pageOf([aDeposit({ reference: 'DEP-20261127-0050', method: 'crypto' })]))],
    });
    expect(await screen.findByText('DEP-20261127-0050')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm deposit DEP-20261127-0050' })).toBeNull();
  });

  it('requires a remark to reject a manual deposit, then sends it', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/deposits', {
      as: OPERATOR,
      api: [
        listOf(() => pageOf([waiting])),
        mockApi('post', '/api/ops/deposits/:id/reject', ZDeposit, () =>
          aDeposit({ ...waiting, status: 'rejected', remark: 'No transfer found' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Reject deposit DEP-20261127-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit DEP-20261127-0042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const remark = within(dialog).getByRole('textbox', { name: 'Remark' });
    await waitFor(() => expect(fieldMessage(remark)).toContain('This field is required'));
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', /\/reject$/)).toEqual([]);

    await user.type(remark, 'No transfer found');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = await requests.matching('POST', /\/reject$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/api/ops/deposits/${waiting.id}/reject`);
    expect(sent[0]?.body).toEqual({ remark: 'No transfer found' });
  });

  it('confirms a manual deposit with the amount it credits', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/deposits', {
      as: OPERATOR,
      api: [
        listOf(() => pageOf([waiting])),
        mockApi('post', '/api/ops/deposits/:id/confirm', ZDeposit, () =>
          aDeposit({ ...waiting, status: 'success', credited: '250.00', remark: 'Seen on chain' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm deposit DEP-20261127-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit DEP-20261127-0042?' });
    expect(within(dialog).getByText('250.00 USDT will be credited to the advertiser.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Seen on chain');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(await requests.matching('POST', /\/confirm$/)).toHaveLength(1));
    const [sent] = await requests.matching('POST', /\/confirm$/);
    expect(sent?.body).toEqual({ remark: 'Seen on chain' });
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops/deposits');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
