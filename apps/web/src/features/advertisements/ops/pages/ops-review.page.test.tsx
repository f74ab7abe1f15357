// @vitest-environment jsdom
import { ZAdPage, ZAdStatusLogList, ZAdvertisement, ZOpsCatalogue } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { adCatalogue, anOpsAd, pageOf } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
/** The queue and the navbar's pending count read the same route. */
const queue = (answer: Parameters<typeof mockApi<typeof ZAdPage>>[3]) =>
  mockApi('get', '/api/ops/advertisements', ZAdPage, answer);
/** What the review dialog reads beside the ad: its status history and the catalogue's names. */
const dialogReads = [
  mockApi('get', '/api/ops/advertisements/:id/status-logs', ZAdStatusLogList, () => ({ data: [] })),
  mockApi('get', '/api/ops/catalogue', ZOpsCatalogue, () => ({
    ...adCatalogue(),
    keywords: [],
    websites: [],
  })),
];
const MODERATOR = OPERATOR;
const VIEWER = { kind: 'platform', permissions: { Ops: { read: true }, OpsReview: { read: true } } } as const;

describe('/ops/advertisements', () => {
  it('lists the ads waiting for review, each with its way to review', async () => {
    await renderApp('/ops/advertisements', { as: MODERATOR, api: [queue(() => pageOf([anOpsAd()]))] });
    const review = await screen.findByRole('button', { name: 'Review Winter sale leaderboard' });
    expect(review.textContent).toBe('Review');
    expect(within(review.closest('tr')!).getByText('Acme Ads Co.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('shows the loading rows until the queue arrives', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/advertisements', {
      as: MODERATOR,
      api: [
        queue(async () => {
          await hold.promise;
          return pageOf([anOpsAd()]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('button', { name: 'Review Winter sale leaderboard' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
  });

  it('approves a pending ad at once and sends the approval', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/advertisements', {
      as: MODERATOR,
      api: [
        queue(() => pageOf([anOpsAd()])),
        ...dialogReads,
        mockApi('post', '/api/ops/advertisements/:id/moderate', ZAdvertisement, () =>
          anOpsAd({ status: 'approved' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review Winter sale leaderboard' }));
    const dialog = await screen.findByRole('dialog', { name: /Review: Winter sale leaderboard/ });
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(async () => expect(await requests.matching('POST', /\/moderate$/)).toHaveLength(1));
    const [sent] = await requests.matching('POST', /\/moderate$/);
    expect(sent?.path).toBe('/api/ops/advertisements/ad000000-0000-4000-8000-000000000001/moderate');
    expect(sent?.body).toMatchObject({ action: 'approve' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Review:/ })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Ad approved' })).toBeTruthy();
  });

  it('says the queue is empty', async () => {
    await renderApp('/ops/advertisements', { as: MODERATOR, api: [queue(() => pageOf([]))] });
    expect(await screen.findByText('The review queue is empty. Well done!')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the queue cannot be loaded, and loads it on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops/advertisements', {
      as: MODERATOR,
      api: [
        queue(({ query }) =>
          // The navbar's count (page_size 1) keeps working; the list fails until retried.
          failing && query.get('page_size') !== '1'
            ? apiError(500, 'INTERNAL', 'Internal error')
            : pageOf([anOpsAd()]),
        ),
      ],
    });
    const alert = (await screen.findByText('The ads could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Review Winter sale leaderboard' })).toBeTruthy();
  });

  it('lets an operator who may only read reviews view an ad but not moderate it', async () => {
    const { user } = await renderApp('/ops/advertisements', {
      as: VIEWER,
      api: [queue(() => pageOf([anOpsAd()])), ...dialogReads],
    });
    const view = await screen.findByRole('button', { name: 'Review Winter sale leaderboard' });
    expect(view.textContent).toBe('View');
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: /Review: Winter sale leaderboard/ });
    expect(within(dialog).getByText('You can view ads but not moderate them.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it("asks the reason of a rejection in the spec's words, then sends it", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/advertisements', {
      as: MODERATOR,
      api: [
        queue(() => pageOf([anOpsAd()])),
        ...dialogReads,
        mockApi('post', '/api/ops/advertisements/:id/moderate', ZAdvertisement, () =>
          anOpsAd({ status: 'rejected', status_reason: 'Blurry image' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review Winter sale leaderboard' }));
    const dialog = await screen.findByRole('dialog', { name: /Review: Winter sale leaderboard/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    await waitFor(() => expect(fieldMessage(reason)).toContain('This field is required'));
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', /\/moderate$/)).toEqual([]);

    await user.type(reason, 'Blurry image');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(async () => expect(await requests.matching('POST', /\/moderate$/)).toHaveLength(1));
    const [sent] = await requests.matching('POST', /\/moderate$/);
    expect(sent?.path).toBe('/api/ops/advertisements/ad000000-0000-4000-8000-000000000001/moderate');
    expect(sent?.body).toEqual({ action: 'reject', reason: 'Blurry image' });
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops/advertisements');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
