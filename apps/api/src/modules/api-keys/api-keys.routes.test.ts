import { expect, it } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('API keys over HTTP: create, list, revoke; operators count and revoke', (client) => {
  it('answers the secret once (201), lists the key without it, and revokes it once', async () => {
    const { token } = await newAdvertiser(client());
    const created = await client().post(
      '/api/api-keys',
      { name: ' Nightly report ', scope: 'read_only', areas: ['Report', 'Statement'], expires_on: null },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json();
    expect(key).toMatchObject({
      name: 'Nightly report',
      scope: 'read_only',
      expired: false,
      last_used_at: null,
    });
    expect(secret).toMatch(/^adp_[0-9A-Za-z]{49}$/);
    const listed = await client().get('/api/api-keys', { token });
    expect(listed.json()).toEqual({ items: [key], limit: 10 });
    expect(listed.body).not.toContain(secret);
    expect((await client().request('DELETE', `/api/api-keys/${key.id}`, { token })).statusCode).toBe(200);
    expect((await client().request('DELETE', `/api/api-keys/${key.id}`, { token })).statusCode).toBe(404);
    expect((await client().get('/api/api-keys', { token })).json().items).toEqual([]);
  });

  it('refuses a bad body field by field, translated', async () => {
    const { token } = await newAdvertiser(client());
    const refused = await client().post(
      '/api/api-keys',
      { name: '  ', scope: 'admin', areas: ['User'], expires_on: '2026-02-30' },
      { token, headers: { 'accept-language': 'th' } },
    );
    expect(refused.statusCode).toBe(422);
    const fields = refused.json().fields.map((field: { path: string }) => field.path);
    expect(fields).toEqual(expect.arrayContaining(['name', 'scope', 'areas.0', 'expires_on']));
    for (const field of refused.json().fields) expect(field.message).toMatch(/[\u0E00-\u0E7F]/);
    const past = await client().post(
      '/api/api-keys',
      { name: 'k', scope: 'read_only', areas: ['Report'], expires_on: '2020-01-01' },
      { token },
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().fields).toEqual([
      expect.objectContaining({ path: 'expires_on', key: 'apiKeys.validation.expiryInPast' }),
    ]);
  });

  it("shows operators each user's live keys and lets them revoke them all; an unknown user is a 404", async () => {
    const advertiser = await newAdvertiser(client());
    const body = { name: 'k', scope: 'read_write', areas: ['Advertisement'], expires_on: null };
    for (let n = 0; n < 2; n += 1) await client().post('/api/api-keys', body, { token: advertiser.token });
    const operator = await newOperator(client());
    const keysOf = async () =>
      (
        await client().get(`/api/ops/users?search=${encodeURIComponent(advertiser.email)}`, {
          token: operator,
        })
      ).json().data[0].api_keys;
    expect(await keysOf()).toBe(2);
    const userId = (await client().get('/api/profile', { token: advertiser.token })).json().user.id;
    const revoked = await client().post(`/api/ops/users/${userId}/api-keys/revoke`, {}, { token: operator });
    expect(revoked.json()).toEqual({ revoked: 2 });
    expect(await keysOf()).toBe(0);
    const unknown = await client().post(
      '/api/ops/users/00000000-0000-4000-8000-000000000000/api-keys/revoke',
      {},
      { token: operator },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
