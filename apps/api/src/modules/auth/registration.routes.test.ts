import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { linkIn, startSmtpFake } from '../../../test/smtp-fake.ts';
import { actionLogs, pendingRegistrations, users } from '../../db/schema/index.ts';
import { SmtpMailer } from '../../integrations/mailer/mailer.ts';
import { REGISTRATION_MINIMUM_MS } from './registration.service.ts';

const smtp = await startSmtpFake();
afterAll(() => smtp.close());

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
beforeEach(() => {
  clockOffsetMs = 0;
});

const PASSWORD = 'Secret#123';
const form = (email: string, password = PASSWORD) => ({
  advertiser_name: 'Acme Ads',
  full_name: 'Ada Lovelace',
  email,
  password,
  confirm_password: password,
});
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(16).slice(2, 10)}@example.com`;

function confirmTokenIn(link: string): string {
  const match = /^http:\/\/portal\.test\/register\/confirm\/([A-Za-z0-9_-]{43})$/.exec(link);
  if (!match) throw new Error(`unexpected link ${link}`);
  return match[1]!;
}

async function usersWithEmail(client: TestClient, email: string) {
  return client.database.db.select().from(users).where(eq(users.email, email));
}

describeOnEachDatabase(
  'registration with email confirmation',
  (client) => {
    it('creates nothing until the emailed link is followed, then the advertiser, its role and its user', async () => {
      const email = uniqueEmail('new');
      const started = await client().post('/api/auth/register', form(email), {
        headers: { 'accept-language': 'th' },
      });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toEqual({ email, link_valid_hours: 24 });
      expect(await usersWithEmail(client(), email)).toHaveLength(0);
      // The password's owner is told the email waits for confirmation (registration-dead-ends test).
      expect((await client().post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(403);

      const mail = await smtp.next(email);
      expect(mail.subject).toBe('ยืนยันบัญชี AdPortal ของคุณ');
      const token = confirmTokenIn(linkIn(mail));
      const [pending] = await client()
        .database.db.select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, email));
      // Only hashes are kept: neither the link's token nor the password appears in the row.
      expect(JSON.stringify(pending)).not.toContain(token);
      expect(JSON.stringify(pending)).not.toContain(PASSWORD);

      const confirmed = await client().post('/api/auth/register/confirm', { token });
      expect(confirmed.statusCode).toBe(201);
      const account = confirmed.json<{ user_id: string; advertiser_id: string; email: string }>();
      expect(account.email).toBe(email);
      const [user] = await usersWithEmail(client(), email);
      expect(user).toMatchObject({ id: account.user_id, preferredLanguage: 'th', status: 'active' });
      const logged = await client()
        .database.db.select()
        .from(actionLogs)
        .where(eq(actionLogs.advertiserId, account.advertiser_id));
      expect(logged.map((row) => row.subject).sort()).toEqual(['Advertiser', 'Role', 'User']);
      expect(logged.every((row) => row.actorUserId === account.user_id)).toBe(true);

      const login = await client().post('/api/auth/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user_data.role.is_administrator).toBe(true);

      const again = await client().post('/api/auth/register/confirm', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('REGISTRATION_LINK_USED');
    });

    it('answers a taken email exactly like a new one and tells the owner instead', async () => {
      const owner = await client().register({ email: uniqueEmail('owner') });
      const taken = await client().post('/api/auth/register', form(owner.email, 'Other#Pass99'));
      const fresh = await client().post('/api/auth/register', form(uniqueEmail('fresh')));
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
      expect(taken.json()).toEqual({ email: owner.email, link_valid_hours: 24 });

      const notice = await smtp.next(owner.email);
      expect(notice.subject).toBe('Someone tried to register with your email on AdPortal');
      expect(linkIn(notice)).toBe('http://portal.test/forgot-password');
      expect(notice.text).not.toContain('/register/confirm/');
      // Nothing new pending for the taken email (only the owner's own, used registration), and the owner's
      // password is unchanged.
      const pending = await client()
        .database.db.select()
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.email, owner.email), isNull(pendingRegistrations.usedAt)));
      expect(pending).toHaveLength(0);
      expect(
        (await client().post('/api/auth/login', { email: owner.email, password: 'Other#Pass99' })).statusCode,
      ).toBe(401);
      expect(
        (await client().post('/api/auth/login', { email: owner.email, password: owner.password })).statusCode,
      ).toBe(200);
    });

    it('does not answer a new email sooner than a taken one', async () => {
      const owner = await client().register({ email: uniqueEmail('timed-owner') });
      const time = async (email: string) => {
        const started = performance.now();
        const answer = await client().post('/api/auth/register', form(email));
        expect(answer.statusCode).toBe(202);
        return performance.now() - started;
      };
      const taken = await time(owner.email);
      await smtp.next(owner.email);
      const fresh = await time(uniqueEmail('timed-fresh'));
      // Both wait for the same floor (the new one's extra writes fit inside it). A lower bound only: a loaded
      // machine makes any closeness bound flaky.
      expect(taken).toBeGreaterThanOrEqual(REGISTRATION_MINIMUM_MS - 10);
      expect(fresh).toBeGreaterThanOrEqual(REGISTRATION_MINIMUM_MS - 10);
    });

    it('refuses an expired link with 410 REGISTRATION_LINK_EXPIRED', async () => {
      const email = uniqueEmail('late');
      await client().post('/api/auth/register', form(email));
      const token = confirmTokenIn(linkIn(await smtp.next(email)));
      clockOffsetMs = 24 * 3_600_000 + 1_000;
      const late = await client().post('/api/auth/register/confirm', { token });
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('REGISTRATION_LINK_EXPIRED');
      expect(await usersWithEmail(client(), email)).toHaveLength(0);
    });

    it('lets only one of two pending registrations of an email become an account', async () => {
      const email = uniqueEmail('twice');
      await client().post('/api/auth/register', form(email));
      const first = confirmTokenIn(linkIn(await smtp.next(email)));
      await client().post('/api/auth/register', form(email));
      const second = confirmTokenIn(linkIn(await smtp.next(email)));
      const answers = await Promise.all([
        client().post('/api/auth/register/confirm', { token: first }),
        client().post('/api/auth/register/confirm', { token: second }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
      expect(await usersWithEmail(client(), email)).toHaveLength(1);
    });

    it('answers a malformed or unknown token with 404 and a missing one with a field error', async () => {
      expect((await client().post('/api/auth/register/confirm', { token: 'nope' })).statusCode).toBe(404);
      expect((await client().post('/api/auth/register/confirm', { token: 'A'.repeat(43) })).statusCode).toBe(
        404,
      );
      const missing = await client().post('/api/auth/register/confirm', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields[0]).toMatchObject({ path: 'token' });
    });
  },
  {
    now,
    mailer: new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>'),
    env: { PUBLIC_URL: 'http://portal.test' },
    // The production floor (other suites sign people up without it).
    registrationMinimumMs: REGISTRATION_MINIMUM_MS,
  },
);
