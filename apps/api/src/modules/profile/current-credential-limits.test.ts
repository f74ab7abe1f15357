import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import type { TestClient } from '../../../test/helper.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

const WRONG = 'Wrong#1234';

function changePassword(client: TestClient, token: string, current: string, next = 'Next#12345') {
  return client.request('PUT', '/api/profile/password', {
    token,
    body: { current_password: current, password: next, confirm_password: next },
  });
}

async function session(client: TestClient, email: string, password: string) {
  return (await client.login(email, password)).access_token;
}

// The default rules: 5 wrong answers per session, 10 per user, in 15 minutes; a right answer resets nothing.
describeOnEachDatabase(
  'attempt limits on the current password and two-step code inside a session',
  (client) => {
    it('refuses the 6th guess of a session with 429 even when it is right, and another session of the user after 10', async () => {
      const account = await client().register();
      const first = await session(client(), account.email, account.password);
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await changePassword(client(), first, WRONG)).statusCode).toBe(422);
      }
      const blocked = await changePassword(client(), first, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/\d+ seconds/);

      const second = await session(client(), account.email, account.password);
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await changePassword(client(), second, WRONG)).statusCode).toBe(422);
      }
      const third = await session(client(), account.email, account.password);
      expect((await changePassword(client(), third, account.password)).statusCode).toBe(429);
      // Nothing changed: the original password still signs in.
      await session(client(), account.email, account.password);
    });

    it('does not give a session its guesses back when a check succeeds', async () => {
      const account = await client().register();
      const token = await session(client(), account.email, account.password);
      for (let guess = 0; guess < 4; guess += 1) {
        expect((await changePassword(client(), token, WRONG)).statusCode).toBe(422);
      }
      expect((await changePassword(client(), token, account.password, 'Next#12345')).statusCode).toBe(200);
      expect((await changePassword(client(), token, WRONG, 'Other#12345')).statusCode).toBe(422);
      expect((await changePassword(client(), token, 'Next#12345', 'Other#12345')).statusCode).toBe(429);
    });

    it('counts wrong answers to turning two-step off against the same limit', async () => {
      const account = await client().register();
      const token = await session(client(), account.email, account.password);
      const setup = await client().post('/api/account/two-factor/setup', {}, { token });
      const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) });
      const enable = await client().post(
        '/api/account/two-factor/enable',
        { code: totp.generate() },
        { token },
      );
      expect(enable.statusCode).toBe(200);
      const recoveryCode: string = enable.json().recovery_codes[0];

      for (let guess = 0; guess < 3; guess += 1) {
        expect((await changePassword(client(), token, WRONG)).statusCode).toBe(422);
      }
      for (let guess = 0; guess < 2; guess += 1) {
        const wrong = await client().post(
          '/api/account/two-factor/disable',
          { password: account.password, code: '000000' },
          { token },
        );
        expect(wrong.statusCode).toBe(422);
      }
      const blocked = await client().post(
        '/api/account/two-factor/disable',
        { password: account.password, code: recoveryCode },
        { token },
      );
      expect(blocked.statusCode).toBe(429);
      expect((await client().get('/api/account/two-factor', { token })).json().enabled).toBe(true);
    });
  },
);
