import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newAdvertiser } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { mailOutbox, roles, users } from '../../db/schema/index.ts';

/** A new operator; with `permissions`, holding a platform role of only those instead of the administrator's. */
async function newOperator(client: TestClient, permissions?: Record<string, Record<string, boolean>>) {
  const email = `desk-${randomBytes(4).toString('hex')}@example.com`;
  const user = await client.app.services.operators.create({ name: 'Desk', email, password: 'Operator#123' });
  if (permissions) {
    const [role] = await client.database.db
      .insert(roles)
      .values({ advertiserId: null, kind: 'platform', name: `Limited ${email}`, permissions })
      .returning();
    await client.database.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
  }
  if (!permissions)
    await client.database.db.update(users).set({ preferredLanguage: 'th' }).where(eq(users.id, user.id));
  return { email, id: user.id };
}

const mailTo = (client: TestClient, email: string) =>
  client.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describeOnEachDatabase('support: operators are told when an advertiser writes', (client) => {
  it('emails every operator who reads the support desk, in their language, for a new conversation and a reply', async () => {
    const desk = await newOperator(client());
    const depositsOnly = await newOperator(client(), { Ops: { read: true }, OpsDeposit: { read: true } });
    const advertiser = await newAdvertiser(client());
    const company = (await client().get('/api/profile', { token: advertiser.token })).json().advertiser
      .company_name as string;

    const composed = await client().post(
      '/api/messages',
      { subject: 'Where is my deposit?', category: 'billing', message: '<p>I sent 50 USDT an hour ago.</p>' },
      { token: advertiser.token },
    );
    expect(composed.statusCode).toBe(201);
    const id = composed.json().id as string;
    const first = await mailTo(client(), desk.email);
    expect(first).toHaveLength(1);
    // Thai, the operator's language; the company and subject named, the link to the conversation.
    expect(first[0]!.subject).toBe(`บทสนทนาซัพพอร์ตใหม่จาก ${company}: Where is my deposit?`);
    expect(first[0]!.text).toContain(`/ops/messages/${id}`);
    // The message itself stays in the portal.
    expect(first[0]!.text).not.toContain('50 USDT');

    const reply = await client().post(
      `/api/messages/${id}/replies`,
      { message: '<p>Still nothing.</p>' },
      { token: advertiser.token },
    );
    expect(reply.statusCode).toBe(201);
    const both = await mailTo(client(), desk.email);
    expect(both.map((mail) => mail.subject)).toContain(`${company} ตอบกลับ: Where is my deposit?`);
    expect(both).toHaveLength(2);

    // An operator whose role does not read the desk, and the advertiser's own team, get nothing.
    expect(await mailTo(client(), depositsOnly.email)).toHaveLength(0);
    expect(await mailTo(client(), advertiser.email)).toHaveLength(0);
  });
});
