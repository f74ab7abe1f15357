// @vitest-environment jsdom
import { ZNewsAudience, ZNewsBroadcast, ZNewsBroadcastList, ZOpsUserPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../../testing/callers.ts';
import { anOpsUser } from '../../../../testing/factories/ops-console.ts';
import { aNewsBroadcast, aTeamUser, newsListOf, pageOf } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZNewsBroadcastList>>[3]) =>
  mockApi('get', '/api/ops/news', ZNewsBroadcastList, answer);
const audience = mockApi('get', '/api/ops/news/audience', ZNewsAudience, () => ({ advertisers: 42 }));
/** An operator who may read the news but neither send it nor read the sent notifications (area Ops). */
const NEWS_READER: SignedInCaller = { kind: 'platform', permissions: { OpsContent: { read: true } } };
const SENT = aNewsBroadcast({ id: '7a1e2b3c-4d5e-4f60-8a71-0000000000c9', title: 'New keyword prices' });

describe('/ops/news', () => {
  it('shows the loading bar until the broadcasts arrive, then each with its counts and its sent notifications', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/news', {
      as: OPERATOR,
      api: [
        listOf(async () => {
          await hold.promise;
          return newsListOf([aNewsBroadcast()]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('Maintenance on Sunday')).closest('tr')!;
    expect(within(row).getByText('All advertisers')).toBeTruthy();
    expect(row.querySelector('[data-col="queued"]')?.textContent).toBe('3');
    expect(row.querySelector('[data-col="sent"]')?.textContent).toBe('70');
    expect(row.querySelector('[data-col="failed"]')?.textContent).toBe('2');
    expect(within(row).getByText('Olivia Operator')).toBeTruthy();
    const link = within(row).getByRole('link', { name: 'Sending of “Maintenance on Sunday”' });
    expect(link.getAttribute('href')).toBe(
      '/ops/notifications/dispatches?broadcast=7a1e2b3c-4d5e-4f60-8a71-0000000000b1',
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says no news was sent yet', async () => {
    await renderApp('/ops/news', { as: OPERATOR, api: [listOf(() => newsListOf([]))] });
    expect(await screen.findByText('No news sent yet')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the broadcasts cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/ops/news', {
      as: OPERATOR,
      api: [
        listOf(() => {
          calls += 1;
          // The first load and its one automatic retry (lib/http.ts) fail; the person's retry succeeds.
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : newsListOf([SENT]);
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Broadcasts could not be loaded.');
    expect(calls).toBe(2);
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New keyword prices')).toBeTruthy();
    expect(screen.queryByText('Broadcasts could not be loaded.')).toBeNull();
  });

  it('hides sending from an operator who may only read the news, and the link to the sent notifications without Ops', async () => {
    await renderApp('/ops/news', { as: NEWS_READER, api: [listOf(() => newsListOf([SENT]))] });
    expect(await screen.findByText('New keyword prices')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New broadcast' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sending of “New keyword prices”' })).toBeNull();
  });

  it('sends nobody without OpsContent to the news: not authorized', async () => {
    await renderApp('/ops/news', { as: { kind: 'platform', permissions: { Ops: { read: true } } } });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});

describe('/ops/news: the new broadcast dialog', () => {
  it('refuses an empty title and message and a link that is neither a portal path nor https, sending nothing', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/news', {
      as: OPERATOR,
      api: [listOf(() => newsListOf([])), audience],
    });
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(fieldMessage(within(dialog).getByRole('textbox', { name: 'Title' }))).toContain(
        'This field is required',
      ),
    );
    expect(fieldMessage(within(dialog).getByRole('textbox', { name: 'Message' }))).toContain(
      'This field is required',
    );
    expect(await axeProblems(dialog)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Maintenance');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Sunday, 02:00 UTC.');
    expect(within(dialog).getByTestId('news-body-counter').textContent).toBe('18 / 2,000');
    const link = within(dialog).getByRole('textbox', { name: 'Link (optional)' });
    await user.type(link, 'http://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(fieldMessage(link)).toContain(
        'Enter a path of this portal (starting with /) or an https:// address',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Send this news?' })).toBeNull();
    expect(await requests.matching('POST', '/api/ops/news')).toEqual([]);
  });

  it('asks before sending to all, naming how many advertisers it reaches, then sends the news', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/news', {
      as: OPERATOR,
      api: [
        listOf(() => newsListOf([])),
        audience,
        mockApi('post', '/api/ops/news', ZNewsBroadcast, () => aNewsBroadcast({ advertisers: 42 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Maintenance on Sunday');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'The portal rests on Sunday.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link (optional)' }), '/tutorials');
    expect(within(dialog).getByRole('radio', { name: 'All advertisers (42)' })).toHaveProperty(
      'checked',
      true,
    );

    // "Cancel" on the question sends nothing and keeps the form.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    let question = await screen.findByRole('dialog', { name: 'Send this news?' });
    expect(question.textContent).toContain('“Maintenance on Sunday” goes to 42 advertisers');
    expect(await axeProblems(question)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send this news?' })).toBeNull());
    expect(await requests.matching('POST', '/api/ops/news')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    question = await screen.findByRole('dialog', { name: 'Send this news?' });
    await user.click(within(question).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('News sent to 42 advertisers')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New broadcast' })).toBeNull());
    const [sent] = await requests.matching('POST', '/api/ops/news');
    expect(sent?.body).toEqual({
      title: 'Maintenance on Sunday',
      body: 'The portal rests on Sunday.',
      link: '/tutorials',
      audience: 'all',
      advertiser_ids: [],
    });
  });

  it('sends to the advertisers chosen through the search, each once', async () => {
    const requests = recordRequests();
    const acme = anOpsUser({ ...aTeamUser({ email: 'ada@acme.test' }) });
    const { user } = await renderApp('/ops/news', {
      as: OPERATOR,
      api: [
        listOf(() => newsListOf([])),
        audience,
        mockApi('get', '/api/ops/users', ZOpsUserPage, ({ query }) =>
          pageOf(
            query.get('search') === 'acme'
              ? [acme, { ...acme, id: 'second-user', email: 'bo@acme.test' }]
              : [],
          ),
        ),
        mockApi('post', '/api/ops/news', ZNewsBroadcast, () =>
          aNewsBroadcast({ audience: 'advertisers', advertisers: 1 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'For Acme');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Only for you.');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen advertisers' }));

    // None chosen yet: the field says so and nothing is asked or sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const search = within(dialog).getByRole('combobox', { name: 'Advertisers' });
    await waitFor(() => expect(fieldMessage(search)).toContain('This field is required'));

    await user.type(search, 'acme');
    // Two users of one advertiser: one option.
    const option = await screen.findByRole('option', { name: /Acme Ads Co\./ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const question = await screen.findByRole('dialog', { name: 'Send this news?' });
    expect(question.textContent).toContain('“For Acme” goes to 1 advertiser:');
    await user.click(within(question).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('News sent to 1 advertiser')).toBeTruthy();
    const [sent] = await requests.matching('POST', '/api/ops/news');
    expect(sent?.body).toMatchObject({ audience: 'advertisers', advertiser_ids: [acme.advertiser_id] });
  });
});
