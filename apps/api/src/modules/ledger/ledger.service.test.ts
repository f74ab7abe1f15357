import { beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import type { AppError } from '../../lib/app-error.ts';

/** A clock the tests move across platform midnights (settlement books the days before today). */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
beforeEach(() => {
  clockOffsetMs = 0;
});

/** A small seeded generator: each property run is reproducible from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % max;
  };
}

async function newAdvertiser(client: TestClient) {
  return (await client.register()).advertiser_id;
}

const codeOf = (error: unknown) => (error as AppError).code;

describeOnEachDatabase(
  'ledger',
  (client) => {
    it('keeps the balance as the last row after, refuses overdrafts and books a reference once', async () => {
      const { ledger } = client().app.services;
      const { db } = client().database;
      const advertiserId = await newAdvertiser(client());
      const post = (amountMicros: bigint, reference: string) =>
        db.transaction((tx) => ledger.post(tx, { advertiserId, type: 'deposit', amountMicros, reference }));

      expect((await post(10_000_000n, 'credit-1')).duplicate).toBe(false);
      expect((await post(10_000_000n, 'credit-1')).duplicate).toBe(true);
      await expect(
        db.transaction((tx) =>
          ledger.post(tx, { advertiserId, type: 'adjust', amountMicros: -10_000_001n, reference: 'over' }),
        ),
      ).rejects.toSatisfy((error) => codeOf(error) === 'INSUFFICIENT_BALANCE');
      await db.transaction((tx) =>
        ledger.post(tx, { advertiserId, type: 'adjust', amountMicros: -2_500_000n, reference: 'debit-1' }),
      );
      expect(await ledger.balanceOf(db, advertiserId)).toEqual({
        currentMicros: 7_500_000n,
        temporaryMicros: 7_500_000n,
      });
      expect((await ledger.verify(db)).broken).toEqual([]);
    });

    it('lowers the temporary balance with spend, refuses spend below zero, settles after midnight', async () => {
      const { ledger } = client().app.services;
      const { db } = client().database;
      const advertiserId = await newAdvertiser(client());
      await db.transaction((tx) =>
        ledger.post(tx, {
          advertiserId,
          type: 'deposit',
          amountMicros: 1_000_000n,
          reference: `d-${advertiserId}`,
        }),
      );
      const spend = (amountMicros: bigint, reference: string) =>
        db.transaction((tx) => ledger.recordSpend(tx, { advertiserId, amountMicros, reference }));
      await spend(300_000n, `c1-${advertiserId}`);
      await spend(300_000n, `c1-${advertiserId}`); // the same click again: booked once
      await spend(500_000n, `c2-${advertiserId}`);
      await expect(spend(200_001n, `c3-${advertiserId}`)).rejects.toSatisfy(
        (error) => codeOf(error) === 'INSUFFICIENT_BALANCE',
      );
      expect(await ledger.balanceOf(db, advertiserId)).toEqual({
        currentMicros: 1_000_000n,
        temporaryMicros: 200_000n,
      });
      // A junk click cancelled before midnight is never charged.
      expect(await db.transaction((tx) => ledger.voidSpend(tx, `c2-${advertiserId}`))).toBe(true);

      // Nothing is booked on the day itself.
      expect((await ledger.settle(db)).booked).toBe(0);
      clockOffsetMs = 86_400_000;
      const settled = await ledger.settle(db);
      expect(settled.booked).toBeGreaterThanOrEqual(1);
      expect(await ledger.balanceOf(db, advertiserId)).toEqual({
        currentMicros: 700_000n,
        temporaryMicros: 700_000n,
      });
      // Settling again books nothing more.
      await ledger.settle(db);
      expect((await ledger.balanceOf(db, advertiserId)).currentMicros).toBe(700_000n);
      expect((await ledger.verify(db)).broken).toEqual([]);
    });

    it('keeps its invariant over random sequences of operations (property)', async () => {
      const { ledger } = client().app.services;
      const { db } = client().database;
      for (const seed of [1, 7, 42, 2026]) {
        const random = generator(seed);
        const advertiserId = await newAdvertiser(client());
        const model = { current: 0n, open: new Map<string, bigint>() };
        for (let step = 0; step < 40; step++) {
          const kind = random(5);
          const amount = BigInt(random(5_000_000) + 1);
          const reference = `p${seed}-${step}-${advertiserId}`;
          const openTotal = [...model.open.values()].reduce((sum, value) => sum + value, 0n);
          try {
            if (kind === 0 || kind === 1) {
              await db.transaction((tx) =>
                ledger.post(tx, { advertiserId, type: 'deposit', amountMicros: amount, reference }),
              );
              model.current += amount;
            } else if (kind === 2) {
              await db.transaction((tx) =>
                ledger.post(tx, { advertiserId, type: 'adjust', amountMicros: -amount, reference }),
              );
              model.current -= amount;
            } else if (kind === 3) {
              await db.transaction((tx) =>
                ledger.recordSpend(tx, { advertiserId, amountMicros: amount, reference }),
              );
              model.open.set(reference, amount);
            } else {
              clockOffsetMs += 86_400_000;
              await ledger.settle(db);
              model.current -= openTotal;
              model.open.clear();
            }
          } catch (error) {
            // Refused exactly when the model says the money is not there.
            expect(codeOf(error)).toBe('INSUFFICIENT_BALANCE');
            const available = model.current - openTotal;
            expect(amount).toBeGreaterThan(available);
          }
          const open = [...model.open.values()].reduce((sum, value) => sum + value, 0n);
          expect(await ledger.balanceOf(db, advertiserId)).toEqual({
            currentMicros: model.current,
            temporaryMicros: model.current - open,
          });
          expect(model.current - open).toBeGreaterThanOrEqual(0n);
        }
      }
      expect((await ledger.verify(db)).broken).toEqual([]);
    });

    it('stays exact under hundreds of concurrent credits, duplicates, debits and spends', async () => {
      const { ledger } = client().app.services;
      const { db } = client().database;
      const advertisers = [await newAdvertiser(client()), await newAdvertiser(client())];
      const operations: Promise<unknown>[] = [];
      for (const advertiserId of advertisers) {
        for (let index = 0; index < 100; index++) {
          // Each credit arrives three times at once, like a retried callback: booked once.
          for (let copy = 0; copy < 3; copy++) {
            operations.push(
              db.transaction((tx) =>
                ledger.post(tx, {
                  advertiserId,
                  type: 'deposit',
                  amountMicros: 1_000_000n,
                  reference: `cc-${advertiserId}-${index}`,
                }),
              ),
            );
          }
          // Debits and spends race the credits; some are refused when the money has not arrived yet.
          operations.push(
            db.transaction((tx) =>
              ledger.post(tx, {
                advertiserId,
                type: 'adjust',
                amountMicros: -700_000n,
                reference: `cd-${advertiserId}-${index}`,
              }),
            ),
            db.transaction((tx) =>
              ledger.recordSpend(tx, {
                advertiserId,
                amountMicros: 200_000n,
                reference: `cs-${advertiserId}-${index}`,
              }),
            ),
          );
        }
      }
      const outcomes = await Promise.allSettled(operations);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(codeOf(outcome.reason)).toBe('INSUFFICIENT_BALANCE');
      }
      for (const advertiserId of advertisers) {
        const balance = await ledger.balanceOf(db, advertiserId);
        const rows = await db.query.statements.findMany({
          where: (s, { eq }) => eq(s.advertiserId, advertiserId),
        });
        const credits = rows.filter((row) => row.amountMicros > 0n);
        const debits = rows.filter((row) => row.amountMicros < 0n);
        expect(credits).toHaveLength(100);
        const spends = await db.query.spendEntries.findMany({
          where: (s, { eq }) => eq(s.advertiserId, advertiserId),
        });
        expect(balance.currentMicros).toBe(100_000_000n - BigInt(debits.length) * 700_000n);
        expect(balance.temporaryMicros).toBe(balance.currentMicros - BigInt(spends.length) * 200_000n);
        expect(balance.temporaryMicros).toBeGreaterThanOrEqual(0n);
      }
      expect((await ledger.verify(db)).broken).toEqual([]);
    });

    it("records a batch under the caller's lock once, and refuses a charge of a ledger the caller did not lock", async () => {
      const { db } = client().database;
      const ledger = client().app.services.ledger;
      const [locked, other] = [await newAdvertiser(client()), await newAdvertiser(client())];
      await db.transaction((tx) =>
        ledger.post(tx, {
          advertiserId: locked,
          type: 'deposit',
          amountMicros: 1_000_000n,
          reference: `lb-${locked}`,
        }),
      );
      const charge = (advertiserId: string, reference: string) => ({
        advertiserId,
        advertisementId: '00000000-0000-4000-8000-000000000001',
        amountMicros: 300_000n,
        reference,
        at: now(),
        partial: false,
      });
      const batch = (charges: ReturnType<typeof charge>[]) =>
        db.transaction(async (tx) =>
          ledger.recordSpendBatch(tx, charges, undefined, await ledger.lock(tx, [locked])),
        );
      expect((await batch([charge(locked, `lb-click-${locked}`)])).recorded.get(`lb-click-${locked}`)).toBe(
        300_000n,
      );
      // The same reference again (a retried batch): recorded before, so not again.
      const again = await batch([charge(locked, `lb-click-${locked}`)]);
      expect(again.recorded.get(`lb-click-${locked}`)).toBe(0n);
      expect(again.balances.get(locked)).toBe(700_000n);
      await expect(batch([charge(other, `lb-click-${other}`)])).rejects.toThrow('did not lock');
      expect((await ledger.balanceOf(db, locked)).temporaryMicros).toBe(700_000n);
    });
  },
  { now },
);
