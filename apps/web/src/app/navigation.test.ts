import type { Action, Subject } from '@adportal/permissions';
import { abilityFromRules } from '@adportal/permissions';
import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuLinks, visibleMenu } from './navigation.ts';

const canFrom = (rules: { action: Action; subject: Subject }[]) => {
  const ability = abilityFromRules(rules);
  return (action: Action, subject: Subject) => ability.can(action, subject);
};

const links = (...args: Parameters<typeof visibleMenu>) => menuLinks(visibleMenu(...args));

describe('menu', () => {
  it('shows the dashboard to an advertiser who may read it', () => {
    const items = links(canFrom([{ action: 'manage', subject: 'Dashboard' }]), 'advertiser');
    expect(items.map((item) => item.to)).toEqual(['/dashboards']);
  });

  it('hides entries the ability refuses', () => {
    // Read on Deposit shows the deposit entry and nothing else.
    expect(
      links(canFrom([{ action: 'read', subject: 'Deposit' }]), 'advertiser').map((item) => item.to),
    ).toEqual(['/deposit']);
    // Read on Promotion now shows the promotions entry (/promotion), and only that one.
    expect(
      links(canFrom([{ action: 'read', subject: 'Promotion' }]), 'advertiser').map((item) => item.to),
    ).toEqual(['/promotion']);
    // Read on Tutorial shows the knowledge base's entry, and only that one.
    expect(
      links(canFrom([{ action: 'read', subject: 'Tutorial' }]), 'advertiser').map((item) => item.to),
    ).toEqual(['/tutorials']);
    // A subject with no menu entry of its own shows nothing.
    expect(links(canFrom([{ action: 'read', subject: 'Telegram' }]), 'advertiser')).toEqual([]);
  });

  it('shows the daily expense, the click report and both promotion reports after the statement to an advertiser who may read reports', () => {
    const items = links(
      canFrom([
        { action: 'read', subject: 'Report' },
        { action: 'read', subject: 'Statement' },
      ]),
      'advertiser',
    );
    expect(items.map((item) => item.to)).toEqual([
      '/report/statement',
      '/report/day-expense',
      '/report/clicks',
      '/report/promotion',
      '/report/promotions',
    ]);
    // Operators never see the advertiser's reports.
    expect(links(canFrom([{ action: 'read', subject: 'Report' }]), 'platform')).toEqual([]);
  });

  it('shows the promotions console to an operator who may read it', () => {
    // New platform entry: /ops/promotions (read OpsPromotion), after the deposits (order 40).
    const items = links(
      canFrom([
        { action: 'read', subject: 'OpsDeposit' },
        { action: 'read', subject: 'OpsPromotion' },
      ]),
      'platform',
    );
    expect(items.map((item) => item.to)).toEqual(['/ops/deposits', '/ops/promotions']);
    expect(links(canFrom([{ action: 'read', subject: 'OpsPromotion' }]), 'advertiser')).toEqual([]);
  });

  it('shows the operator console, not the dashboard, to an operator', () => {
    const items = links(
      canFrom([
        { action: 'read', subject: 'Ops' },
        { action: 'read', subject: 'Dashboard' },
      ]),
      'platform',
    );
    expect(items.map((item) => item.to)).toEqual(['/ops', '/ops/notifications/dispatches', '/ops/outbox']);
  });

  it('marks an entry active when the path starts with its route', () => {
    const item = { to: '/report/promotion', activePrefixes: ['/report/promotions'] };
    expect(isMenuItemActive(item, '/report/promotion')).toBe(true);
    expect(isMenuItemActive(item, '/report/promotion/12/transaction')).toBe(true);
    expect(isMenuItemActive(item, '/report/promotions/3/transaction')).toBe(true);
    expect(isMenuItemActive({ to: '/ops' }, '/opsx')).toBe(false);
    expect(isMenuItemActive({ to: '/dashboards' }, '/ops')).toBe(false);
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
    const console = links(() => true, 'platform').find((item) => item.to === '/ops');
    expect(console?.deeperRoutes).toContain('/ops/outbox');
    // The promotions console is one more entry below /ops.
    expect(console?.deeperRoutes).toContain('/ops/promotions');
  });

  it('keeps the two promotion reports apart (/report/promotion is a prefix of /report/promotions as text only)', () => {
    const menu = links(() => true, 'advertiser');
    const report = menu.find((item) => item.to === '/report/promotion');
    const transactions = menu.find((item) => item.to === '/report/promotions');
    if (!report || !transactions) throw new Error('both promotion report entries are in the menu');
    expect(report.deeperRoutes).toEqual([]);
    expect(isMenuItemActive(report, '/report/promotion')).toBe(true);
    expect(isMenuItemActive(report, '/report/promotion/7/transaction')).toBe(true);
    expect(isMenuItemActive(report, '/report/promotions')).toBe(false);
    expect(isMenuItemActive(report, '/report/promotions/7/transaction')).toBe(false);
    // The transactions entry also stays active on its transaction sub-path.
    expect(isMenuItemActive(transactions, '/report/promotions')).toBe(true);
    expect(isMenuItemActive(transactions, '/report/promotions/7/transaction')).toBe(true);
    expect(isMenuItemActive(transactions, '/report/promotion')).toBe(false);
    expect(isMenuItemActive(transactions, '/report/promotion/7/transaction')).toBe(false);
    // Exactly one entry is lit on every promotion page.
    for (const path of [
      '/report/promotion/7/transaction',
      '/report/promotions/7/transaction',
      '/promotion/7',
    ]) {
      expect(menu.filter((item) => isMenuItemActive(item, path))).toHaveLength(1);
    }
  });

  it("lights the advertiser users entry, not the console's, on an advertiser's ledger", () => {
    const items = links(
      canFrom([
        { action: 'read', subject: 'Ops' },
        { action: 'read', subject: 'OpsAdvertiser' },
      ]),
      'platform',
    );
    const active = items.filter((item) => isMenuItemActive(item, '/ops/advertisers/abc/ledger'));
    expect(active.map((item) => item.to)).toEqual(['/ops/users']);
  });
});

describe('the advertisement group', () => {
  const menu = visibleMenu(canFrom([{ action: 'manage', subject: 'Advertisement' }]), 'advertiser');
  const group = menu.find((item) => item.kind === 'group');

  it("holds the spec's status lists: all, pending, approved, rejected, banned", () => {
    if (group?.kind !== 'group') throw new Error('the advertisement entry is a group');
    expect(group.titleKey).toBe('nav.advertisement');
    expect(group.children.map((child) => child.to)).toEqual([
      '/advertisement',
      '/advertisement/pending',
      '/advertisement/approved',
      '/advertisement/rejected',
      '/advertisement/banned',
    ]);
    // Operators and advertisers without the area see no group.
    expect(visibleMenu(canFrom([{ action: 'read', subject: 'Deposit' }]), 'advertiser')).toHaveLength(1);
  });

  it('lights exactly one link on every advertisement page', () => {
    const all = menuLinks(menu);
    const lit = (path: string) => all.filter((item) => isMenuItemActive(item, path)).map((item) => item.to);
    expect(lit('/advertisement')).toEqual(['/advertisement']);
    expect(lit('/advertisement/all')).toEqual(['/advertisement']);
    expect(lit('/advertisement/0b1c4d2e-0000-4000-8000-000000000000')).toEqual(['/advertisement']);
    expect(lit('/advertisement/pending')).toEqual(['/advertisement/pending']);
    expect(lit('/advertisement/banned')).toEqual(['/advertisement/banned']);
    expect(lit('/advertisement/add')).toEqual(['/advertisement/add']);
    expect(lit('/advertisement/ads-planner/keyword/1')).toEqual(['/advertisement/ads-planner']);
    expect(lit('/advertisement/opportunities')).toEqual(['/advertisement/opportunities']);
    if (group) expect(isMenuItemActive(group, '/advertisement/rejected')).toBe(true);
  });
});
