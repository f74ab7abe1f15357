import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('mail outbox (no SMTP server configured)', (client) => {
  it('keeps the emails for operators to read, newest first, and hides them from advertisers', async () => {
    const services = client().app.services;
    await services.mailer.send({
      to: 'first@example.com',
      kind: 'passwordReset',
      language: 'en',
      params: { name: 'First', link: 'http://localhost/reset-password/x', minutes: '30' },
    });
    await services.mailer.send({
      to: 'second@example.com',
      kind: 'invite',
      language: 'zh',
      params: { name: 'Second', inviter: 'Eve', company: 'Acme', link: 'http://localhost/x', minutes: '30' },
    });
    await services.operators.create({ name: 'Op', email: 'op-outbox@example.com', password: 'Ops#12345' });
    const operator = await client().login('op-outbox@example.com', 'Ops#12345');
    const page = (
      await client().get('/api/ops/outbox?page_size=10', { token: operator.access_token })
    ).json();
    expect(page.total).toBe(2);
    expect(page.items.map((mail: { to: string }) => mail.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(page.items[0]).toMatchObject({
      kind: 'invite',
      language: 'zh',
      subject: '您被邀请加入 AdPortal 上的 Acme',
    });
    expect(page.items[1].text).toContain('http://localhost/reset-password/x');

    const advertiser = await client().register();
    const grant = await client().login(advertiser.email, advertiser.password);
    expect((await client().get('/api/ops/outbox', { token: grant.access_token })).statusCode).toBe(403);
    expect((await client().get('/api/ops/outbox')).statusCode).toBe(401);
  });
});
