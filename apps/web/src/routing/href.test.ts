import { describe, expect, it } from 'vitest';
import { homePath, href } from './href.ts';

describe('href', () => {
  it('builds a path of the route table with encoded parameters', () => {
    expect(href('deposit-detail', { id: 'a/b c' })).toBe('/deposit/a%2Fb%20c');
    expect(href('report-promotion-transaction', { id: '42' })).toBe('/report/promotion/42/transaction');
  });

  it('adds the search values that are set', () => {
    expect(href('deposit', {}, { promotion: 'WELCOME 10', page: undefined, empty: '' })).toBe(
      '/deposit?promotion=WELCOME+10',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => href('deposit-detail')).toThrow(':id');
  });

  it('sends operators to the console and advertisers to the dashboard', () => {
    expect(homePath('platform')).toBe('/ops');
    expect(homePath('advertiser')).toBe('/dashboards');
    expect(homePath(undefined)).toBe('/dashboards');
  });
});
