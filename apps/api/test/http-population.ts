// A small ad platform made over HTTP through processes behind a load balancer (test/round-robin.ts): what a
// multi-process test needs before it serves ads (cluster/three-processes-one-database.test.ts).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { OperatorsService } from '../src/modules/operators/operators.service.ts';
import { TeamService } from '../src/modules/team/team.service.ts';
import { imageOf, multipartOf } from './ad-fixtures.ts';
import type { startPaymentFakes } from './payment-fakes.ts';
import type { Json, RoundRobin } from './round-robin.ts';
import { linkIn, type startSmtpFake } from './smtp-fake.ts';

const OPERATOR = { name: 'Night Desk', email: 'ops@three.example', password: 'Operator#123' };

/**
 * Everything up to a served ad for each advertiser, through the processes in turn: the catalogue (an operator
 * made in the database: operators do not sign up), each advertiser's sign-up and emailed confirmation, image,
 * approved ad on a keyword of its own (so each wins its own slots) and deposit paid at the sandbox provider.
 */
export async function populateOverHttp(
  lb: RoundRobin,
  database: DatabaseHandle,
  options: {
    payments: Awaited<ReturnType<typeof startPaymentFakes>>;
    smtp: Awaited<ReturnType<typeof startSmtpFake>>;
    advertisers: number;
    /** Each advertiser's deposit, USDT. */
    deposit: string;
  },
) {
  const { payments, smtp } = options;
  await new OperatorsService({ db: database.db, team: new TeamService() }).create(OPERATOR);
  const login = async (email: string, password: string) =>
    (await lb.json(200, 'POST', '/api/auth/login', { body: { email, password, remember_me: false } }))
      .access_token as string;
  const operator = await login(OPERATOR.email, OPERATOR.password);
  const ops = (path: string, body: Json) => lb.json(201, 'POST', path, { token: operator, body });
  const suffix = randomBytes(3).toString('hex');
  const size = await ops('/api/ops/ad-sizes', {
    name: 'Rectangle',
    width: 300,
    height: 250,
    status: 'active',
  });
  const category = await ops('/api/ops/ad-categories', { name: 'Crypto', status: 'active' });
  const website = await ops('/api/ops/websites', {
    domain: `news-${suffix}.example.com`,
    name: 'News',
    min_cpc: '0.3',
    min_cpm: '1.5',
    status: 'active',
  });
  const tag = await lb.json(200, 'GET', `/api/ops/websites/${website.id}/tag?size=300x250`, {
    token: operator,
  });

  const advertisers = await Promise.all(
    Array.from({ length: options.advertisers }, async (_, index) => {
      const keyword = `coin ${suffix} ${index}`;
      const { id: keywordId } = await ops('/api/ops/keywords', {
        keyword,
        min_cpc: '0.5',
        min_cpm: '2',
        status: 'active',
      });
      const email = `adv-${index}-${suffix}@three.example`;
      const password = 'Secret#123';
      await lb.json(202, 'POST', '/api/auth/register', {
        body: {
          advertiser_name: `Advertiser ${index}`,
          full_name: 'Ada',
          email,
          password,
          confirm_password: password,
        },
      });
      const link = linkIn(await smtp.next(email))
        .split('/')
        .at(-1)!;
      const confirmed = await lb.json(201, 'POST', '/api/auth/register/confirm', { body: { token: link } });
      const token = await login(email, password);

      const { body, contentType } = multipartOf(await imageOf(300, 250), 'banner.png', 'image/png');
      const image = await lb.json(201, 'POST', '/api/ad-images', { token, body, contentType });
      const ad = await lb.json(201, 'POST', '/api/advertisements', {
        token,
        body: {
          name: `Sale ${index}`,
          type: 'click',
          ad_size_id: size.id,
          image_id: image.id,
          redirect_url: `shop-${index}.example.com/sale`,
          category_id: category.id,
          all_countries: true,
          countries: [],
        },
      });
      await lb.json(200, 'POST', `/api/ops/advertisements/${ad.id}/moderate`, {
        token: operator,
        body: { action: 'approve', reason: '' },
      });
      // A bid needs a balance behind it.
      const deposit = await lb.json(201, 'POST', '/api/deposits', {
        token,
        body: { amount: options.deposit, method: 'crypto' },
      });
      payments.sandbox.pay(deposit.provider_payment_id as string);
      await payments.sandbox.flush();
      await expect
        .poll(async () => (await lb.json(200, 'GET', `/api/deposits/${deposit.id}`, { token })).status)
        .toBe('success');
      await lb.json(201, 'POST', `/api/advertisements/${ad.id}/targets`, {
        token,
        body: { target_type: 'keyword', target_id: keywordId, min_bid: '0.5', max_bid: '0.8' },
      });

      return { keyword, advertiserId: confirmed.advertiser_id as string, imageUrl: image.url as string };
    }),
  );
  return { siteKey: tag.site_key as string, advertisers };
}
