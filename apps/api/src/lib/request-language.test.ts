import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

describe('request language', () => {
  it.each([
    [undefined, 'en'],
    ['th-TH,th;q=0.9,en;q=0.8', 'th'],
    ['zh-CN', 'zh'],
    ['fr-FR,zh;q=0.5,th;q=0.7', 'th'],
    ['de', 'en'],
    ['garbage;;q=x', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(requestLanguage(header)).toBe(expected);
  });
});
