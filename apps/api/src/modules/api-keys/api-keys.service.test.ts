import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

// 10:00 in Bangkok; the suite moves it.
const START = new Date('2026-11-24T03:00:00Z');
let clock = START;
const ALL_AREAS = ['Advertisement', 'Report', 'Statement'] as const;

describeOnEachDatabase(
  'API keys: created for oneself, shown once, refused once revoked, expired or their user locked',
  (client) => {
    const keys = () => client().app.services.apiKeys;
    const principalOf = async (token: string) =>
      (await client().app.services.auth.authenticate(token, undefined))!.principal;
    const codeOf = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: Error) =>
          error instanceof AppError
            ? [error.code, ...(error.options.fields?.map((field) => field.key) ?? [])].join(' ')
            : error.name,
      );

    it('keeps only a hash, lists the key without its secret, and acts as its user within its areas and scope', async () => {
      const advertiser = await newAdvertiser(client());
      const owner = await principalOf(advertiser.token);
      const { key, secret } = await keys().create(owner, {
        name: 'Reporting script',
        scope: 'read_only',
        areas: ['Report', 'Advertisement'],
        expires_on: null,
      });
      expect(secret.startsWith(key.hint)).toBe(true);
      const stored = await queryRows<Record<string, unknown>>(
        client().database.db,
        sql`select * from api_keys where id = ${key.id}::uuid`,
      );
      expect(JSON.stringify(stored)).not.toContain(secret.slice(key.hint.length));
      expect((await keys().list(owner)).items).toEqual([key]);
      const caller = await keys().authenticate(secret);
      if ('refused' in caller) throw new Error(caller.refused);
      expect(caller.user.id).toBe(owner.user.id);
      expect(caller.ability.can('read', 'Report')).toBe(true);
      expect(caller.ability.can('update', 'Advertisement')).toBe(false);
      expect(caller.ability.can('read', 'Deposit')).toBe(false);
      expect(caller.ability.can('read', 'User')).toBe(false);
      expect((await keys().list(owner)).items[0]!.last_used_at).toBe(clock.toISOString());
    });

    it('refuses malformed, unknown, revoked and expired keys, and those of a locked user', async () => {
      clock = START;
      const advertiser = await newAdvertiser(client());
      const owner = await principalOf(advertiser.token);
      const create = (expires_on: string | null) =>
        keys().create(owner, { name: 'k', scope: 'read_write', areas: [...ALL_AREAS], expires_on });
      const revoked = await create(null);
      await keys().revoke(owner, revoked.key.id);
      expect(await keys().authenticate(revoked.secret)).toEqual({ refused: 'revoked' });
      expect(await keys().authenticate(`${revoked.secret.slice(0, -1)}x`)).toEqual({ refused: 'malformed' });
      const lasting = await create('2026-11-25');
      expect('refused' in (await keys().authenticate(lasting.secret))).toBe(false);
      clock = new Date(clock.getTime() + 2 * 86_400_000);
      expect(await keys().authenticate(lasting.secret)).toEqual({ refused: 'expired' });
      expect((await keys().list(owner)).items.map((item) => item.expired)).toEqual([true]);
      const live = await create(null);
      await client().database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, owner.user.id));
      expect(await keys().authenticate(live.secret)).toEqual({ refused: 'owner_inactive' });
      await client().database.db.delete(users).where(eq(users.id, owner.user.id));
      expect(await keys().authenticate(live.secret)).toEqual({ refused: 'unknown' });
    });

    it("never gives a key an area its owner's role lacks, a past expiry, an 11th key, or one made while an operator visits", async () => {
      const team = await newAdvertiser(client());
      const member = await newAdvertiser(client());
      const memberId = (await principalOf(member.token)).user.id;
      await joinTeamWithRole(
        client(),
        { userId: memberId, advertiserId: team.advertiserId },
        { name: 'Reports only', permissions: { Report: { read: true } } },
      );
      const narrow = await principalOf(member.token);
      expect(
        await codeOf(
          keys().create(narrow, {
            name: 'k',
            scope: 'read_only',
            areas: ['Report', 'Deposit'],
            expires_on: null,
          }),
        ),
      ).toBe('VALIDATION_FAILED apiKeys.validation.areaNotAllowed');
      expect(
        await codeOf(
          keys().create(narrow, {
            name: 'k',
            scope: 'read_only',
            areas: ['Report'],
            expires_on: '2026-11-26',
          }),
        ),
      ).toBe('VALIDATION_FAILED apiKeys.validation.expiryInPast');
      const written = await keys().create(narrow, {
        name: 'k',
        scope: 'read_write',
        areas: ['Report'],
        expires_on: null,
      });
      const caller = await keys().authenticate(written.secret);
      if ('refused' in caller) throw new Error(caller.refused);
      expect(caller.ability.can('read', 'Report')).toBe(true);
      expect(caller.ability.can('update', 'Report')).toBe(false);
      for (let n = 1; n < 10; n += 1)
        await keys().create(narrow, {
          name: `k${n}`,
          scope: 'read_only',
          areas: ['Report'],
          expires_on: null,
        });
      expect(
        await codeOf(
          keys().create(narrow, { name: 'k11', scope: 'read_only', areas: ['Report'], expires_on: null }),
        ),
      ).toBe('CONFLICT');
      const visited = { ...narrow, session: { ...narrow.session, impersonatorUserId: narrow.user.id } };
      expect(
        await codeOf(
          keys().create(visited, { name: 'k', scope: 'read_only', areas: ['Report'], expires_on: null }),
        ),
      ).toBe('IMPERSONATION_FORBIDDEN');
    });

    it("answers 404 for another team's key and lets an operator count and revoke a user's keys, each in the action log", async () => {
      const one = await newAdvertiser(client());
      const other = await newAdvertiser(client());
      const owner = await principalOf(one.token);
      const stranger = await principalOf(other.token);
      const made = await keys().create(owner, {
        name: 'k',
        scope: 'read_only',
        areas: ['Report'],
        expires_on: null,
      });
      expect(await codeOf(keys().revoke(stranger, made.key.id))).toBe('NOT_FOUND');
      await keys().create(owner, { name: 'k2', scope: 'read_only', areas: ['Report'], expires_on: null });
      const counted = () => keys().countLiveOfUsers([owner.user.id, stranger.user.id]);
      expect(await counted()).toEqual(new Map([[owner.user.id, 2]]));
      expect(await codeOf(keys().revokeAllOfUser(stranger, owner.user.id))).toBe('ForbiddenError');
      const operator = await principalOf(await newOperator(client()));
      expect(await keys().revokeAllOfUser(operator, owner.user.id)).toBe(2);
      expect(await counted()).toEqual(new Map());
      expect(await keys().authenticate(made.secret)).toEqual({ refused: 'revoked' });
      const log = await queryRows<{ action: string; actor_name: string }>(
        client().database.db,
        sql`select action, actor_name from action_logs where subject = 'ApiKey' and advertiser_id = ${one.advertiserId}::uuid
            order by created_at, action`,
      );
      expect(log.map((row) => row.action).sort()).toEqual(['created', 'created', 'deleted', 'deleted']);
    });
  },
  { now: () => clock },
);
