import type { RichTextImageProblem, RichTextImageType } from '../rich-text.ts';
import { isPortalPath } from './links.ts';

/**
 * Rich text (docs/adr/0011-rich-text.md): HTML written with the Quill editor, sanitized by the API
 * (apps/api/src/lib/rich-text.ts) before it is kept. The rules both sides check live here.
 */

/** The largest embedded image, decoded (the editor refuses bigger files; the API refuses and drops them). */
export const RICH_TEXT_IMAGE_MAX_BYTES = 256 * 1024;

/**
 * The longest HTML body, embedded images included: two images at the limit (about 350,000 characters of
 * base64 each) and a long text fit, and a JSON body holding it stays under the API's 1 MiB BODY_LIMIT_BYTES.
 */
export const RICH_TEXT_MAX_CHARS = 800_000;

/** The image types the editor embeds (spec: png, gif, jpeg, bmp, x-icon). SVG never. */
export const RICH_TEXT_IMAGE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;

/** The link protocols a text may hold (spec: http, https, mailto, tel). */
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first bytes of a base64 text (enough to read a file's signature), without atob or Buffer. */
function base64Prefix(base64: string, byteCount: number): number[] {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of base64) {
    if (bytes.length >= byteCount || char === '=') break;
    const value = BASE64_ALPHABET.indexOf(char);
    if (value < 0) break;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

const startsWith = (bytes: number[], signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes themselves say (their signature), never the file's name or declared type. */
export function sniffImageType(bytes: ArrayLike<number>): RichTextImageType | undefined {
  const head = Array.from({ length: Math.min(bytes.length, 8) }, (_, index) => bytes[index] ?? -1);
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  ) {
    return 'image/gif';
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x42, 0x4d])) return 'image/bmp';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  return undefined;
}

const DATA_URL = /^data:(image\/(?:png|gif|jpeg|bmp|x-icon));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Checks an `<img src>`: only a base64 data URL of an allowed type whose bytes really are that type, at most
 * RICH_TEXT_IMAGE_MAX_BYTES decoded. Returns undefined when the image may stay.
 */
export function richTextImageProblem(src: string): RichTextImageProblem | undefined {
  const match = DATA_URL.exec(src);
  if (!match) return 'type';
  const [, declared, base64 = ''] = match;
  if (base64.length % 4 !== 0) return 'type';
  if (sniffImageType(base64Prefix(base64, 8)) !== declared) return 'type';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  return bytes > RICH_TEXT_IMAGE_MAX_BYTES ? 'size' : undefined;
}

/** Browsers drop tabs and line breaks anywhere in a URL and C0 controls and spaces at its ends: so do we. */
function cleanUrl(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * The href a link may keep, or undefined: http(s) to a host, mailto:, tel:, or a path of this site ("/…",
 * never "//host" or "/\host", which browsers read as another host). Whitespace-split and entity-free forms of
 * other schemes (javascript:, data:, vbscript:) are refused because the scheme is read the way a browser reads it.
 */
export function safeLinkHref(href: string): string | undefined {
  const url = cleanUrl(href);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character left inside is refused
  if (url === '' || /[\u0000-\u001f\u007f]/.test(url)) return undefined;
  if (url.startsWith('/')) return isPortalPath(url) ? url : undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\\?#\s]+/i.test(url) ? url : undefined;
  if (scheme === 'mailto') return /^mailto:[^\s<>"]+$/i.test(url) ? url : undefined;
  if (scheme === 'tel') return /^tel:\+?[0-9()./ -]{3,32}$/i.test(url) ? url : undefined;
  return undefined;
}

/** Whether a link leaves this site (so it opens in a new tab without an opener or a referrer). */
export const isExternalLinkHref = (href: string) => !href.startsWith('/');

/**
 * Whether HTML says nothing: no image and no text but white space (Quill's empty editor is `<p><br></p>`).
 * Tags are only stripped here, not sanitized: the API checks the sanitized body again.
 */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\s[^>]*\bsrc\s*=/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#x0*a0;/gi, ' ')
    .replace(/[\s\u00a0\u200b-\u200d\u2060\ufeff]+/g, '');
  return text.length === 0;
}

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The first problem among a text's embedded images. */
export function richTextImagesProblem(html: string): RichTextImageProblem | undefined {
  let problem: RichTextImageProblem | undefined;
  for (const match of html.matchAll(IMG_SRC)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
    const found = richTextImageProblem(src);
    if (found === 'type') return 'type';
    problem ??= found;
  }
  return problem;
}

const DATA_URL_VALUE = /data:[^"'\s>]*/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi;

/** The length of the HTML without its embedded images' data (what formatting weighs). */
export function richTextMarkupLength(html: string): number {
  return html.replace(DATA_URL_VALUE, '').length;
}

/** The length of the text a reader sees: tags dropped, an entity (`&amp;`) one character. */
export function richTextTextLength(html: string): number {
  return html.replace(TAG, '').replace(ENTITY, '_').length;
}
