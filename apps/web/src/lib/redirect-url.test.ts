import { describe, expect, it } from 'vitest';
import { storedRedirectOf, typedRedirect } from './redirect-url.ts';

describe('typed redirect URLs', () => {
  it('give what the API will store, shown decoded to people', () => {
    expect(typedRedirect('ร้านค้า.ไทย/สินค้า?q=中')).toEqual({
      href: 'https://xn--42c5b3a1dc8kd.xn--o3cw4h/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2?q=%E4%B8%AD',
      shown: 'https://ร้านค้า.ไทย/สินค้า?q=中',
      host: 'ร้านค้า.ไทย',
    });
    expect(typedRedirect('metadata.google.internal')).toBeNull();
    expect(typedRedirect('')).toBeNull();
  });

  it('compare with the stored URL in its stored form, so an unchanged URL shown decoded is not an edit', () => {
    const stored = typedRedirect('https://shop.example.co.th/สินค้า')!.href;
    expect(storedRedirectOf(' https://shop.example.co.th/สินค้า ')).toBe(stored);
    expect(storedRedirectOf('HTTPS://SHOP.example.co.th/สินค้า')).toBe(stored);
    expect(storedRedirectOf('not a url')).toBe('not a url');
  });
});
