import type { Action, Subject } from '@adportal/permissions';
import { abilityFromRules } from '@adportal/permissions';
import { describe, expect, it } from 'vitest';
import { routeAllowed } from './allowed-routes.ts';
import { matchPages, PAGE_RESULTS, searchablePages } from './search-pages.ts';

const canFrom = (rules: { action: Action; subject: Subject }[]) => {
  const ability = abilityFromRules(rules);
  return (action: Action, subject: Subject) => ability.can(action, subject);
};
const everything = canFrom([{ action: 'manage', subject: 'all' }]);

describe('searchablePages', () => {
  it("offers an advertiser the menu as it is shown to them, with the groups' names, then settings, messages, Telegram, API keys and webhooks", () => {
    const pages = searchablePages(everything, 'advertiser');
    const paths = pages.map((page) => page.to);
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboards', '/advertisement/add', '/deposit', '/tutorials']),
    );
    expect(paths.slice(-5)).toEqual([
      '/setting',
      '/messages',
      '/telegram',
      '/setting/api-keys',
      '/setting/webhooks',
    ]);
    expect(pages.find((page) => page.to === '/advertisement/pending')).toEqual({
      to: '/advertisement/pending',
      titleKey: 'nav.adPending',
      groupKey: 'nav.advertisement',
      icon: 'advertisement',
    });
    // Operators' pages are not an advertiser's.
    expect(paths).not.toContain('/ops');
  });

  it('leaves out what the ability refuses', () => {
    const depositsOnly = searchablePages(canFrom([{ action: 'read', subject: 'Deposit' }]), 'advertiser');
    expect(depositsOnly.map((page) => page.to)).toEqual(['/deposit', '/setting', '/setting/api-keys']);
    const operator = searchablePages(canFrom([{ action: 'manage', subject: 'Ops' }]), 'platform');
    expect(operator.map((page) => page.to)).toEqual([
      '/ops',
      '/ops/notifications/dispatches',
      '/ops/outbox',
      '/setting',
    ]);
  });
});

describe('routeAllowed', () => {
  it('follows the menu for menu routes and the ability for the others', () => {
    const reader = canFrom([{ action: 'read', subject: 'Advertisement' }]);
    expect(routeAllowed('advertisement', reader, 'advertiser')).toBe(true);
    // Creating an ad needs create, and an operator never sees an advertiser's menu entry.
    expect(routeAllowed('advertisement-add', reader, 'advertiser')).toBe(false);
    expect(routeAllowed('advertisement-add', everything, 'platform')).toBe(false);
    expect(routeAllowed('messages', reader, 'advertiser')).toBe(false);
    expect(routeAllowed('messages', canFrom([{ action: 'read', subject: 'Message' }]), 'advertiser')).toBe(
      true,
    );
    expect(routeAllowed('setting', reader, null)).toBe(true);
    // Named by the kinds of role it is for: any advertiser's user, never an operator.
    expect(routeAllowed('api-keys', reader, 'advertiser')).toBe(true);
    expect(routeAllowed('api-keys', everything, 'platform')).toBe(false);
  });
});

describe('matchPages', () => {
  const pages = [
    { item: 'dashboards', texts: ['Dashboards'] },
    { item: 'create-ad', texts: ['Create ad'] },
    { item: 'ads-pending', texts: ['Advertisements › Pending'] },
    { item: 'deposit', texts: ['เติมเงิน', 'Deposit'] },
    { item: 'day-expense', texts: ['Daily expense'] },
    { item: 'statement', texts: ['Statement'] },
  ];

  it('ranks a name that starts with the query first, then a word that does, then one that holds it', () => {
    expect(matchPages(pages, 'd')).toEqual([
      'dashboards',
      'deposit',
      'day-expense',
      'create-ad',
      'ads-pending',
    ]);
    expect(matchPages(pages, 'ad')).toEqual(['ads-pending', 'create-ad']);
    expect(matchPages(pages, 'ment')).toEqual(['ads-pending', 'statement']);
  });

  it("matches the reader's language and English, whatever the case or spacing", () => {
    expect(matchPages(pages, 'เติม')).toEqual(['deposit']);
    expect(matchPages(pages, '  DEPO ')).toEqual(['deposit']);
    expect(matchPages(pages, 'pending adv')).toEqual(['ads-pending']);
  });

  it('finds nothing for an empty query or a word nowhere, and at most the limit', () => {
    expect(matchPages(pages, '   ')).toEqual([]);
    expect(matchPages(pages, 'zzz')).toEqual([]);
    const many = Array.from({ length: 10 }, (_, n) => ({ item: n, texts: [`Report ${n}`] }));
    expect(matchPages(many, 'report')).toHaveLength(PAGE_RESULTS);
    expect(matchPages(many, 'report', 2)).toEqual([0, 1]);
  });
});
