import { describe, expect, it } from 'vitest';
import { ZNewsBroadcastBody } from './notification-settings.ts';

const news = { title: 'Maintenance', body: 'Sunday 02:00', audience: 'all' };

describe('a news broadcast link (D2-6)', () => {
  const refusal = (link: string) =>
    ZNewsBroadcastBody.safeParse({ ...news, link }).error?.issues.map(
      (issue) => `${issue.path}:${issue.message}`,
    );

  it('is a path of the portal or an https address', () => {
    for (const link of ['', '/deposit', '/advertisement/1?tab=bids', 'https://status.example.com/today'])
      expect(refusal(link), link).toBeUndefined();
  });

  it('is never another host in a path’s clothing, refused as a translated field error', () => {
    for (const link of [
      '//evil.example.com/login',
      '/\\evil.example.com/login',
      '/\t/evil.example.com/login',
      ' //evil.example.com',
      'http://plain.example.com',
      'https://',
      'javascript:alert(1)',
    ])
      expect(refusal(link), JSON.stringify(link)).toEqual(['link:validation.url']);
  });
});
