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
  },
  { now: () => clock },
);
