import { ZCreateDepositBody, ZPromotionBody } from '@adportal/contracts';
import type { Database } from '../db/client.ts';
import { advertiserIdOf, type SessionPrincipal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { type HistoryOptions, type HistorySummary, recordHistory, startHistory } from './seed-history.ts';
import { seedMessages } from './seed-messages.ts';
import { DEMO_NEWS_TITLE, seedNews } from './seed-news.ts';
import { seedPopups } from './seed-popups.ts';
import { seedTutorials } from './seed-tutorials.ts';

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

export interface SeedOptions {
  /**
   * A first start with the sandbox payment provider (play money) also records 30 days of the demo's traffic,
   * through services wired like the app's on a clock of the seed's own (seed-history.ts).
   */
  history?: HistoryOptions;
}

/** The demo's 30 days of traffic, ready to record: the accounts, campaigns and content it needs already exist. */
export interface PendingHistory {
  /**
   * Records the days up to now, then signs the seed's sessions out. An aborted `signal` stops it at the end of a
   * day: the days recorded stay, the rest are never recorded (a later start records no history).
   */
  record(signal?: AbortSignal): Promise<HistorySummary>;
}

/**
 * Whether a start already ran the seed to its end: its last step, the news broadcast, exists. A restart then skips
 * the seed (its sign-ins and checks cost a second of CPU a restart need not spend); a start interrupted while
 * seeding finds no broadcast and seeds again, keeping what exists. A step added to the seed later reaches new
 * databases only (delete DATA_DIR, or drop the PostgreSQL database, to see it).
 */
export function demoSeeded(services: Services): Promise<boolean> {
  return services.news.sentWithTitle(DEMO_NEWS_TITLE);
}

/**
 * Demo data for `npm start`, created through the same services users call. Idempotent: what exists is kept.
 * On the first start with a history, it is returned still to record (`history.record()`): the demo can sign in
 * before it is written, and the server can listen while it is.
 */
export async function seedDemo(services: Services, db: Database, options: SeedOptions = {}) {
  const history =
    options.history &&
    services.providerPayments.sandbox &&
    !(await services.team.emailRegistered(db, DEMO_OPERATOR.email))
      ? await startHistory(options.history)
      : null;
  // With a history, the accounts, money and campaigns are made on its first morning, 30 days ago.
  const seeding = history?.services ?? services;
  const signIn = signInOnce(seeding);
  const story = history
    ? { at: history.clock.now(), later: () => history.clock.set(history.clock.now().getTime() + 3 * 60_000) }
    : { at: new Date(), later: () => {} };
  await seedAccountsAndCampaigns(seeding, db, signIn, story);
  // Popups have no history: made now, through the app's own services.
  await seedPopups(services, await signIn(DEMO_OPERATOR));
  // The knowledge base is platform content with no history either, written by the operator.
  await seedTutorials(services, await signIn(DEMO_OPERATOR));
  await seedMessages(services, db, {
    demo: await signIn(DEMO_ADVERTISER),
    operator: await signIn(DEMO_OPERATOR),
  });
  // The last step: demoSeeded() takes the broadcast for the seed's end.
  await seedNews(services, await signIn(DEMO_OPERATOR));
  const demo = { advertiser: DEMO_ADVERTISER, operator: DEMO_OPERATOR };
  // The seed's own sign-ins end with it: the demo's sessions list shows where people signed in (the history's
  // office, this browser), never an "Unknown device" at the address "seed" left behind by every start.
  if (!history) {
    await signIn.signOutAll(services);
    return { ...demo, history: null };
  }
  const cast = {
    operator: await signIn(DEMO_OPERATOR),
    demo: await signIn(DEMO_ADVERTISER),
    rival: await signIn(DEMO_RIVAL),
    demoLogin: DEMO_ADVERTISER,
  };
  const pending: PendingHistory = {
    async record(signal) {
      try {
        return await recordHistory(history, db, cast, signal);
      } finally {
        await signIn.signOutAll(services);
      }
    },
  };
  return { ...demo, history: pending };
}

type SignIn = (who: { email: string; password: string }) => Promise<SessionPrincipal>;
type SeedSignIn = SignIn & { signOutAll(services: Services): Promise<void> };

async function seedAccountsAndCampaigns(
  services: Services,
  db: Database,
  signIn: SignIn,
  story: { at: Date; later: () => void },
) {
  for (const account of [DEMO_ADVERTISER, DEMO_RIVAL]) {
    if (await services.team.emailRegistered(db, account.email)) continue;
    // The demo owns its address, so it confirms at once instead of waiting for the email.
    const { confirmationToken } = await services.registration.register(account, { ip: 'seed' }, console, {
      mail: false,
    });
    if (confirmationToken) await services.registration.confirm(confirmationToken, { ip: 'seed' });
  }
  if (!(await services.team.emailRegistered(db, DEMO_OPERATOR.email))) {
    await services.operators.create(DEMO_OPERATOR);
    await seedMoney(services, signIn, story.at);
  }
  await seedCampaigns(
    services,
    signIn,
    { operator: DEMO_OPERATOR, demo: DEMO_ADVERTISER, rival: DEMO_RIVAL },
    story.later,
  );
}

/**
 * Signs in as a demo user the way the web app does, for seeding through the services users call: once per user
 * (each sign-in checks an argon2 hash, a tenth of a second).
 */
function signInOnce(services: Services): SeedSignIn {
  const principals = new Map<string, Promise<SessionPrincipal>>();
  const signIn: SignIn = (who) => {
    let principal = principals.get(who.email);
    if (!principal) {
      principal = signedIn(services, who);
      principals.set(who.email, principal);
    }
    return principal;
  };
  return Object.assign(signIn, {
    async signOutAll(through: Services) {
      for (const principal of principals.values()) await through.auth.logout(await principal);
      principals.clear();
    },
  });
}

async function signedIn(
  services: Services,
  who: { email: string; password: string },
): Promise<SessionPrincipal> {
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
async function seedMoney(services: Services, signIn: SignIn, at: Date) {
  const operator = await signIn(DEMO_OPERATOR);
  const now = at.getTime();
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
  const advertiser = await signIn(DEMO_ADVERTISER);
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
