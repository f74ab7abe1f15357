import { catalogueNameKey } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import i18n, { loadCataloguePart, loadLanguage } from './i18n.ts';

describe('catalogue names through the message catalogues', () => {
  it('keys an entry by its stored English name', () => {
    expect(catalogueNameKey('categories', 'Crypto & finance')).toBe(
      'catalogue.names.categories.crypto_finance',
    );
    expect(catalogueNameKey('adSizes', 'Medium rectangle')).toBe('catalogue.names.adSizes.medium_rectangle');
    expect(catalogueNameKey('categories', ' E-commerce ')).toBe('catalogue.names.categories.e_commerce');
  });
  it('has a Thai and a Chinese name for every seeded size and category', async () => {
    const seeded = {
      adSizes: [
        'Medium rectangle',
        'Leaderboard',
        'Wide skyscraper',
        'Half page',
        'Mobile banner',
        'Billboard',
      ],
      categories: ['Crypto & finance', 'Gaming', 'E-commerce', 'Technology', 'Travel', 'Education'],
    } as const;
    await loadCataloguePart('console');
    for (const language of ['th', 'zh'] as const) {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      for (const [kind, names] of Object.entries(seeded) as [keyof typeof seeded, readonly string[]][]) {
        for (const name of names) {
          const key = catalogueNameKey(kind, name);
          expect(i18n.exists(key), key).toBe(true);
          expect(i18n.t(key as never)).not.toBe(name);
        }
      }
    }
    await i18n.changeLanguage('en');
  });
});
