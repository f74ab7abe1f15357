import type { Services } from '../services.ts';

export const DEMO_ADVERTISER = {
  advertiserName: 'Demo Advertising Co.',
  fullName: 'Demo Advertiser',
  email: 'demo@adportal.test',
  password: 'Demo@12345',
};
export const DEMO_OPERATOR = {
  name: 'Platform Operator',
  email: 'ops@adportal.test',
  password: 'Ops@123456',
};

/**
 * Demo data for `npm start`, created through the same services users call. Idempotent: what exists is kept.
 */
export async function seedDemo(services: Services, db: Parameters<Services['team']['emailRegistered']>[0]) {
  if (!(await services.team.emailRegistered(db, DEMO_ADVERTISER.email))) {
    // The demo owns its address, so it confirms at once instead of waiting for the email.
    const { confirmationToken } = await services.registration.register(
      DEMO_ADVERTISER,
      { ip: 'seed' },
      console,
      { mail: false },
    );
    if (confirmationToken) await services.registration.confirm(confirmationToken);
  }
  if (!(await services.team.emailRegistered(db, DEMO_OPERATOR.email))) {
    await services.operators.create(DEMO_OPERATOR);
  }
  return { advertiser: DEMO_ADVERTISER, operator: DEMO_OPERATOR };
}
