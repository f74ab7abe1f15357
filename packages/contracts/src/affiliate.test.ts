import { describe, expect, it } from 'vitest';
import { normaliseAffiliateCode, ZUpdateAffiliateBody } from './affiliate.ts';

describe('friend code', () => {
  it.each([
    ['ABCD2345', 'ABCD2345'],
    ['  abcd2345 ', 'ABCD2345'],
    ['https://adportal.example/register?referralCode=ABCD2345', 'ABCD2345'],
    ['https://adportal.example/register?utm=x&referralCode=abcd2345&lang=th', 'ABCD2345'],
    ['referralCode=XY7Z9KQP#top', 'XY7Z9KQP'],
  ])('%s → %s', (input, code) => {
    expect(normaliseAffiliateCode(input)).toBe(code);
    expect(ZUpdateAffiliateBody.parse({ affiliate_code: input }).affiliate_code).toBe(code);
  });

  it('requires a code, also when a link carries none', () => {
    for (const input of ['', '   ', 'https://x.example/register?referralCode=']) {
      const result = ZUpdateAffiliateBody.safeParse({ affiliate_code: input });
      expect(result.error?.issues[0]?.message).toBe('affiliate.required');
    }
    expect(ZUpdateAffiliateBody.safeParse({}).error?.issues[0]?.message).toBe('affiliate.required');
  });
});
