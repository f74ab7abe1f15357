import type { Action, Subject } from '@adportal/permissions';
import { abilityFromRules } from '@adportal/permissions';
import { describe, expect, it } from 'vitest';
import { homePath, isMenuItemActive, visibleMenu } from './navigation.ts';

const canFrom = (rules: { action: Action; subject: Subject }[]) => {
  const ability = abilityFromRules(rules);
  return (action: Action, subject: Subject) => ability.can(action, subject);
};

describe('menu', () => {
  it('shows the dashboard to an advertiser who may read it', () => {
    const items = visibleMenu(canFrom([{ action: 'manage', subject: 'Dashboard' }]), 'advertiser');
    expect(items.map((item) => item.to)).toEqual(['/dashboards']);
  });

  it('hides entries the ability refuses', () => {
    // Read on Deposit shows the deposit entry and nothing else.
    expect(
      visibleMenu(canFrom([{ action: 'read', subject: 'Deposit' }]), 'advertiser').map((item) => item.to),
    ).toEqual(['/deposit']);
    expect(visibleMenu(canFrom([{ action: 'read', subject: 'Promotion' }]), 'advertiser')).toEqual([]);
  });

  it('shows the operator console, not the dashboard, to an operator', () => {
    const items = visibleMenu(
      canFrom([
        { action: 'read', subject: 'Ops' },
        { action: 'read', subject: 'Dashboard' },
      ]),
      'platform',
    );
    expect(items.map((item) => item.to)).toEqual(['/ops', '/ops/outbox']);
  });

  it('marks an entry active when the path starts with its route', () => {
    const item = { to: '/report/promotion', activePrefixes: ['/report/promotions'] };
    expect(isMenuItemActive(item, '/report/promotion')).toBe(true);
    expect(isMenuItemActive(item, '/report/promotion/12/transaction')).toBe(true);
    expect(isMenuItemActive(item, '/report/promotions/3/transaction')).toBe(true);
    expect(isMenuItemActive({ to: '/ops' }, '/opsx')).toBe(false);
    expect(isMenuItemActive({ to: '/dashboards' }, '/ops')).toBe(false);
  });

  it('knows each kind of user’s home', () => {
    expect(homePath('platform')).toBe('/ops');
    expect(homePath('advertiser')).toBe('/dashboards');
    expect(homePath(undefined)).toBe('/dashboards');
  });
});

describe('nested menu routes', () => {
  it('lights only the deepest entry that matches', () => {
    const console = { to: '/ops', deeperRoutes: ['/ops/outbox'] };
    const outbox = { to: '/ops/outbox' };
    expect(isMenuItemActive(console, '/ops')).toBe(true);
    expect(isMenuItemActive(console, '/ops/outbox')).toBe(false);
    expect(isMenuItemActive(outbox, '/ops/outbox')).toBe(true);
    expect(isMenuItemActive(outbox, '/ops')).toBe(false);
  });

  it('derives the deeper routes from the route table', () => {
    const console = visibleMenu(() => true, 'platform').find((item) => item.to === '/ops');
    expect(console?.deeperRoutes).toContain('/ops/outbox');
  });
});
