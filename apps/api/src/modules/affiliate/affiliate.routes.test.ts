import { beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

let clock = new Date();

describeOnEachDatabase(
  'friend code (affiliate)',
  (client) => {
    beforeEach(() => {
      clock = new Date();
    });

    async function advertiser() {
      const account = await client().register();
      const grant = await client().login(account.email, account.password);
      const self = (
        await client().get(`/api/internal/advertisers/${account.advertiser_id}`, {
          token: grant.access_token,
        })
      ).json();
      return { ...account, token: grant.access_token, code: self.affiliate_code as string };
    }
    const update = (id: string, token: string, affiliate_code: unknown) =>
      client().request('PUT', `/api/internal/advertisers/${id}/update-affiliate`, {
        token,
        body: { affiliate_code },
      });

    it('accepts another advertiser’s code once, pasted as a link too, and records it', async () => {
      const referrer = await advertiser();
      const newcomer = await advertiser();
      const before = (
        await client().get(`/api/internal/advertisers/${newcomer.advertiser_id}`, { token: newcomer.token })
      ).json();
      expect(before).toMatchObject({ affiliate: null, can_set_friend_code: true });

      const link = `https://adportal.example/register?referralCode=${referrer.code.toLowerCase()}&lang=th`;
      const done = await update(newcomer.advertiser_id, newcomer.token, link);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ affiliate: { code: referrer.code }, can_set_friend_code: false });

      const twice = await update(newcomer.advertiser_id, newcomer.token, referrer.code);
      expect(twice.statusCode).toBe(422);
      expect(twice.json().fields[0]).toMatchObject({ path: 'affiliate_code', key: 'affiliate.alreadySet' });

      const log = (
        await client().get('/api/action-logs?subject=Advertiser&action=updated', { token: newcomer.token })
      ).json();
      expect(log.items[0].after.referredByAdvertiserId).toBe(referrer.advertiser_id);
    });

    it('refuses the own code, an unknown code, an empty one, and after 24 hours', async () => {
      const newcomer = await advertiser();
      const own = await update(newcomer.advertiser_id, newcomer.token, newcomer.code);
      expect(own.json().fields[0].key).toBe('affiliate.ownCode');
      const unknown = await update(newcomer.advertiser_id, newcomer.token, 'ZZZZZZZZ');
      expect(unknown.json().fields[0].key).toBe('affiliate.notFound');
      const empty = await update(newcomer.advertiser_id, newcomer.token, '');
      expect(empty.json().fields[0]).toMatchObject({
        key: 'affiliate.required',
        message: 'Affiliate ID is required',
      });

      const referrer = await advertiser();
      clock = new Date(clock.getTime() + 25 * 3_600_000);
      // A day later the old access token has expired too: sign in again, as the user would.
      const { access_token: token } = await client().login(newcomer.email, newcomer.password);
      const late = await update(newcomer.advertiser_id, token, referrer.code);
      expect(late.statusCode).toBe(422);
      expect(late.json().fields[0].key).toBe('affiliate.expired');
      const state = (
        await client().get(`/api/internal/advertisers/${newcomer.advertiser_id}`, { token })
      ).json();
      expect(state.can_set_friend_code).toBe(false);
    });

    it("answers 404 for another advertiser's id and 401 without a token", async () => {
      const first = await advertiser();
      const second = await advertiser();
      expect(
        (await client().get(`/api/internal/advertisers/${first.advertiser_id}`, { token: second.token }))
          .statusCode,
      ).toBe(404);
      expect((await update(first.advertiser_id, second.token, second.code)).statusCode).toBe(404);
      expect((await client().get(`/api/internal/advertisers/${first.advertiser_id}`)).statusCode).toBe(401);
    });

    const skip = (id: string, token: string) =>
      client().post(`/api/internal/advertisers/${id}/skip-friend-code`, {}, { token });
    const read = async (id: string, token: string) =>
      (await client().get(`/api/internal/advertisers/${id}`, { token })).json();

    it('remembers "Skip for now" for the user on the server, in every later session', async () => {
      const newcomer = await advertiser();
      expect(await read(newcomer.advertiser_id, newcomer.token)).toMatchObject({
        can_set_friend_code: true,
        friend_code_skipped: false,
      });
      const skipped = await skip(newcomer.advertiser_id, newcomer.token);
      expect(skipped.statusCode).toBe(200);
      expect(skipped.json()).toMatchObject({ can_set_friend_code: true, friend_code_skipped: true });

      // Signed out and in again (another browser, another session): still skipped, still possible to enter.
      await client().post('/api/auth/logout', {}, { token: newcomer.token });
      const { access_token: later } = await client().login(newcomer.email, newcomer.password);
      expect(await read(newcomer.advertiser_id, later)).toMatchObject({
        can_set_friend_code: true,
        friend_code_skipped: true,
      });
      const referrer = await advertiser();
      expect((await update(newcomer.advertiser_id, later, referrer.code)).statusCode).toBe(200);

      // Another advertiser's id is a 404 here too.
      expect((await skip(referrer.advertiser_id, later)).statusCode).toBe(404);
      expect(
        (await client().post(`/api/internal/advertisers/${referrer.advertiser_id}/skip-friend-code`))
          .statusCode,
      ).toBe(401);
    });

    it('never offers the code to a session an operator opened as the user, and refuses it there', async () => {
      const newcomer = await advertiser();
      const referrer = await advertiser();
      const operatorEmail = `op-${Math.random().toString(36).slice(2)}@example.com`;
      await client().app.services.operators.create({
        name: 'Olga Operator',
        email: operatorEmail,
        password: 'Ops#12345',
      });
      const operator = await client().login(operatorEmail, 'Ops#12345');
      const link = (
        await client().post(
          '/api/ops/login-bypass',
          { email: newcomer.email },
          { token: operator.access_token },
        )
      ).json();
      const grant = (
        await client().post('/api/auth/login-bypass', { token: link.url.split('/login-bypass/')[1] })
      ).json();
      expect(grant.user_data).toMatchObject({
        impersonated: true,
        first_sign_in: false,
        impersonator: { name: 'Olga Operator', email: operatorEmail },
      });
      const me = (await client().get('/api/me', { token: grant.access_token })).json();
      expect(me.user_data.impersonator).toEqual({ name: 'Olga Operator', email: operatorEmail });

      expect(await read(newcomer.advertiser_id, grant.access_token)).toMatchObject({
        can_set_friend_code: false,
        affiliate: null,
      });
      const set = await update(newcomer.advertiser_id, grant.access_token, referrer.code);
      expect(set.statusCode).toBe(403);
      expect(set.json().code).toBe('IMPERSONATION_FORBIDDEN');
      const skipped = await skip(newcomer.advertiser_id, grant.access_token);
      expect(skipped.statusCode).toBe(403);
      expect(skipped.json().code).toBe('IMPERSONATION_FORBIDDEN');

      // The user's own session still may: nothing was set or skipped for them.
      expect(await read(newcomer.advertiser_id, newcomer.token)).toMatchObject({
        can_set_friend_code: true,
        friend_code_skipped: false,
        affiliate: null,
      });
    });
  },
  { now: () => clock },
);
