import { describe, expect, it } from 'vitest';
import {
  isRichTextEmpty,
  RICH_TEXT_IMAGE_MAX_BYTES,
  RICH_TEXT_MAX_CHARS,
  richTextImageProblem,
  richTextImagesProblem,
  safeLinkHref,
  sniffImageType,
  ZRequiredRichText,
  ZRichText,
} from './rich-text.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Base64 of a png signature followed by zero bytes, `size` bytes in all (no Buffer: contracts run anywhere). */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let base64 = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const word = (a << 16) | (b << 8) | c;
    const left = bytes.length - index;
    base64 += ALPHABET[(word >> 18) & 63];
    base64 += ALPHABET[(word >> 12) & 63];
    base64 += left > 1 ? ALPHABET[(word >> 6) & 63] : '=';
    base64 += left > 2 ? ALPHABET[word & 63] : '=';
  }
  return `data:image/png;base64,${base64}`;
};
const codes = (text: string) => [...text].map((char) => char.charCodeAt(0));
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isRichTextEmpty', () => {
  it.each([
    '',
    '<p><br></p>',
    '<p><br></p><p><br></p>',
    '<p> &nbsp; &#160;</p>',
    '<p>\u200b</p>',
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span><br></li></ol>',
  ])('%j is empty', (html) => {
    expect(isRichTextEmpty(html)).toBe(true);
  });

  it.each(['<p>a</p>', '<p>&amp;</p>', `<p><img src="${PNG}"></p>`, '<h1>0</h1>'])(
    '%j says something',
    (html) => {
      expect(isRichTextEmpty(html)).toBe(false);
    },
  );
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  http://example.com/a?b=1#c ', 'http://example.com/a?b=1#c'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+66 2 123 4567', 'tel:+66 2 123 4567'],
    ['/deposit', '/deposit'],
    ['/tutorials/1?x=1', '/tutorials/1?x=1'],
  ])('keeps %j', (href, kept) => {
    expect(safeLinkHref(href)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'sms:+661234',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n\\evil.example',
    '/\\\\evil.example',
    'https:evil.example',
    'https://',
    'example.com',
    'tel:javascript:alert(1)',
    'mailto:<script>',
    '',
  ])('refuses %j', (href) => {
    expect(safeLinkHref(href)).toBeUndefined();
  });
});

describe('embedded images', () => {
  it('reads the type from the bytes', () => {
    expect(sniffImageType([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).toBe('image/png');
    expect(sniffImageType([0x47, 0x49, 0x46, 0x38, 0x37, 0x61])).toBe('image/gif');
    expect(sniffImageType([0xff, 0xd8, 0xff, 0xdb])).toBe('image/jpeg');
    expect(sniffImageType([0x42, 0x4d, 0, 0])).toBe('image/bmp');
    expect(sniffImageType([0, 0, 1, 0, 1, 0])).toBe('image/x-icon');
    expect(sniffImageType(codes('<svg '))).toBeUndefined();
    expect(sniffImageType(codes('RIFF\0\0\0\0WEBP'))).toBeUndefined();
    expect(sniffImageType([])).toBeUndefined();
  });

  it('allows an embedded image up to the limit', () => {
    expect(richTextImageProblem(PNG)).toBeUndefined();
    expect(richTextImageProblem(pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES))).toBeUndefined();
    expect(richTextImageProblem(pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES + 1))).toBe('size');
  });

  it('refuses other sources and types', () => {
    expect(richTextImageProblem('https://example.com/a.png')).toBe('type');
    expect(richTextImageProblem('/api/content-images/1')).toBe('type');
    expect(richTextImageProblem(PNG.replace('image/png', 'image/gif'))).toBe('type');
    expect(richTextImageProblem(PNG.replace('image/png', 'image/svg+xml'))).toBe('type');
    expect(richTextImageProblem(`${PNG}=`)).toBe('type');
    expect(richTextImageProblem('data:image/png,%89PNG')).toBe('type');
  });

  it('finds the first problem among a text’s images', () => {
    expect(richTextImagesProblem(`<p><img src="${PNG}"><img src='${PNG}'></p>`)).toBeUndefined();
    expect(richTextImagesProblem(`<img src="${pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES + 3)}">`)).toBe('size');
    expect(richTextImagesProblem(`<img alt="x" src=https://example.com/x.png><img src="${PNG}">`)).toBe(
      'type',
    );
  });
});

describe('ZRichText and ZRequiredRichText', () => {
  it('accepts Quill’s HTML, refuses what the sanitizer would drop with a reason', () => {
    expect(ZRichText.safeParse('<p>Hello</p>').success).toBe(true);
    expect(ZRichText.safeParse('<p><br></p>').success).toBe(true);
    expect(
      messagesOf(ZRichText.safeParse(`<p><img src="${pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES + 1)}"></p>`)),
    ).toEqual([`editor.imageTooLarge|max=${RICH_TEXT_IMAGE_MAX_BYTES / 1024}`]);
    expect(messagesOf(ZRichText.safeParse('<img src="data:image/svg+xml;base64,PHN2Zz4=">'))).toEqual([
      'editor.imageType',
    ]);
    expect(messagesOf(ZRichText.safeParse(`<p>${'a'.repeat(RICH_TEXT_MAX_CHARS)}</p>`))).toContain(
      `editor.tooLong|max=${RICH_TEXT_MAX_CHARS}`,
    );
    expect(messagesOf(ZRichText.safeParse(undefined))).toEqual(['validation.required']);
    expect(messagesOf(ZRichText.safeParse(12))).toEqual(['validation.invalidType']);
  });

  it('a required text that is only an empty paragraph is "required"', () => {
    expect(messagesOf(ZRequiredRichText.safeParse('<p><br></p>'))).toEqual(['validation.required']);
    expect(messagesOf(ZRequiredRichText.safeParse(''))).toEqual(['validation.required']);
    expect(ZRequiredRichText.safeParse(`<p><img src="${PNG}"></p>`).success).toBe(true);
    expect(ZRequiredRichText.safeParse('<p>Hi</p>').success).toBe(true);
  });

  it('two images at the limit and a long text fit, and fit a 1 MiB request body', () => {
    const html = `<p>${'text '.repeat(10_000)}</p><p><img src="${pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES)}"><img src="${pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES)}"></p>`;
    expect(ZRequiredRichText.safeParse(html).success).toBe(true);
    // ASCII only, so characters are bytes.
    expect(
      JSON.stringify({ subject: 'x'.repeat(200), category: 'billing', message: html }).length,
    ).toBeLessThan(1_048_576);
    expect(RICH_TEXT_MAX_CHARS + 10_000).toBeLessThan(1_048_576);
  });
});
