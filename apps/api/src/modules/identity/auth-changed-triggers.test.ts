// Migrations 0016's and 0018's triggers, on each database: what each change to a session, a user, a role or an API
// key announces on `auth_changed`, and the columns that announce nothing (a session's or a key's last use, a
// user's last sign-in).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { advertisers, apiKeys, roles, sessions, users } from '../../db/schema/index.ts';
import { AUTH_CHANGED_CHANNEL } from './auth-changes.ts';
import { notifyAuthChanged } from './session.repository.ts';

for (const kind of databaseKinds()) {
  describe(`auth_changed triggers [${kind}]`, () => {
    let database: DatabaseHandle;
    let unlisten: () => Promise<void>;
    const heard: string[] = [];
    let marks = 0;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      unlisten = await database.listen(AUTH_CHANGED_CHANNEL, (payload) => heard.push(payload));
    });
    afterAll(async () => {
      await unlisten();
      await database.close();
    });

    /**
     * What `change` announced: notifications arrive in commit order, so once a mark sent after the change is
     * heard, everything the change sent has been heard before it.
     */
    async function announced(change: () => Promise<unknown>): Promise<string[]> {
      const mark = `mark:${++marks}`;
      const from = heard.length;
      await change();
      await notifyAuthChanged(database.db, mark);
      await expect.poll(() => heard.includes(mark)).toBe(true);
      return heard.slice(from, heard.indexOf(mark));
    }

    async function seed() {
      const { db } = database;
      const [role] = await db
        .insert(roles)
        .values({ kind: 'platform', name: `Role ${randomBytes(4).toString('hex')}` })
        .returning();
      const [user] = await db
        .insert(users)
        .values({
          roleId: role!.id,
          name: 'Ada',
          email: `${randomBytes(6).toString('hex')}@example.com`,
          passwordHash: 'x',
        })
        .returning();
      const [session] = await db
        .insert(sessions)
        .values({
          userId: user!.id,
          accessTokenHash: randomBytes(32).toString('hex'),
          accessExpiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      return { role: role!, user: user!, session: session! };
    }

    it('announces nothing for new rows, a session used again or a user signing in', async () => {
      let seeded: Awaited<ReturnType<typeof seed>> | undefined;
      expect(
        await announced(async () => {
          seeded = await seed();
        }),
      ).toEqual([]);
      const { db } = database;
      const { user, session } = seeded!;
      expect(
        await announced(() =>
          db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, session.id)),
        ),
      ).toEqual([]);
      expect(
        await announced(() => db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))),
      ).toEqual([]);
    });

    it('announces a session revoked, given a new access token or deleted', async () => {
      const { db } = database;
      const { session } = await seed();
      const name = `session:${session.id}`;
      expect(
        await announced(() =>
          db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id)),
        ),
      ).toEqual([name]);
      expect(
        await announced(() =>
          db
            .update(sessions)
            .set({ accessTokenHash: randomBytes(32).toString('hex') })
            .where(eq(sessions.id, session.id)),
        ),
      ).toEqual([name]);
      expect(await announced(() => db.delete(sessions).where(eq(sessions.id, session.id)))).toEqual([name]);
    });

    it('announces every other change of a user (status, password, two-step, profile), and its deletion', async () => {
      const { db } = database;
      const { user, session } = await seed();
      const name = `user:${user.id}`;
      for (const change of [
        { status: 'inactive' as const },
        { passwordHash: 'y', passwordChangedAt: new Date() },
        { twoFactorEnabledAt: new Date() },
        { preferredLanguage: 'th' },
        { checklistDismissedAt: new Date() },
      ]) {
        expect(await announced(() => db.update(users).set(change).where(eq(users.id, user.id)))).toEqual([
          name,
        ]);
      }
      // Its sessions go with it.
      expect(await announced(() => db.delete(users).where(eq(users.id, user.id)))).toEqual(
        expect.arrayContaining([name, `session:${session.id}`]),
      );
    });

    it('announces a role whose permissions or flags change, and its deletion', async () => {
      const { db } = database;
      const { role, user } = await seed();
      const name = `role:${role.id}`;
      expect(
        await announced(() =>
          db
            .update(roles)
            .set({ permissions: { Ops: { read: true } } })
            .where(eq(roles.id, role.id)),
        ),
      ).toEqual([name]);
      expect(
        await announced(() => db.update(roles).set({ isAdministrator: true }).where(eq(roles.id, role.id))),
      ).toEqual([name]);
      await announced(() => db.delete(users).where(eq(users.id, user.id)));
      expect(await announced(() => db.delete(roles).where(eq(roles.id, role.id)))).toEqual([name]);
    });

    it('announces an API key revoked or deleted, and not its last use', async () => {
      const { db } = database;
      const { user } = await seed();
      const suffix = randomBytes(4).toString('hex');
      const [advertiser] = await db
        .insert(advertisers)
        .values({ companyName: 'Keys', companyEmail: `${suffix}@example.com`, affiliateCode: `K${suffix}` })
        .returning();
      let key: typeof apiKeys.$inferSelect | undefined;
      expect(
        await announced(async () => {
          [key] = await db
            .insert(apiKeys)
            .values({
              userId: user.id,
              advertiserId: advertiser!.id,
              name: 'Nightly',
              secretHash: randomBytes(32).toString('hex'),
              hint: 'adp_abcdef',
              scope: 'read_only',
              areas: ['Report'],
            })
            .returning();
        }),
      ).toEqual([]);
      const id = key!.id;
      const name = `key:${id}`;
      expect(
        await announced(() => db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, id))),
      ).toEqual([]);
      expect(
        await announced(() => db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id))),
      ).toEqual([name]);
      expect(await announced(() => db.delete(apiKeys).where(eq(apiKeys.id, id)))).toEqual([name]);
    });
  });
}
