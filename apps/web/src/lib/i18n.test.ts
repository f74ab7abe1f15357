import { describe, expect, it } from 'vitest';
import i18n, {
  changeLanguage,
  loadCataloguePart,
  loadLanguage,
  storedLanguage,
  tm,
  translateMessage,
} from './i18n.ts';
import { STORAGE_KEYS, storage } from './storage.ts';

describe('message keys', () => {
  it('translates contract keys with their parameters', async () => {
    await i18n.changeLanguage('en');
    expect(tm('validation.required')).toBe('This field is required');
    expect(tm('validation.maxLength|max=120')).toBe('Must be at most 120 characters');
    expect(tm('validation.passwordMin|min=8')).toBe('Password must be at least 8 characters');
  });

  it('follows the current language, each catalogue loaded when first needed', async () => {
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await loadLanguage('th');
    await loadLanguage('zh');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(true);
    await i18n.changeLanguage('th');
    expect(tm('validation.maxLength|max=120')).toBe('ต้องมีความยาวไม่เกิน 120 ตัวอักษร');
    await i18n.changeLanguage('zh');
    expect(tm('validation.required')).toBe('此字段为必填项');
    await i18n.changeLanguage('en');
  });

  it('has the public part of English at once, the console part only once the signed-in shell asks for it', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.exists('auth.login.title')).toBe(true);
    expect(i18n.exists('deposit.title')).toBe(false);
    await loadCataloguePart('console');
    expect(i18n.exists('deposit.title')).toBe(true);
    // A language chosen afterwards arrives with every part needed so far.
    await changeLanguage('zh');
    expect(i18n.getResource('zh', 'translation', 'deposit.title')).toBeTypeOf('string');
    expect(i18n.t('deposit.title')).not.toBe(i18n.getResource('en', 'translation', 'deposit.title'));
    await changeLanguage('en');
  });

  it('returns a message that is not a key as it is (already translated by the server)', () => {
    expect(tm('Already translated')).toBe('Already translated');
    expect(tm(undefined)).toBe('');
    const t = (key: string, params?: Record<string, unknown>) => `${key}:${JSON.stringify(params)}`;
    expect(translateMessage('a.b|x=1&y=two', t, () => true)).toBe('a.b:{"x":"1","y":"two"}');
    expect(translateMessage('a.b|x=1', t, () => false)).toBe('a.b|x=1');
  });
});

describe('language choice', () => {
  it('saves language, preferredLanguage and preferredLanguageId', async () => {
    storage.remove(STORAGE_KEYS.language, STORAGE_KEYS.preferredLanguage);
    expect(storedLanguage()).toBeNull();
    await changeLanguage('th');
    expect(storedLanguage()).toBe('th');
    expect(storage.getString(STORAGE_KEYS.preferredLanguage)).toBe('th');
    expect(storage.getString(STORAGE_KEYS.preferredLanguageId)).toBe('2');
    expect(i18n.language).toBe('th');
    // Sign-out removes `language`; the remembered preference still counts as a stored language.
    storage.remove(STORAGE_KEYS.language);
    expect(storedLanguage()).toBe('th');
    await changeLanguage('en');
  });
});
