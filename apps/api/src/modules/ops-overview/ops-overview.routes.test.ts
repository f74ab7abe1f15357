import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAd, createCatalogue, newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { startPaymentFakes } from '../../../test/payment-fakes.ts';
import { roles, users } from '../../db/schema/index.ts';

const fakes = await startPaymentFakes();
afterAll(() => fakes.close());

describeOnEachDatabase(
  'the operators console overview',
  (client) => {
    let operator = '';
    beforeAll(async () => {
      operator = await newOperator(client());
    });
    const overview = async (token: string) => {
      const answer = await client().get('/api/ops/overview', { token });
      expect(answer.statusCode).toBe(200);
      return answer.json<Record<string, number | null>>();
    };

    it('counts what waits in each queue from the data, and moves when the data moves', async () => {
      const before = await overview(operator);
      expect(before).toEqual({
        pending_reviews: expect.any(Number),
        waiting_deposits: expect.any(Number),
        open_conversations: expect.any(Number),
      });
      const catalogue = await createCatalogue(client(), operator);
      const advertiser = await newAdvertiser(client());
      await createAd(client(), advertiser.token, catalogue);
      const manual = await client().post(
        '/api/deposits',
        { amount: '15', method: 'manual' },
        { token: advertiser.token },
      );
      expect(manual.statusCode).toBe(201);
      // A provider payment waits for the provider, not for an operator: not counted.
      await client().post('/api/deposits', { amount: '15', method: 'crypto' }, { token: advertiser.token });
      const conversation = await client().post(
        '/api/messages',
        { subject: 'Where is my bonus?', category: 'billing', message: '<p>Hello</p>' },
        { token: advertiser.token },
      );
      expect(conversation.statusCode).toBe(201);

      const after = await overview(operator);
      expect(after).toEqual({
        pending_reviews: (before.pending_reviews ?? 0) + 1,
        waiting_deposits: (before.waiting_deposits ?? 0) + 1,
        open_conversations: (before.open_conversations ?? 0) + 1,
      });

      // Rejected by an operator: no longer waiting.
      await client().post(
        `/api/ops/deposits/${manual.json().id}/reject`,
        { remark: 'No transfer arrived' },
        { token: operator },
      );
      expect((await overview(operator)).waiting_deposits).toBe(before.waiting_deposits);
    });

    it('leaves out (null) the queues the operator may not read, and refuses advertisers', async () => {
      const email = `deposit-desk-${randomBytes(4).toString('hex')}@example.com`;
      const user = await client().app.services.operators.create({
        name: 'Deposit Desk Only',
        email,
        password: 'Operator#123',
      });
      const [role] = await client()
        .database.db.insert(roles)
        .values({
          advertiserId: null,
          kind: 'platform',
          name: `Deposits only ${randomBytes(3).toString('hex')}`,
          permissions: { Ops: { read: true }, OpsDeposit: { read: true } },
        })
        .returning();
      await client().database.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
      const token = (await client().login(email, 'Operator#123')).access_token;
      expect(await overview(token)).toEqual({
        pending_reviews: null,
        waiting_deposits: expect.any(Number),
        open_conversations: null,
      });

      const advertiser = await newAdvertiser(client());
      expect((await client().get('/api/ops/overview', { token: advertiser.token })).statusCode).toBe(403);
      expect((await client().get('/api/ops/overview')).statusCode).toBe(401);
    });
  },
  { env: fakes.env },
);
