import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('registration input', (client) => {
  it('answers every rule of the spec with a field error, translated to the request language', async () => {
    const response = await client().post(
      '/api/auth/register',
      {
        advertiser_name: '  ',
        full_name: 'A',
        email: 'not-an-email',
        password: 'weakpass',
        confirm_password: 'x',
      },
      { headers: { 'accept-language': 'th' } },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const byPath = Object.fromEntries(body.fields.map((f: { path: string; key: string }) => [f.path, f]));
    expect(byPath.advertiser_name.key).toBe('validation.required');
    expect(byPath.email.key).toBe('validation.email');
    expect(byPath.password.key).toBe('validation.passwordRule');
    expect(byPath.advertiser_name.message).toBe('กรุณากรอกข้อมูลในช่องนี้');
  });

  it('checks the confirmation once the fields themselves are valid', async () => {
    const response = await client().post('/api/auth/register', {
      advertiser_name: 'Acme',
      full_name: 'Ada',
      email: 'ada@example.com',
      password: 'Secret#123',
      confirm_password: 'Secret#124',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      {
        path: 'confirm_password',
        key: 'validation.passwordMatch',
        message: 'The password confirmation does not match',
      },
    ]);
  });

  it('refuses unknown fields, wrong types and over-long strings with 422', async () => {
    const base = {
      advertiser_name: 'Acme',
      full_name: 'Ada',
      email: 'x@example.com',
      password: 'Secret#123',
      confirm_password: 'Secret#123',
    };
    const unknown = await client().post('/api/auth/register', { ...base, is_admin: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual([
      expect.objectContaining({ path: 'is_admin', key: 'validation.unknownField' }),
    ]);

    const wrongType = await client().post('/api/auth/register', { ...base, full_name: 42 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().fields[0]).toMatchObject({ path: 'full_name', key: 'validation.invalidType' });

    const tooLong = await client().post('/api/auth/register', { ...base, full_name: 'a'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().fields[0]).toMatchObject({
      path: 'full_name',
      key: 'validation.maxLength|max=120',
      message: 'Must be at most 120 characters',
    });
  });
});

describeOnEachDatabase('sign-in and sessions', (client) => {
  it('gives a wrong email and a wrong password the same answer', async () => {
    const { email } = await client().register();
    const wrongPassword = await client().post('/api/auth/login', { email, password: 'Wrong#1234' });
    const unknownEmail = await client().post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong#1234',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrongPassword.json())).toEqual(strip(unknownEmail.json()));
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('signs in, serves /api/me with the packed rules, and stores only token hashes', async () => {
    const { email, password, advertiser_id } = await client().register();
    const grant = await client().login(email, password, true);
    expect(grant.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.remember_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await client().get('/api/me', { token: grant.access_token });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user_data).toMatchObject({
      email,
      advertiser_id,
      role: { kind: 'advertiser', is_administrator: true },
    });
    expect(body.user_ability_rules.length).toBeGreaterThan(0);

    const rows = await client().database.db.execute(
      sql`select access_token_hash, remember_token_hash from sessions where user_id = ${body.user_data.id}`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(grant.access_token);
    expect(stored).not.toContain(grant.remember_token);
  });

  it('answers find-token with a truthy value for a live token and null for unknown or revoked ones', async () => {
    const { email, password } = await client().register();
    const grant = await client().login(email, password);
    // The web app sends its own token both in the path and as the bearer.
    const own = { token: grant.access_token };
    const live = await client().get(`/api/find-token/${grant.access_token}`, own);
    expect(live.json()).toMatchObject({ user_id: grant.user_data.id, renewed: false });

    const unknown = await client().get(`/api/find-token/${'A'.repeat(43)}`, { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toBeNull();

    const logout = await client().post('/api/auth/logout', {}, { token: grant.access_token });
    expect(logout.statusCode).toBe(200);
    expect((await client().get(`/api/find-token/${grant.access_token}`, own)).json()).toBeNull();
    expect((await client().get('/api/me', { token: grant.access_token })).statusCode).toBe(401);
  });

  it("refuses the bodies another site's form can send (ADR 32: no CSRF token, so no simple request gets in)", async () => {
    const registrations = async () =>
      JSON.stringify(await client().database.db.execute(sql`select email from pending_registrations`));
    const before = await registrations();
    const json = JSON.stringify({ email: 'forged@example.com', password: 'Secret#12345', name: 'Forged' });
    for (const [contentType, payload] of [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', 'email=forged%40example.com&password=Secret%2312345'],
    ] as const) {
      const response = await client().post('/api/auth/register', payload, {
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await registrations()).toEqual(before);
  });

  it('turns malformed JSON, a wrong media type and an over-size body into 4xx in the one shape', async () => {
    const malformed = await client().post('/api/auth/login', '{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST', statusCode: 400 });

    const media = await client().post('/api/auth/login', 'email=a', {
      headers: { 'content-type': 'text/xml' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await client().post('/api/auth/login', JSON.stringify({ email: 'a'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(huge.body).not.toContain('at ');
  });

  it('shows the dashboard account with a zero balance for a new advertiser', async () => {
    const { email, password } = await client().register({ advertiser_name: 'Zero Balance Ltd' });
    const grant = await client().login(email, password);
    const response = await client().get('/api/account/overview', { token: grant.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      advertiser: { company_name: 'Zero Balance Ltd', company_email: email },
      balance: { current: '0.00', temporary: '0.00', currency: 'USDT' },
      users: 1,
    });
    expect(response.json().advertiser.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('lets an operator in to the ops rules but not to an advertiser account', async () => {
    await client().app.services.operators.create({
      name: 'Op',
      email: 'op@example.com',
      password: 'Ops#12345',
    });
    const grant = await client().login('op@example.com', 'Ops#12345');
    const me = (await client().get('/api/me', { token: grant.access_token })).json();
    expect(me.user_data).toMatchObject({ advertiser_id: null, role: { kind: 'platform' } });
    expect(JSON.stringify(me.user_ability_rules)).toContain('Ops');
    const overview = await client().get('/api/account/overview', { token: grant.access_token });
    expect(overview.statusCode).toBe(403);
    expect(overview.json().code).toBe('FORBIDDEN');
  });
});
