import { ZCreateDepositBody, ZPromotionBody } from '@adportal/contracts';
import { advertiserIdOf, type Principal } from '../modules/auth/principal.ts';
import type { Services } from '../services.ts';
import { seedCampaigns } from './seed-campaigns.ts';

export const DEMO_ADVERTISER = {
  advertiserName: 'Demo Advertising Co.',
  fullName: 'Demo Advertiser',
  email: 'demo@adportal.test',
  password: 'Demo@12345',
};
/** A second advertiser whose ads compete with the demo's, so the planners show a real bid landscape. */
export const DEMO_RIVAL = {
  advertiserName: 'Rival Media Ltd.',
  fullName: 'Rival Marketer',
  email: 'rival@adportal.test',
  password: 'Rival@12345',
};
export const DEMO_PROMOTION_CODE = 'WELCOME10';
export const DEMO_OPERATOR = {
  name: 'Platform Operator',
  email: 'ops@adportal.test',
  password: 'Ops@123456',
};

/**
 * Demo data for `npm start`, created through the same services users call. Idempotent: what exists is kept.
 */
export async function seedDemo(services: Services, db: Parameters<Services['team']['emailRegistered']>[0]) {
  for (const account of [DEMO_ADVERTISER, DEMO_RIVAL]) {
    if (await services.team.emailRegistered(db, account.email)) continue;
    // The demo owns its address, so it confirms at once instead of waiting for the email.
    const { confirmationToken } = await services.registration.register(account, { ip: 'seed' }, console, {
      mail: false,
    });
    if (confirmationToken) await services.registration.confirm(confirmationToken);
  }
  if (!(await services.team.emailRegistered(db, DEMO_OPERATOR.email))) {
    await services.operators.create(DEMO_OPERATOR);
    await seedMoney(services);
  }
  await seedCampaigns(services, (who) => signedIn(services, who), {
    operator: DEMO_OPERATOR,
    demo: DEMO_ADVERTISER,
    rival: DEMO_RIVAL,
  });
  return { advertiser: DEMO_ADVERTISER, operator: DEMO_OPERATOR };
}

/** Signs in as a demo user the way the web app does, for seeding through the services users call. */
async function signedIn(services: Services, who: { email: string; password: string }): Promise<Principal> {
  const grant = await services.auth.login(
    { email: who.email, password: who.password, rememberMe: false },
    { ip: 'seed' },
  );
  if (!('access_token' in grant)) throw new Error(`seed: ${who.email} needs a second factor`);
  const found = await services.auth.authenticate(grant.access_token, undefined);
  if (!found) throw new Error(`seed: ${who.email} could not sign in`);
  return found.principal;
}

/**
 * First start only: the operator opens a welcome promotion, and the demo advertiser pays a deposit through the
 * sandbox payment provider with that promotion, so the balance, statement and reports have something to show.
 * With a real provider (never paid by a seed) the operator credits the balance instead.
 */
async function seedMoney(services: Services) {
  const operator = await signedIn(services, DEMO_OPERATOR);
  const now = Date.now();
  await services.promotions.create(
    operator,
    ZPromotionBody.parse({
      code: DEMO_PROMOTION_CODE,
      title: 'Welcome bonus 10%',
      description: 'Your first deposit of 20 USDT or more earns 10% extra, up to 20 USDT.',
      type: 'percentage',
      value: '10',
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 90 * 86_400_000).toISOString(),
      min_deposit: '20',
      max_amount: '20',
      claim_condition: 'per_campaign',
      limit_per_user: 1,
      limit_total: 1000,
      target_page: 'deposit',
      status: 'active',
    }),
  );
  const advertiser = await signedIn(services, DEMO_ADVERTISER);
  if (!services.deposits.settings(advertiser).sandbox) {
    // A real payment provider takes real money: the operator credits the demo's balance instead, so its ads can
    // bid wherever the demo is seeded.
    await services.statements.adjust(operator, advertiserIdOf(advertiser), {
      amount: '100',
      reason: 'Demo balance (no sandbox payment provider)',
    });
    return;
  }
  const deposit = await services.deposits.create(
    advertiser,
    ZCreateDepositBody.parse({ amount: '100', method: 'crypto', promotion_code: DEMO_PROMOTION_CODE }),
  );
  await services.deposits.simulatePayment(advertiser, deposit.id);
}
