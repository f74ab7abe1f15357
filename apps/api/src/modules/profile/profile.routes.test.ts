import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('profile, password and sessions', (client) => {
  it('shows and updates the own profile and the advertiser information, each change in the action log', async () => {
    const account = await client().register({ advertiser_name: 'Profile Co', full_name: 'Pat Profile' });
    const { access_token: token } = await client().login(account.email, account.password);
    const profile = (await client().get('/api/profile', { token })).json();
    expect(profile).toMatchObject({
      user: {
        name: 'Pat Profile',
        email: account.email,
        role_name: 'Administrator',
        two_factor_enabled: false,
      },
      advertiser: { company_name: 'Profile Co' },
      can_edit_advertiser: true,
    });

    const updated = await client().request('PUT', '/api/profile', {
      token,
      body: { name: 'Pat P.', phone: '+66 81 234 5678', preferred_language: 'th' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({
      name: 'Pat P.',
      phone: '+66 81 234 5678',
      preferred_language: 'th',
    });

    const badPhone = await client().request('PUT', '/api/profile', {
      token,
      body: { name: 'Pat', phone: 'call me', preferred_language: 'en' },
    });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().fields[0].path).toBe('phone');

    const company = await client().request('PUT', '/api/profile/advertiser', {
      token,
      body: {
        company_name: 'Profile Company Ltd',
        company_email: 'billing@profile.example',
        company_phone: '',
      },
    });
    expect(company.statusCode).toBe(200);
    expect(company.json().advertiser).toMatchObject({
      company_name: 'Profile Company Ltd',
      company_phone: null,
    });

    const log = (await client().get('/api/action-logs?action=updated', { token })).json();
    expect(log.items.map((item: { subject: string }) => item.subject).sort()).toEqual(['Advertiser', 'User']);
    const advertiserChange = log.items.find((item: { subject: string }) => item.subject === 'Advertiser');
    expect(advertiserChange.before.companyName).toBe('Profile Co');
    expect(advertiserChange.after.companyName).toBe('Profile Company Ltd');
  });

  it('changes the password only with the current one, to a different one, and signs out the other sessions', async () => {
    const account = await client().register();
    const here = await client().login(account.email, account.password);
    const elsewhere = await client().login(account.email, account.password, true);

    const wrong = await client().request('PUT', '/api/profile/password', {
      token: here.access_token,
      body: { current_password: 'Wrong#1234', password: 'Next#12345', confirm_password: 'Next#12345' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields[0]).toMatchObject({
      path: 'current_password',
      key: 'profile.validation.wrongPassword',
    });

    const same = await client().request('PUT', '/api/profile/password', {
      token: here.access_token,
      body: {
        current_password: account.password,
        password: account.password,
        confirm_password: account.password,
      },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().fields[0]).toMatchObject({ path: 'password', key: 'profile.validation.samePassword' });

    const changed = await client().request('PUT', '/api/profile/password', {
      token: here.access_token,
      body: { current_password: account.password, password: 'Next#12345', confirm_password: 'Next#12345' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ revoked: 1 });
    expect((await client().get('/api/me', { token: here.access_token })).statusCode).toBe(200);
    const other = await client().get('/api/me', {
      token: elsewhere.access_token,
      remember: elsewhere.remember_token!,
    });
    expect(other.statusCode).toBe(401);
    await expect(client().login(account.email, account.password)).rejects.toThrow();
    await client().login(account.email, 'Next#12345');
  });

  it("lists the own sessions and signs out one or all others, never another user's", async () => {
    const account = await client().register();
    const stranger = await client().register();
    const strangerGrant = await client().login(stranger.email, stranger.password);
    const here = await client().login(account.email, account.password);
    const second = await client().login(account.email, account.password);
    await client().login(account.email, account.password);

    const sessions = (await client().get('/api/profile/sessions', { token: here.access_token })).json().items;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const strangerSessions = (
      await client().get('/api/profile/sessions', { token: strangerGrant.access_token })
    ).json();
    const strangerId = strangerSessions.items[0].id;
    const foreign = await client().request('DELETE', `/api/profile/sessions/${strangerId}`, {
      token: here.access_token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await client().get('/api/me', { token: strangerGrant.access_token })).statusCode).toBe(200);

    const current = sessions.find((session: { current: boolean }) => session.current).id;
    expect(
      (await client().request('DELETE', `/api/profile/sessions/${current}`, { token: here.access_token }))
        .statusCode,
    ).toBe(409);

    const secondId = sessions.find((session: { id: string; current: boolean }) => !session.current).id;
    expect(
      (await client().request('DELETE', `/api/profile/sessions/${secondId}`, { token: here.access_token }))
        .statusCode,
    ).toBe(200);
    const all = await client().post('/api/profile/sessions/revoke-others', {}, { token: here.access_token });
    expect(all.json()).toEqual({ revoked: 1 });
    expect((await client().get('/api/me', { token: second.access_token })).statusCode).toBe(401);
    expect(
      (await client().get('/api/profile/sessions', { token: here.access_token })).json().items,
    ).toHaveLength(1);
  });

  it('refuses the advertiser information to a role without update on Setting, and everything to strangers', async () => {
    expect((await client().get('/api/profile')).statusCode).toBe(401);
    await client().app.services.operators.create({
      name: 'Op',
      email: 'op-profile@example.com',
      password: 'Ops#12345',
    });
    const operator = await client().login('op-profile@example.com', 'Ops#12345');
    const profile = (await client().get('/api/profile', { token: operator.access_token })).json();
    expect(profile).toMatchObject({ advertiser: null, can_edit_advertiser: false });
    const refused = await client().request('PUT', '/api/profile/advertiser', {
      token: operator.access_token,
      body: { company_name: 'X', company_email: 'x@example.com', company_phone: '' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
