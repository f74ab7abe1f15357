import { describe, expect, it } from 'vitest';
import { catalogs, hasKey, translate } from './index.ts';

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('catalogues', () => {
  const english = leaves(catalogs.en).sort();

  it.each(['th', 'zh'] as const)('%s has exactly the keys of en', (language) => {
    expect(leaves(catalogs[language]).sort()).toEqual(english);
  });

  it.each(['th', 'zh'] as const)(
    '%s keeps every {{placeholder}} of en and leaves nothing empty',
    (language) => {
      for (const key of english) {
        const target = lookupRaw(language, key);
        expect(target.trim(), key).not.toBe('');
        expect(placeholders(target), key).toEqual(placeholders(lookupRaw('en', key)));
      }
    },
  );

  it('fills parameters and falls back to English, then to the key', () => {
    expect(translate('th', 'errors.RATE_LIMITED', { seconds: 30 })).toContain('30');
    expect(translate('xx', 'validation.required')).toBe('This field is required');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(hasKey('validation.required')).toBe(true);
  });

  it('translates a parameter written $t(key) in the same language, and leaves other values alone', () => {
    const params = { from: '$t(ad.statuses.banned)', to: '$t(ad.statuses.approved)' };
    expect(translate('en', 'errors.INVALID_TRANSITION', params)).toContain('(Banned → Approved)');
    expect(translate('zh', 'errors.INVALID_TRANSITION', params)).toContain(
      `${translate('zh', 'ad.statuses.banned')} → ${translate('zh', 'ad.statuses.approved')}`,
    );
    expect(translate('en', 'errors.RATE_LIMITED', { seconds: '$t(no key)' })).toContain('$t(no key)');
  });
});

function lookupRaw(language: keyof typeof catalogs, key: string): string {
  let node: unknown = catalogs[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}
