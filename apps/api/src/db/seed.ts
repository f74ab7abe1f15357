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
    await services.auth.register(DEMO_ADVERTISER, { ip: 'seed' });
  }
  if (!(await services.team.emailRegistered(db, DEMO_OPERATOR.email))) {
    await services.operators.create(DEMO_OPERATOR);
  }
  return { advertiser: DEMO_ADVERTISER, operator: DEMO_OPERATOR };
}
