import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

let clock = new Date('2026-11-22T00:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describeOnEachDatabase(
  'access token expiry and remember-me renewal',
  (client) => {
    it('expires an access token, and renews it only with a valid remember token', async () => {
      const { email, password } = await client().register();
      const plain = await client().login(email, password, false);
      const remembered = await client().login(email, password, true);
      expect(plain.remember_token).toBeNull();

      advance(61);
      expect((await client().get('/api/me', { token: plain.access_token })).statusCode).toBe(401);
      const plainCheck = await client().get(`/api/find-token/${plain.access_token}`, {
        token: plain.access_token,
      });
      expect(plainCheck.json()).toBeNull();

      const renewed = await client().get('/api/me', {
        token: remembered.access_token,
        remember: remembered.remember_token!,
      });
      expect(renewed.statusCode).toBe(200);
      const fresh = renewed.headers['x-access-token'] as string;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(remembered.access_token);
      expect((await client().get('/api/me', { token: fresh })).statusCode).toBe(200);

      const checked = await client().get(`/api/find-token/${remembered.access_token}`, {
        token: remembered.access_token,
        remember: remembered.remember_token!,
      });
      expect(checked.json()).toMatchObject({ renewed: true });

      advance(31 * 24 * 60);
      const late = await client().get('/api/me', { token: fresh, remember: remembered.remember_token! });
      expect(late.statusCode).toBe(401);
    });

    it('refuses the remember token of a signed-out session', async () => {
      const { email, password } = await client().register();
      const grant = await client().login(email, password, true);
      await client().post('/api/auth/logout', {}, { token: grant.access_token });
      const response = await client().get('/api/me', {
        token: grant.access_token,
        remember: grant.remember_token!,
      });
      expect(response.statusCode).toBe(401);
    });
  },
  { now: () => clock, env: { ACCESS_TOKEN_TTL_MINUTES: '60', REMEMBER_TOKEN_TTL_DAYS: '30' } },
);
