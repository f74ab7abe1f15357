import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../test/ad-fixtures.ts';
import { describeOnEachDatabase, startTestApp } from '../test/helper.ts';

const NUL = '\u0000';

/**
 * Defects a black-box probe found (issue 11), each kept out by a test: control characters and impossible dates
 * answered 500, find-token answered for any token, API answers could be cached.
 */
describeOnEachDatabase('hardening', (client) => {
  let advertiser: Awaited<ReturnType<typeof newAdvertiser>>;
  let operator: string;

  it('refuses a NUL or another control character in any text as a translated field error (D-2)', async () => {
    advertiser = await newAdvertiser(client());
    operator = await newOperator(client());
    const register = await client().post(
      '/api/auth/register',
      {
        advertiser_name: `Acme${NUL}`,
        full_name: 'Ada',
        email: 'nul@example.com',
        password: `Secret#123${NUL}`,
        confirm_password: `Secret#123${NUL}`,
      },
      { headers: { 'accept-language': 'th' } },
    );
    expect(register.statusCode).toBe(422);
    const fields = register.json<{ fields: { path: string; key: string; message: string }[] }>().fields;
    expect(fields.map((field) => field.path).sort()).toEqual([
      'advertiser_name',
      'confirm_password',
      'password',
    ]);
    expect(fields[0]!.key).toBe('validation.controlCharacter');
    expect(fields[0]!.message).toBe('กรุณาลบอักขระควบคุมที่มองไม่เห็นออกจากช่องนี้');

    const search = await client().get(`/api/advertisements?search=${encodeURIComponent(`a${NUL}b`)}`, {
      token: advertiser.token,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().fields[0]).toMatchObject({ path: 'querystring.search' });

    const deposit = await client().post(
      '/api/deposits',
      { amount: '20', method: 'crypto', promotion_code: `WELCOME${NUL}` },
      { token: advertiser.token },
    );
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().fields[0]).toMatchObject({ path: 'promotion_code' });

    const byPath = await client().get(`/api/deposits/by-reference/${encodeURIComponent(`DP${NUL}`)}`, {
      token: advertiser.token,
    });
    expect(byPath.statusCode).toBe(422);

    const bell = await client().get(`/api/advertisements?search=${encodeURIComponent('a\u0001b')}`, {
      token: advertiser.token,
    });
    expect(bell.statusCode).toBe(422);
    const loneSurrogate = await client().post(
      '/api/auth/login',
      `{"email":"a@example.com","password":"x\\ud800"}`,
    );
    expect(loneSurrogate.statusCode).toBe(422);

    // Tabs and line breaks are text.
    const multiline = await client().get(`/api/advertisements?search=${encodeURIComponent('a\tb')}`, {
      token: advertiser.token,
    });
    expect(multiline.statusCode).toBe(200);
  });

  it('refuses dates outside 2000–2999 as field errors instead of failing in the database (D-3)', async () => {
    for (const url of [
      '/api/statements?to=9999-12-31',
      '/api/statements/export?format=csv&to=9999-12-31',
      '/api/statements?from=0000-01-01',
      '/api/action-logs?to=9999-12-31',
      '/api/deposits?to=9999-12-31',
      '/api/advertisements?to=9999-12-31',
    ]) {
      const response = await client().get(url, { token: advertiser.token });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
      expect(response.json().fields[0].key).toBe('validation.between|min=2000-01-01&max=2999-12-31');
    }
    const ops = await client().get(
      `/api/ops/advertisers/${advertiser.advertiserId}/statements?to=9999-12-31`,
      { token: operator },
    );
    expect(ops.statusCode).toBe(422);
    const edge = await client().get('/api/statements?from=2000-01-01&to=2999-12-31', {
      token: advertiser.token,
    });
    expect(edge.statusCode).toBe(200);
  });

  it("answers find-token for the caller's own token only, and rate limits it (D-8)", async () => {
    const other = await newAdvertiser(client());
    const own = await client().get(`/api/find-token/${advertiser.token}`, { token: advertiser.token });
    expect(own.json()).toMatchObject({ renewed: false });
    const someoneElses = await client().get(`/api/find-token/${other.token}`, { token: advertiser.token });
    expect(someoneElses.statusCode).toBe(200);
    expect(someoneElses.body).toBe('null');
    const anonymous = await client().get(`/api/find-token/${other.token}`);
    expect(anonymous.body).toBe('null');
  });

  it('marks every API answer no-store, keeps an ad image cacheable, and refuses framing (D-12)', async () => {
    for (const url of [
      '/api/me',
      '/api/statements/export?format=csv',
      '/api/statements/export?format=xlsx',
    ]) {
      const response = await client().get(url, { token: advertiser.token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const failed = await client().get('/api/me');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers['x-frame-options']).toBe('DENY');
  });
});

describeOnEachDatabase(
  'find-token rate limit',
  (client) => {
    it('answers 429 with Retry-After past the limit per IP', async () => {
      const account = await newAdvertiser(client());
      const check = () => client().get(`/api/find-token/${account.token}`, { token: account.token });
      for (let attempt = 0; attempt < 3; attempt++) expect((await check()).statusCode).toBe(200);
      const limited = await check();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { authLimits: { findTokenPerIp: { points: 3, windowSeconds: 60 } } },
);

describe('request timeout', () => {
  it('answers 408 and frees the socket when a body stops short of its Content-Length', async () => {
    const client = await startTestApp('pglite', { env: { REQUEST_TIMEOUT_MS: '1500' } });
    try {
      await client.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = client.app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/payments/nowpayments/ipn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"payment_id":',
          );
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await client.close();
    }
  });
});
