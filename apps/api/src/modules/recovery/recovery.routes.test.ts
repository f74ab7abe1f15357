import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { linkIn, type ReceivedMail, startSmtpFake } from '../../../test/smtp-fake.ts';
import { actionLogs, users } from '../../db/schema/index.ts';
import { SmtpMailer } from '../../integrations/mailer/mailer.ts';

// One real SMTP server for the file; every suite's app sends to it.
const smtp = await startSmtpFake();
afterAll(() => smtp.close());

/** A clock the tests move forward (link expiry); the app reads it through the `now` option. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

const PASSWORD = 'Secret#123';
const NEW_PASSWORD = 'Brand#New456';

let ipCounter = 0;
/** Each test calls from its own address (TRUST_PROXY is on), so per-IP limits do not leak between tests. */
function freshIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

const options = {
  now,
  mailer: new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>'),
  env: { TRUST_PROXY: 'true', PUBLIC_URL: 'http://portal.test' },
  authLimits: {
    loginPerIp: { points: 500, windowSeconds: 60 },
    loginFailuresPerEmail: { points: 3, windowSeconds: 60, blockSeconds: 600 },
    registerPerIp: { points: 500, windowSeconds: 60 },
    registerPerEmail: { points: 50, windowSeconds: 60 },
  },
};

function tokenOf(link: string, path: 'reset-password' | 'change-password' | 'register/confirm'): string {
  const match = new RegExp(`^http://portal\\.test/${path}/([A-Za-z0-9_-]{43})$`).exec(link);
  if (!match) throw new Error(`unexpected link ${link}`);
  return match[1]!;
}

async function registerIn(
  client: TestClient,
  language: 'en' | 'th' | 'zh',
  name = 'Ada Lovelace',
): Promise<{ email: string; userId: string; advertiserId: string }> {
  const email = `reset-${language}-${Math.random().toString(16).slice(2, 10)}@example.com`;
  const response = await client.post(
    '/api/auth/register',
    {
      advertiser_name: 'Acme Ads',
      full_name: name,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
    { headers: { 'accept-language': language } },
  );
  expect(response.statusCode).toBe(202);
  // The account exists once the emailed confirmation link is followed.
  const token = tokenOf(linkIn(await smtp.next(email)), 'register/confirm');
  const confirmed = await client.post('/api/auth/register/confirm', { token });
  expect(confirmed.statusCode).toBe(201);
  const body = confirmed.json<{ user_id: string; advertiser_id: string }>();
  return { email, userId: body.user_id, advertiserId: body.advertiser_id };
}

async function requestReset(client: TestClient, email: string, headers = freshIp()) {
  return client.post('/api/auth/forgot-password', { email }, { headers });
}

async function resetMailFor(client: TestClient, email: string): Promise<ReceivedMail> {
  const response = await requestReset(client, email);
  expect(response.statusCode).toBe(202);
  return smtp.next(email);
}

async function setPassword(client: TestClient, path: string, token: string, password = NEW_PASSWORD) {
  return client.post(
    `/api/auth/${path}/${token}`,
    { password, confirm_password: password },
    { headers: freshIp() },
  );
}

async function loginStatus(client: TestClient, email: string, password: string) {
  const response = await client.post(
    '/api/auth/login',
    { email, password, remember_me: false },
    { headers: freshIp() },
  );
  return response.statusCode;
}

async function createOperator(client: TestClient) {
  const email = `op-${Math.random().toString(16).slice(2, 10)}@example.com`;
  const operator = await client.app.services.operators.create({
    name: 'Olga Operator',
    email,
    password: PASSWORD,
  });
  const grant = await client.login(email, PASSWORD);
  return { operator, token: grant.access_token };
}

describeOnEachDatabase(
  'password recovery',
  (client) => {
    beforeEach(() => {
      clockOffsetMs = 0;
    });

    it('emails a single-use reset link that sets a new password and ends every session', async () => {
      const { email, userId, advertiserId } = await registerIn(client(), 'en');
      const first = await client().login(email, PASSWORD, true);
      const second = await client().login(email, PASSWORD);

      const mail = await resetMailFor(client(), email);
      expect(mail.subject).toBe('Reset your AdPortal password');
      expect(mail.text).toContain('Hello Ada Lovelace,');
      expect(mail.text).toContain('expires in 30 minutes');
      const token = tokenOf(linkIn(mail), 'reset-password');
      expect(mail.html).toContain(`href="http://portal.test/reset-password/${token}"`);

      const info = await client().get(`/api/auth/reset-password/${token}`, { headers: freshIp() });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ valid: true, email_hint: 'r***@example.com', reason: 'password_reset' });

      const done = await setPassword(client(), 'reset-password', token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true, email });

      // Single use: the link is gone for GET and POST alike.
      expect(
        (await client().get(`/api/auth/reset-password/${token}`, { headers: freshIp() })).statusCode,
      ).toBe(404);
      const again = await setPassword(client(), 'reset-password', token, 'Other#Pass789');
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NOT_FOUND');

      expect(await loginStatus(client(), email, PASSWORD)).toBe(401);
      expect(await loginStatus(client(), email, NEW_PASSWORD)).toBe(200);

      // Sessions opened before the reset are over, remember token included.
      for (const grant of [first, second]) {
        expect((await client().get('/api/me', { token: grant.access_token })).statusCode).toBe(401);
      }
      expect((await client().get('/api/me', { remember: first.remember_token! })).statusCode).toBe(401);

      const [user] = await client().database.db.select().from(users).where(eq(users.id, userId));
      expect(user!.passwordChangedAt).toBeInstanceOf(Date);
      const logs = await client()
        .database.db.select()
        .from(actionLogs)
        .where(
          and(
            eq(actionLogs.subject, 'User'),
            eq(actionLogs.subjectId, userId),
            eq(actionLogs.action, 'updated'),
          ),
        );
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'updated', actorUserId: userId, advertiserId });
      const after = logs[0]!.after as Record<string, unknown>;
      expect(after.passwordHash).toBe('[redacted]');
      expect(after.updatedAt).toBe(user!.updatedAt.toISOString());
      expect(JSON.stringify(logs[0])).not.toContain('$argon2');
    });

    it("sends the email in the user's preferred language", async () => {
      const thai = await registerIn(client(), 'th', 'Somchai');
      const thaiMail = await resetMailFor(client(), thai.email);
      expect(thaiMail.subject).toBe('รีเซ็ตรหัสผ่าน AdPortal ของคุณ');
      expect(thaiMail.text).toContain('สวัสดี Somchai');
      expect(linkIn(thaiMail)).toMatch(/^http:\/\/portal\.test\/reset-password\//);

      const chinese = await registerIn(client(), 'zh', 'Li Wei');
      const chineseMail = await resetMailFor(client(), chinese.email);
      expect(chineseMail.subject).toMatch(/[\u4e00-\u9fff]/);
      expect(chineseMail.subject).not.toBe('Reset your AdPortal password');
      expect(chineseMail.text).toContain('Li Wei');
    });

    it('answers an unknown email exactly like a known one, and sends nothing', async () => {
      const { email } = await registerIn(client(), 'en');
      const known = await requestReset(client(), email);
      const unknown = await requestReset(client(), 'nobody-here@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(unknown.json()).toEqual({ ok: true, resend_after_seconds: 60 });
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      await smtp.next(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
    });

    it('does not answer an unknown email sooner than a known one', async () => {
      const { email } = await registerIn(client(), 'en');
      const time = async (address: string) => {
        const started = performance.now();
        await requestReset(client(), address);
        return performance.now() - started;
      };
      const known = await time(email);
      await smtp.next(email);
      const unknown = await time('nobody-timed@example.com');
      // Both wait for the same floor (the known one's extra writes and its mail fit inside it): the unknown
      // one never comes back early. (Not a closeness bound: a loaded CI machine makes that flaky.)
      expect(known).toBeGreaterThanOrEqual(240);
      expect(unknown).toBeGreaterThanOrEqual(240);
    });

    it('expires the link after 30 minutes', async () => {
      const { email } = await registerIn(client(), 'en');
      const token = tokenOf(linkIn(await resetMailFor(client(), email)), 'reset-password');
      clockOffsetMs = 29 * 60_000;
      expect(
        (await client().get(`/api/auth/reset-password/${token}`, { headers: freshIp() })).statusCode,
      ).toBe(200);
      clockOffsetMs = 30 * 60_000 + 1000;
      expect(
        (await client().get(`/api/auth/reset-password/${token}`, { headers: freshIp() })).statusCode,
      ).toBe(404);
      expect((await setPassword(client(), 'reset-password', token)).statusCode).toBe(404);
      clockOffsetMs = 0;
      expect(await loginStatus(client(), email, PASSWORD)).toBe(200);
    });

    it('voids the older link when a new one is asked for', async () => {
      const { email } = await registerIn(client(), 'en');
      const older = tokenOf(linkIn(await resetMailFor(client(), email)), 'reset-password');
      const newer = tokenOf(linkIn(await resetMailFor(client(), email)), 'reset-password');
      expect((await setPassword(client(), 'reset-password', older)).statusCode).toBe(404);
      expect((await setPassword(client(), 'reset-password', newer)).statusCode).toBe(200);
    });

    it('refuses a weak or unconfirmed password without using the link up', async () => {
      const { email } = await registerIn(client(), 'en');
      const token = tokenOf(linkIn(await resetMailFor(client(), email)), 'reset-password');
      const weak = await client().post(
        `/api/auth/reset-password/${token}`,
        { password: 'weakpass', confirm_password: 'weakpass' },
        { headers: freshIp() },
      );
      expect(weak.statusCode).toBe(422);
      expect(weak.json().fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'password', key: 'validation.passwordRule' }),
        ]),
      );
      const mismatch = await client().post(
        `/api/auth/reset-password/${token}`,
        { password: NEW_PASSWORD, confirm_password: 'Brand#New457' },
        { headers: freshIp() },
      );
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().fields).toEqual([
        expect.objectContaining({ path: 'confirm_password', key: 'validation.passwordMatch' }),
      ]);
      expect((await setPassword(client(), 'reset-password', token)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown or malformed link', async () => {
      const unknown = 'A'.repeat(43);
      expect(
        (await client().get(`/api/auth/reset-password/${unknown}`, { headers: freshIp() })).statusCode,
      ).toBe(404);
      expect((await client().get('/api/auth/reset-password/short', { headers: freshIp() })).statusCode).toBe(
        404,
      );
      expect((await setPassword(client(), 'reset-password', unknown)).statusCode).toBe(404);
    });

    it('lets a user blocked by failed sign-ins in with the new password at once', async () => {
      const { email } = await registerIn(client(), 'en');
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await loginStatus(client(), email, 'Wrong#Guess1')).toBe(401);
      }
      expect(await loginStatus(client(), email, PASSWORD)).toBe(429);
      const token = tokenOf(linkIn(await resetMailFor(client(), email)), 'reset-password');
      expect((await setPassword(client(), 'reset-password', token)).statusCode).toBe(200);
      expect(await loginStatus(client(), email, NEW_PASSWORD)).toBe(200);
    });

    it('sends no link to an inactive account', async () => {
      const { email, userId } = await registerIn(client(), 'en');
      await client().database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
      const response = await requestReset(client(), email);
      expect(response.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
    });
    // The operator's password change shares the suite's app: its tests make their own operator and users, and
    // the two ask for the same options (one database copy and app fewer per database).
    describe('operator-requested password change', () => {
      beforeEach(() => {
        clockOffsetMs = 0;
      });

      it('emails a change-password link that works once; the request is logged with the operator as actor', async () => {
        const { token: operatorToken, operator } = await createOperator(client());
        const { email, userId, advertiserId } = await registerIn(client(), 'th', 'Somsak');
        const userSession = await client().login(email, PASSWORD);

        const requested = await client().post(`/api/ops/users/${userId}/request-password-change`, undefined, {
          token: operatorToken,
        });
        expect(requested.statusCode).toBe(202);
        expect(requested.json().ok).toBe(true);
        expect(Date.parse(requested.json().expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);

        const mail = await smtp.next(email);
        expect(mail.subject).not.toBe('Please change your AdPortal password');
        expect(mail.text).toContain('Somsak');
        const token = tokenOf(linkIn(mail), 'change-password');

        // The purposes do not mix: a change-password link is not a reset link.
        expect(
          (await client().get(`/api/auth/reset-password/${token}`, { headers: freshIp() })).statusCode,
        ).toBe(404);
        const info = await client().get(`/api/auth/change-password/${token}`, { headers: freshIp() });
        expect(info.json()).toEqual({
          valid: true,
          email_hint: 'r***@example.com',
          reason: 'password_change',
        });

        // The operator asked for a new password: the current one is refused.
        const same = await setPassword(client(), 'change-password', token, PASSWORD);
        expect(same.statusCode).toBe(422);
        expect(same.json().fields).toEqual([
          expect.objectContaining({ path: 'password', key: 'recovery.errors.samePassword' }),
        ]);

        expect((await setPassword(client(), 'change-password', token)).statusCode).toBe(200);
        expect((await setPassword(client(), 'change-password', token, 'Other#Pass789')).statusCode).toBe(404);
        expect((await client().get('/api/me', { token: userSession.access_token })).statusCode).toBe(401);
        expect(await loginStatus(client(), email, NEW_PASSWORD)).toBe(200);

        const [request] = await client()
          .database.db.select()
          .from(actionLogs)
          .where(eq(actionLogs.subject, 'PasswordChangeRequest'));
        expect(request).toMatchObject({
          action: 'created',
          actorUserId: operator.id,
          actorName: 'Olga Operator',
          advertiserId,
        });
        expect(request!.after).toMatchObject({ userId, email, purpose: 'password_change' });
      });

      it('expires the change-password link after 30 minutes', async () => {
        const { token: operatorToken } = await createOperator(client());
        const { email, userId } = await registerIn(client(), 'en');
        await client().post(`/api/ops/users/${userId}/request-password-change`, undefined, {
          token: operatorToken,
        });
        const token = tokenOf(linkIn(await smtp.next(email)), 'change-password');
        clockOffsetMs = 31 * 60_000;
        expect(
          (await client().get(`/api/auth/change-password/${token}`, { headers: freshIp() })).statusCode,
        ).toBe(404);
        expect((await setPassword(client(), 'change-password', token)).statusCode).toBe(404);
      });

      it('refuses advertisers (403) and unauthenticated callers (401)', async () => {
        const { email, userId } = await registerIn(client(), 'en');
        const other = await registerIn(client(), 'en');
        const advertiser = await client().login(email, PASSWORD);
        for (const target of [userId, other.userId]) {
          const refused = await client().post(`/api/ops/users/${target}/request-password-change`, undefined, {
            token: advertiser.access_token,
          });
          expect(refused.statusCode).toBe(403);
          expect(refused.json().code).toBe('FORBIDDEN');
        }
        const anonymous = await client().post(`/api/ops/users/${userId}/request-password-change`);
        expect(anonymous.statusCode).toBe(401);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(smtp.received.some((mail) => mail.to.includes(email) || mail.to.includes(other.email))).toBe(
          false,
        );
      });

      it('answers 404 for an unknown user or another operator, 422 for a malformed id', async () => {
        const { token: operatorToken } = await createOperator(client());
        const { operator: otherOperator } = await createOperator(client());
        const unknown = await client().post(
          '/api/ops/users/00000000-0000-4000-8000-000000000000/request-password-change',
          undefined,
          { token: operatorToken },
        );
        expect(unknown.statusCode).toBe(404);
        const operatorTarget = await client().post(
          `/api/ops/users/${otherOperator.id}/request-password-change`,
          undefined,
          { token: operatorToken },
        );
        expect(operatorTarget.statusCode).toBe(404);
        const malformed = await client().post(
          '/api/ops/users/not-a-uuid/request-password-change',
          undefined,
          {
            token: operatorToken,
          },
        );
        expect(malformed.statusCode).toBe(422);
      });
    });
  },
  options,
);

describeOnEachDatabase(
  'recovery rate limits',
  (client) => {
    it('limits reset emails per address with 429 and Retry-After, known or not alike', async () => {
      const { email } = await registerIn(client(), 'en');
      for (const address of [email, 'nobody-limited@example.com']) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          statuses.push((await requestReset(client(), address)).statusCode);
        }
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
        const blocked = await requestReset(client(), address);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
        // Backoff: past the limit the address waits longer than the 15-minute window.
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(15 * 60);
      }
      // The five allowed requests each sent a link; the unknown address got none.
      for (let count = 0; count < 5; count++) await smtp.next(email);
      expect(smtp.received.some((mail) => mail.to.includes('nobody-limited@example.com'))).toBe(false);
    });

    it('limits reset emails per IP whatever the address', async () => {
      const ip = { 'x-forwarded-for': '192.0.2.77' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        statuses.push((await requestReset(client(), `spray-${attempt}@example.com`, ip)).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
      expect(statuses[20]).toBe(429);
      const other = await requestReset(client(), 'spray-other@example.com', {
        'x-forwarded-for': '192.0.2.78',
      });
      expect(other.statusCode).toBe(202);
    });

    it('limits link checks and submissions per IP', async () => {
      const ip = { 'x-forwarded-for': '192.0.2.99' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        statuses.push(
          (await client().get(`/api/auth/reset-password/${'B'.repeat(43)}`, { headers: ip })).statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
      const submit = await client().post(
        `/api/auth/reset-password/${'B'.repeat(43)}`,
        { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        { headers: ip },
      );
      expect(submit.statusCode).toBe(429);
      expect(Number(submit.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  // The limits are counted before the forgot-password answer's 250 ms floor, which 'password recovery' proves
  // at its production value; here it would only add a quarter second to each of the 30 allowed requests.
  { ...options, forgotMinimumMs: 0 },
);
