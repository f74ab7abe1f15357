// @vitest-environment jsdom
import {
  ZHealthResponse,
  ZLoginBypassLink,
  ZOpsCatalogue,
  ZOpsOverview,
  ZSettlementRun,
  ZSiteTag,
} from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../testing/callers.ts';
import {
  aLoginBypassLink,
  aSiteTag,
  emptyOpsCatalogue,
  healthy,
  opsCatalogue,
  opsOverview,
} from '../../../testing/factories/ops-console.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

/** An operator who may open the console and nothing else: no review, no deposits, no advertisers. */
const CONSOLE_ONLY: SignedInCaller = { kind: 'platform', permissions: { Ops: { read: true } } };

const overview = (answer: Parameters<typeof mockApi<typeof ZOpsOverview>>[3]) =>
  mockApi('get', '/api/ops/overview', ZOpsOverview, answer);
const health = (answer: Parameters<typeof mockApi<typeof ZHealthResponse>>[3] = () => healthy) =>
  mockApi('get', '/api/health', ZHealthResponse, answer);
const catalogue = (answer: Parameters<typeof mockApi<typeof ZOpsCatalogue>>[3] = () => opsCatalogue()) =>
  mockApi('get', '/api/ops/catalogue', ZOpsCatalogue, answer);
const siteTag = mockApi('get', '/api/ops/websites/:id/tag', ZSiteTag, () => aSiteTag());

describe('/ops', () => {
  it('shows the queues loading, then what waits in each, each opening its queue', async () => {
    const hold = heldAnswer();
    await renderApp('/ops', {
      as: OPERATOR,
      api: [
        overview(async () => {
          await hold.promise;
          return opsOverview({ pending_reviews: 7, waiting_deposits: 2, open_conversations: 0 });
        }),
        health(),
        catalogue(),
        siteTag,
      ],
    });
    const queues = section('Waiting for you');
    expect(queues.getAttribute('aria-busy')).toBe('true');
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const reviews = await within(queues).findByRole('link', { name: /^7\s*Ads waiting for review$/ });
    expect(reviews.getAttribute('href')).toBe('/ops/advertisements');
    const deposits = within(queues).getByRole('link', {
      name: /^2\s*Manual deposits waiting for a decision$/,
    });
    expect(deposits.getAttribute('href')).toBe('/ops/deposits?method=manual');
    expect(within(queues).getByRole('link', { name: /^0\s*Open support conversations$/ })).toBeTruthy();
    // Who is signed in, and the API's health.
    expect(screen.getByTestId('operator-name').textContent).toBe('Olivia Operator');
    expect(await screen.findByTestId('system-status')).toBeTruthy();
    expect(within(section('System status')).getAllByText('Operational').length).toBeGreaterThan(0);
    // The publisher demo lists the active websites with their demo page.
    expect(await within(section('Publisher demo pages')).findByText('Example News')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the queues and the health check cannot be loaded, and loads them on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops', {
      as: OPERATOR,
      api: [
        overview(() => (failing ? apiError(500, 'INTERNAL', 'Internal error') : opsOverview())),
        health(() => (failing ? apiError(500, 'INTERNAL', 'Internal error') : healthy)),
        catalogue(),
        siteTag,
      ],
    });
    const queuesFailed = await screen.findByText('The queues could not be loaded.', {}, { timeout: 20_000 });
    expect(
      await screen.findByText('The health check could not be reached.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    const alert = queuesFailed.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ads waiting for review/ })).toBeTruthy();
    expect(screen.queryByText('The queues could not be loaded.')).toBeNull();
  });

  it('tells an operator with no active website where to add one', async () => {
    await renderApp('/ops', {
      as: OPERATOR,
      api: [overview(() => opsOverview()), health(), catalogue(() => ({ ...emptyOpsCatalogue }))],
    });
    expect(await screen.findByText('No active website yet: add one in the catalogues.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('leaves out the queues, the publisher demo and the settlement an operator may not read', async () => {
    await renderApp('/ops', {
      as: CONSOLE_ONLY,
      api: [
        overview(() => ({ pending_reviews: null, waiting_deposits: null, open_conversations: null })),
        health(),
      ],
    });
    expect(await screen.findByTestId('system-status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting for you' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Publisher demo pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close finished days now' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('closes the finished days on request and says what it booked', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops', {
      as: OPERATOR,
      api: [
        overview(() => opsOverview()),
        health(),
        catalogue(),
        siteTag,
        mockApi('post', '/api/ops/settlement', ZSettlementRun, () => ({
          today: '2026-11-28',
          days_closed: 1,
          clicks_voided: 2,
          expenses_booked: 3,
          amount_booked: '4.50',
          report_days_rebuilt: ['2026-11-27'],
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Close finished days now' }));
    const result = await screen.findByTestId('settlement-result');
    expect(result.textContent).toContain('1 day(s) with open clicks checked, 2 click(s) voided');
    expect(result.textContent).toContain('(4.50 USDT)');
    expect(await requests.matching('POST', '/api/ops/settlement')).toHaveLength(1);
  });

  it("creates a one-time sign-in link for a user's email, after checking the email in the spec's words", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops', {
      as: CONSOLE_ONLY,
      api: [
        overview(() => ({ pending_reviews: null, waiting_deposits: null, open_conversations: null })),
        health(),
        mockApi('post', '/api/ops/login-bypass', ZLoginBypassLink, async ({ request }) => {
          const { email } = (await request.clone().json()) as { email: string };
          return email === 'nobody@acme.test' ? apiError(404, 'NOT_FOUND', 'Not found') : aLoginBypassLink();
        }),
      ],
    });
    const card = section('Sign in as an advertiser user');
    const email = within(card).getByRole('textbox', { name: 'User email' });
    await user.type(email, 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(fieldMessage(email)).toContain('The Email field must be a valid email'));
    expect(await requests.matching('POST', '/api/ops/login-bypass')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'nobody@acme.test');
    await user.click(within(card).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(fieldMessage(email)).toContain('No active advertiser user has this email'));

    await user.clear(email);
    await user.type(email, 'grace@acme.test');
    await user.click(within(card).getByRole('button', { name: 'Create link' }));
    const link = await within(card).findByRole('textbox', { name: 'Sign-in link' });
    expect((link as HTMLInputElement).value).toBe('https://adportal.test/login-bypass/one-time-token');
    expect(within(card).getByTestId('login-bypass-link').textContent).toContain('Link for Grace Hopper');
    const sent = await requests.matching('POST', '/api/ops/login-bypass');
    expect(sent.map((request) => request.body)).toEqual([
      { email: 'nobody@acme.test' },
      { email: 'grace@acme.test' },
    ]);
    expect(await axeProblems(card)).toEqual([]);
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
