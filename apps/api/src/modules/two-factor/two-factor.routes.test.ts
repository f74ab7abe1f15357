import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, expect, it } from 'vitest';
import type { TestClient } from '../../../test/helper.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

const START = new Date('2026-11-22T10:00:05Z').getTime();
let clock = new Date(START);
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
/** The code an authenticator app shows at the test's clock. */
const codeFor = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

async function signedIn(client: TestClient) {
  const account = await client.register();
  const grant = await client.login(account.email, account.password);
  return { ...account, token: grant.access_token };
}

/** Signs up and turns two-factor on; the clock is moved to the next step so the next code is fresh. */
async function withTwoFactor(client: TestClient) {
  const account = await signedIn(client);
  const setup = await client.post('/api/account/two-factor/setup', {}, { token: account.token });
  const secret: string = setup.json().secret;
  const enable = await client.post(
    '/api/account/two-factor/enable',
    { code: codeFor(secret) },
    { token: account.token },
  );
  expect(enable.statusCode).toBe(200);
  advance(30);
  return { ...account, secret, recoveryCodes: enable.json().recovery_codes as string[] };
}

async function challengeFor(client: TestClient, email: string, password: string, rememberMe = false) {
  const response = await client.post('/api/auth/login', { email, password, remember_me: rememberMe });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return body.challenge as string;
}

describeOnEachDatabase(
  'two-factor authentication',
  (client) => {
    beforeEach(() => {
      advance(60);
    });

    it('turns on with a scanned secret, then signs in only through a code, once per code', async () => {
      const account = await signedIn(client());
      const off = await client().get('/api/account/two-factor', { token: account.token });
      expect(off.json()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

      const setup = await client().post('/api/account/two-factor/setup', {}, { token: account.token });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauth_uri, qr_code } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toContain(`secret=${secret}`);
      expect(qr_code).toMatch(/^data:image\/png;base64,/);

      // Stored sealed, and not on until a code is verified.
      const [row] = await client().database.db.select().from(users).where(eq(users.id, account.user_id));
      expect(row!.twoFactorSecret).toBeTruthy();
      expect(row!.twoFactorSecret).not.toContain(secret);
      expect(row!.twoFactorEnabledAt).toBeNull();
      expect((await client().login(account.email, account.password)).access_token).toBeTruthy();

      const wrong = await client().post(
        '/api/account/two-factor/enable',
        { code: codeFor(secret, new Date(clock.getTime() - 120_000)) },
        { token: account.token },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().fields).toEqual([
        { path: 'code', key: 'twoFactor.invalidCode', message: 'Invalid 2FA code' },
      ]);
      const malformed = await client().post(
        '/api/account/two-factor/enable',
        { code: '12345' },
        { token: account.token },
      );
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().fields[0]).toMatchObject({ path: 'code', key: 'validation.otpDigits' });

      const enableCode = codeFor(secret);
      const enable = await client().post(
        '/api/account/two-factor/enable',
        { code: enableCode },
        { token: account.token },
      );
      expect(enable.statusCode).toBe(200);
      const codes: string[] = enable.json().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const stored = await client()
        .database.db.select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, account.user_id));
      expect(stored).toHaveLength(10);
      for (const code of codes) expect(stored.map((r) => r.codeHash)).not.toContain(code);

      const on = await client().get('/api/account/two-factor', { token: account.token });
      expect(on.json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
      const again = await client().post('/api/account/two-factor/setup', {}, { token: account.token });
      expect(again.statusCode).toBe(409);

      // Sign-in now stops after the password.
      const challenge = await challengeFor(client(), account.email, account.password);
      // The code used to enable is spent: same step, refused.
      const reused = await client().post('/api/auth/two-factor', { challenge, code: enableCode });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().fields).toEqual([
        { path: 'code', key: 'twoFactor.invalidOtp', message: 'Invalid OTP code (check authenticator app)' },
      ]);

      advance(30);
      const code = codeFor(secret);
      const granted = await client().post('/api/auth/two-factor', { challenge, code });
      expect(granted.statusCode).toBe(200);
      const grant = granted.json();
      expect(grant.user_data.id).toBe(account.user_id);
      expect(grant.remember_token).toBeNull();
      expect((await client().get('/api/me', { token: grant.access_token })).statusCode).toBe(200);

      // The challenge opened one session; the code is spent for another challenge too.
      const replayChallenge = await client().post('/api/auth/two-factor', { challenge, code });
      expect(replayChallenge.statusCode).toBe(422);
      expect(replayChallenge.json().fields[0].key).toBe('twoFactor.challengeExpired');
      const second = await challengeFor(client(), account.email, account.password);
      const replay = await client().post('/api/auth/two-factor', { challenge: second, code });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().fields[0].key).toBe('twoFactor.invalidOtp');
      // An older code (previous step) is refused once a newer one was used.
      const older = await client().post('/api/auth/two-factor', {
        challenge: second,
        code: codeFor(secret, new Date(clock.getTime() - 30_000)),
      });
      expect(older.statusCode).toBe(422);

      // Every change is in the action log, with the secret masked.
      const logs = await client().database.db.execute(
        sql`select action, subject, after from action_logs where subject_id = ${account.user_id} and action = 'updated' order by created_at`,
      );
      const rows = (
        logs as unknown as {
          rows: Array<{ action: string; subject: string; after: Record<string, unknown> }>;
        }
      ).rows;
      expect(rows.map((r) => [r.action, r.subject])).toEqual([
        ['updated', 'User'],
        ['updated', 'User'],
      ]);
      expect(rows[0]!.after.twoFactorSecret).toBe('[redacted]');
    });

    it('remembers the sign-in when the login asked for it', async () => {
      const account = await withTwoFactor(client());
      const challenge = await challengeFor(client(), account.email, account.password, true);
      const granted = await client().post('/api/auth/two-factor', {
        challenge,
        code: codeFor(account.secret),
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().remember_token).toEqual(expect.any(String));
    });

    it('accepts a code of the step before or after, not two steps away', async () => {
      const account = await withTwoFactor(client());
      const challenge = await challengeFor(client(), account.email, account.password);
      const far = await client().post('/api/auth/two-factor', {
        challenge,
        code: codeFor(account.secret, new Date(clock.getTime() + 60_000)),
      });
      expect(far.statusCode).toBe(422);
      const next = await client().post('/api/auth/two-factor', {
        challenge,
        code: codeFor(account.secret, new Date(clock.getTime() + 30_000)),
      });
      expect(next.statusCode).toBe(200);
    });

    it('lets each recovery code sign in once', async () => {
      const account = await withTwoFactor(client());
      const recovery = account.recoveryCodes[0]!;
      const challenge = await challengeFor(client(), account.email, account.password);
      const granted = await client().post('/api/auth/two-factor', {
        challenge,
        code: recovery.toUpperCase(),
      });
      expect(granted.statusCode).toBe(200);
      const token = granted.json().access_token;
      const status = await client().get('/api/account/two-factor', { token });
      expect(status.json().recovery_codes_left).toBe(9);

      const second = await challengeFor(client(), account.email, account.password);
      const reused = await client().post('/api/auth/two-factor', { challenge: second, code: recovery });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().fields[0].key).toBe('twoFactor.invalidOtp');
    });

    it('voids a challenge after five wrong codes', async () => {
      const account = await withTwoFactor(client());
      const challenge = await challengeFor(client(), account.email, account.password);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await client().post('/api/auth/two-factor', { challenge, code: '000000' });
        expect(wrong.statusCode).toBe(422);
      }
      const right = await client().post('/api/auth/two-factor', { challenge, code: codeFor(account.secret) });
      expect(right.statusCode).toBe(422);
      expect(right.json().fields[0].key).toBe('twoFactor.challengeExpired');
      const expired = await client().post('/api/auth/two-factor', {
        challenge: 'x'.repeat(43),
        code: '123456',
      });
      expect(expired.json().fields[0].key).toBe('twoFactor.challengeExpired');
    });

    it('expires a challenge after five minutes', async () => {
      const account = await withTwoFactor(client());
      const challenge = await challengeFor(client(), account.email, account.password);
      advance(5 * 60 + 1);
      const late = await client().post('/api/auth/two-factor', { challenge, code: codeFor(account.secret) });
      expect(late.statusCode).toBe(422);
      expect(late.json().fields[0].key).toBe('twoFactor.challengeExpired');
    });

    it('turns off only with the password and a current code', async () => {
      const account = await withTwoFactor(client());
      const both = await client().post(
        '/api/account/two-factor/disable',
        { password: 'Wrong#123', code: '000000' },
        { token: account.token },
      );
      expect(both.statusCode).toBe(422);
      expect(both.json().fields.map((f: { path: string; key: string }) => [f.path, f.key])).toEqual([
        ['password', 'twoFactor.wrongPassword'],
        ['code', 'twoFactor.invalidCode'],
      ]);
      // A right code with a wrong password is not spent.
      const code = codeFor(account.secret);
      const noPassword = await client().post(
        '/api/account/two-factor/disable',
        { password: 'Wrong#123', code },
        { token: account.token },
      );
      expect(noPassword.json().fields.map((f: { path: string }) => f.path)).toEqual(['password']);
      const missing = await client().post(
        '/api/account/two-factor/disable',
        { password: account.password },
        {
          token: account.token,
        },
      );
      expect(missing.statusCode).toBe(422);

      const off = await client().post(
        '/api/account/two-factor/disable',
        { password: account.password, code },
        { token: account.token },
      );
      expect(off.statusCode).toBe(200);
      const [row] = await client().database.db.select().from(users).where(eq(users.id, account.user_id));
      expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
      const left = await client()
        .database.db.select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, account.user_id));
      expect(left).toEqual([]);
      expect((await client().login(account.email, account.password)).access_token).toBeTruthy();
      const offAgain = await client().post(
        '/api/account/two-factor/disable',
        { password: account.password, code },
        { token: account.token },
      );
      expect(offAgain.statusCode).toBe(409);
    });

    it('turns off with a recovery code instead of a current code', async () => {
      const account = await withTwoFactor(client());
      const off = await client().post(
        '/api/account/two-factor/disable',
        { password: account.password, code: account.recoveryCodes[3]! },
        { token: account.token },
      );
      expect(off.statusCode).toBe(200);
    });

    it("acts only on the caller's own account, and refuses the signed-out", async () => {
      const owner = await withTwoFactor(client());
      const other = await signedIn(client());
      const otherStatus = await client().get('/api/account/two-factor', { token: other.token });
      expect(otherStatus.json().enabled).toBe(false);
      // The other user's code checks run against their own (absent) secret; the owner's stays on.
      const disable = await client().post(
        '/api/account/two-factor/disable',
        { password: other.password, code: codeFor(owner.secret) },
        { token: other.token },
      );
      expect(disable.statusCode).toBe(409);
      const enable = await client().post(
        '/api/account/two-factor/enable',
        { code: codeFor(owner.secret) },
        { token: other.token },
      );
      expect(enable.statusCode).toBe(422);
      expect(enable.json().fields[0].key).toBe('twoFactor.setupRequired');
      const [row] = await client().database.db.select().from(users).where(eq(users.id, owner.user_id));
      expect(row!.twoFactorEnabledAt).not.toBeNull();

      for (const [method, url, body] of [
        ['GET', '/api/account/two-factor', undefined],
        ['POST', '/api/account/two-factor/setup', undefined],
        ['POST', '/api/account/two-factor/enable', { code: '123456' }],
        ['POST', '/api/account/two-factor/disable', { password: 'Secret#123', code: '123456' }],
      ] as const) {
        const response = await client().request(method, url, method === 'POST' ? { body: body ?? {} } : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  },
  { now: () => clock },
);

describeOnEachDatabase(
  'two-factor rate limits',
  (client) => {
    it('blocks a user after ten wrong codes, even with a fresh challenge, and answers Retry-After', async () => {
      const account = await withTwoFactor(client());
      let wrong = 0;
      for (let round = 0; round < 2; round += 1) {
        const challenge = await challengeFor(client(), account.email, account.password);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await client().post('/api/auth/two-factor', { challenge, code: '000000' });
          expect(response.statusCode).toBe(422);
          wrong += 1;
        }
      }
      expect(wrong).toBe(10);
      const challenge = await challengeFor(client(), account.email, account.password);
      const blocked = await client().post('/api/auth/two-factor', {
        challenge,
        code: codeFor(account.secret),
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { now: () => clock },
);

describeOnEachDatabase(
  'two-factor rate limit per address',
  (client) => {
    it('limits code checks per address', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const response = await client().post('/api/auth/two-factor', {
          challenge: 'x'.repeat(43),
          code: '123456',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  },
  { now: () => clock },
);
