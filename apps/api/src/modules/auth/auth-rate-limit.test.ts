import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase(
  'sign-in and registration rate limits',
  (client) => {
    it('blocks an email after repeated failures with 429 and Retry-After, even with the right password', async () => {
      const { email, password } = await client().register();
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await client().post('/api/auth/login', { email, password: 'Wrong#1234' });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await client().post('/api/auth/login', { email, password });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/^Too many attempts\. /);
      expect(blocked.json().message).toMatch(/\d+ seconds/);
    });

    it('limits attempts per IP whatever the email', async () => {
      let last = 0;
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await client().post('/api/auth/login', {
          email: `someone-${attempt}@example.com`,
          password: 'Wrong#1234',
        });
        last = response.statusCode;
      }
      expect(last).toBe(429);
    });

    it('limits registrations per email', async () => {
      const body = {
        advertiser_name: 'Spam',
        full_name: 'Spam',
        email: 'spam@example.com',
        password: 'Secret#123',
        confirm_password: 'Secret#123',
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await client().post('/api/auth/register', body)).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
    });
  },
  {
    authLimits: {
      loginPerIp: { points: 6, windowSeconds: 60 },
      loginFailuresPerEmail: { points: 3, windowSeconds: 60, blockSeconds: 60 },
      registerPerIp: { points: 50, windowSeconds: 60 },
      registerPerEmail: { points: 2, windowSeconds: 60 },
    },
  },
);
