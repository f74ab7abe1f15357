import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';

describeOnEachDatabase('notifications: read marks belong to the reader', (client) => {
  it("marking read changes the reader's bell only, and the whole list for read-all", async () => {
    const c = client();
    const admin = await c.register({ ip: '10.77.0.1' });
    const reader = await c.register({ ip: '10.77.0.2' });
    await joinTeamWithRole(
      c,
      { userId: reader.user_id, advertiserId: admin.advertiser_id },
      { name: 'Bell reader', permissions: { Dashboard: { read: true } } },
    );
    for (const name of ['First', 'Second', 'Third']) {
      await c.app.services.notifications.notify(c.database.db, admin.advertiser_id, {
        kind: 'advertisement',
        messageKey: 'notifications.messages.adApproved',
        params: { name },
      });
    }
    const adminToken = (await c.login(admin.email, admin.password)).access_token;
    const readerToken = (await c.login(reader.email, reader.password)).access_token;
    const bell = async (token: string) =>
      (await c.get('/api/notifications', { token })).json<{
        unread: number;
        data: { id: string; read_at: string | null }[];
      }>();

    const before = await bell(readerToken);
    expect(before.unread).toBe(3);
    const first = before.data[0]!.id;
    expect((await c.post(`/api/notifications/${first}/read`, {}, { token: readerToken })).statusCode).toBe(
      204,
    );
    // Again: still one mark, still 204.
    expect((await c.post(`/api/notifications/${first}/read`, {}, { token: readerToken })).statusCode).toBe(
      204,
    );

    const readerBell = await bell(readerToken);
    expect(readerBell.unread).toBe(2);
    expect(readerBell.data.find((row) => row.id === first)?.read_at).not.toBeNull();
    const adminBell = await bell(adminToken);
    expect(adminBell.unread).toBe(3);
    expect(adminBell.data.every((row) => row.read_at === null)).toBe(true);

    expect((await c.post('/api/notifications/read-all', {}, { token: adminToken })).statusCode).toBe(204);
    expect((await bell(adminToken)).unread).toBe(0);
    expect((await bell(readerToken)).unread).toBe(2);
  });
});
