import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';

describeOnEachDatabase('action log', (client) => {
  it('records the registration of an account and lists it newest first, secrets masked', async () => {
    const account = await client().register({ advertiser_name: 'Logged Ltd', full_name: 'Lena Log' });
    const grant = await client().login(account.email, account.password);
    const response = await client().get('/api/action-logs', { token: grant.access_token });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(page.items.map((item: { subject: string }) => item.subject).sort()).toEqual([
      'Advertiser',
      'Role',
      'User',
    ]);
    const user = page.items.find((item: { subject: string }) => item.subject === 'User');
    expect(user).toMatchObject({
      action: 'created',
      actor_name: 'Lena Log',
      impersonated: false,
      before: null,
    });
    expect(user.after.passwordHash).toBe('[redacted]');
    expect(user.after.email).toBe(account.email);
    expect(page.facets.subjects).toEqual(['Advertiser', 'Role', 'User']);
    expect(page.facets.actors).toEqual([{ id: account.user_id, name: 'Lena Log' }]);
  });

  it('filters by action, subject, actor and platform-day range, and paginates', async () => {
    const account = await client().register();
    const grant = await client().login(account.email, account.password);
    const list = (query: string) => client().get(`/api/action-logs?${query}`, { token: grant.access_token });

    expect((await list('subject=Role')).json().items).toHaveLength(1);
    expect((await list('action=deleted')).json().total).toBe(0);
    expect((await list(`actor_user_id=${account.user_id}`)).json().total).toBe(3);
    const paged = (await list('page=2&page_size=10')).json();
    expect(paged).toMatchObject({ page: 2, page_size: 10, items: [] });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect((await list(`from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await list('from=2020-01-01&to=2020-01-02')).json().total).toBe(0);

    const badRange = await list('from=2026-02-02&to=2026-02-01');
    expect(badRange.statusCode).toBe(422);
    expect(badRange.json().fields[0]).toMatchObject({ path: 'querystring.to', key: 'validation.dateRange' });
    expect((await list('page_size=7')).statusCode).toBe(422);
    expect((await list('action=exploded')).statusCode).toBe(422);
  });

  it("never shows another advertiser's log, and needs read on ActionLog", async () => {
    const first = await client().register();
    const second = await client().register();
    const secondGrant = await client().login(second.email, second.password);
    const seen = (await client().get('/api/action-logs', { token: secondGrant.access_token })).json();
    expect(
      seen.items.every(
        (item: { subject_id: string; after: { advertiserId?: string; id?: string } }) =>
          item.after?.id !== first.advertiser_id && item.after?.advertiserId !== first.advertiser_id,
      ),
    ).toBe(true);

    await joinTeamWithRole(
      client(),
      { userId: second.user_id, advertiserId: second.advertiser_id },
      { name: 'Viewer', permissions: { Dashboard: { read: true } } },
    );
    const refused = await client().get('/api/action-logs', { token: secondGrant.access_token });
    expect(refused.statusCode).toBe(403);

    expect((await client().get('/api/action-logs')).statusCode).toBe(401);
  });
});
