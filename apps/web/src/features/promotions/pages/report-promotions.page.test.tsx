// @vitest-environment jsdom
import { ZPromotionClaimPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aPromotionClaim, claimPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const claimsOf = (answer: Parameters<typeof mockApi<typeof ZPromotionClaimPage>>[3]) =>
  mockApi('get', '/api/promotion-claims', ZPromotionClaimPage, answer);
const REPORTER = readOnly('Report');

describe('/report/promotions', () => {
  it('shows the loading bar, then every claim with its deposit, status and bonus', async () => {
    const hold = heldAnswer();
    await renderApp('/report/promotions', {
      as: REPORTER,
      api: [claimsOf(heldUntil(hold, () => claimPageOf([aPromotionClaim()])))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('DEP-20261127-0001')).closest('tr')!;
    expect(within(row).getByText('Used')).toBeTruthy();
    expect(within(row).getByText('25.00 USDT')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when there is no claim', async () => {
    await renderApp('/report/promotions', { as: REPORTER, api: [claimsOf(() => claimPageOf([]))] });
    expect(await screen.findByText('No claims yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the claims cannot be loaded, and loads them on "Try again"', async () => {
    const { user } = await renderApp('/report/promotions', {
      as: REPORTER,
      api: [claimsOf(failingTwiceThen(() => claimPageOf([aPromotionClaim()])))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The claims could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DEP-20261127-0001')).toBeTruthy();
  });

  it('asks the server for one status when filtered', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/report/promotions', {
      as: REPORTER,
      api: [claimsOf(() => claimPageOf([aPromotionClaim()]))],
    });
    expect(await screen.findByText('DEP-20261127-0001')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(async () =>
      expect(
        (await requests.matching('GET', '/api/promotion-claims')).map((sent) => sent.query.status),
      ).toContain('cancelled'),
    );
  });
});
