import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';

/** A link that still carries its secret: a token after one of the link paths, not the mask. */
const LIVE_LINK =
  /\/(?:reset-password|change-password|register\/confirm|login-bypass)\/(?!\[redacted\])[^\s"<]+/;

async function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function outboxFor(client: TestClient, operator: string, to: string, kind: string) {
  // Registration and reset mails go out in the background: wait for the row.
  for (let attempt = 0; attempt < 50; attempt++) {
    const page = await client.get('/api/ops/outbox?page_size=100', { token: operator });
    const items = page.json<{ items: { to: string; kind: string; text: string }[] }>().items;
    const mail = items.find((item) => item.to === to && item.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} mail to ${to} in the outbox`);
}

/**
 * The default configuration — no SMTP_URL, the mail kept in the outbox — as most people first run it: every
 * path that writes an email answers, the server keeps answering after it, and the outbox never shows a link
 * that still works.
 */
describeOnEachDatabase('emails without SMTP (the outbox)', (client) => {
  let operator: string;
  let admin: Awaited<ReturnType<typeof newAdvertiser>>;

  it('invites a team member on the open transaction, and the server keeps answering', async () => {
    operator = await newOperator(client());
    admin = await newAdvertiser(client());
    const roles = await client().get('/api/roles', { token: admin.token });
    const roleId = roles.json<{ data: { id: string }[] }>().data[0]!.id;
    const email = `invitee-${randomBytes(4).toString('hex')}@example.com`;
    const invited = await within(
      client().post('/api/users', { name: 'New Member', email, role_id: roleId }, { token: admin.token }),
      'POST /api/users',
    );
    expect(invited.statusCode).toBe(201);
    expect((await within(client().get('/api/health'), 'GET /api/health')).statusCode).toBe(200);
    const mail = await outboxFor(client(), operator, email, 'invite');
    expect(mail.text).toContain('/change-password/[redacted]');
    expect(mail.text).not.toMatch(LIVE_LINK);
  });

  it('keeps registration, reset and change-password mails with their links masked', async () => {
    const email = `newcomer-${randomBytes(4).toString('hex')}@example.com`;
    const body = {
      advertiser_name: 'Newco',
      full_name: 'New Comer',
      password: 'Secret#123',
      confirm_password: 'Secret#123',
    };
    const registered = await client().post('/api/auth/register', { ...body, email });
    expect(registered.statusCode).toBeLessThan(300);
    const again = await client().post('/api/auth/register', { ...body, email: admin.email });
    expect(again.statusCode).toBeLessThan(300);
    const forgot = await client().post('/api/auth/forgot-password', { email: admin.email });
    expect(forgot.statusCode).toBe(202);
    const users = await client().get('/api/users', { token: admin.token });
    const adminUser = users
      .json<{ data: { id: string; email: string }[] }>()
      .data.find((user) => user.email === admin.email)!;
    const asked = await client().post(
      `/api/ops/users/${adminUser.id}/request-password-change`,
      {},
      { token: operator },
    );
    expect(asked.statusCode).toBeLessThan(300);

    const confirm = await outboxFor(client(), operator, email, 'registrationConfirm');
    expect(confirm.text).toContain('/register/confirm/[redacted]');
    await outboxFor(client(), operator, admin.email, 'registrationExisting');
    const reset = await outboxFor(client(), operator, admin.email, 'passwordReset');
    expect(reset.text).toContain('/reset-password/[redacted]');
    const change = await outboxFor(client(), operator, admin.email, 'passwordChange');
    expect(change.text).toContain('/change-password/[redacted]');

    const everything = await client().get('/api/ops/outbox?page_size=100', { token: operator });
    expect(everything.body).not.toMatch(LIVE_LINK);
    expect((await client().get('/api/health')).statusCode).toBe(200);
  });
});
