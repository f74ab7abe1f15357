import {
  isExternalLinkHref,
  RICH_TEXT_LINK_PROTOCOLS,
  richTextImageProblem,
  safeLinkHref,
} from '@adportal/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Stored rich text (docs/adr/0011-rich-text.md): an allow-list of what Quill 2 writes (its HTML as the editor
 * holds it, `useSemanticHTML={false}`), so a text renders as written, and nothing else — no script, event
 * handler, style, frame, form, SVG or MathML, no link but http(s)/mailto/tel or a path of this site, no image
 * but an embedded png/gif/jpeg/bmp/ico under the size limit. Run it on every HTML before it is kept, whoever
 * wrote it (operators included).
 */

const INDENTS = Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`);
const ALIGNS = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const BLOCK_CLASSES = [...INDENTS, ...ALIGNS];
const SIZES = ['ql-size-small', 'ql-size-large', 'ql-size-huge'];

/** Tags whose text goes with them (never shown as text): scripts, styles, frames, foreign content… */
const DISCARDED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
];

/** Quill draws list markers in an empty `span.ql-ui`; the stored text leaves it out and RichTextView draws them. */
const isQuillUi = (attribs: Record<string, string>) => (attribs.class ?? '').split(/\s+/).includes('ql-ui');

const DIMENSION = /^\d{1,4}$/;
const LIST_KINDS = new Set(['bullet', 'ordered']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'span',
    'div',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
  },
  allowedClasses: {
    p: BLOCK_CLASSES,
    h1: BLOCK_CLASSES,
    h2: BLOCK_CLASSES,
    h3: BLOCK_CLASSES,
    li: BLOCK_CLASSES,
    blockquote: BLOCK_CLASSES,
    span: SIZES,
    pre: ['ql-syntax'],
    div: ['ql-code-block-container', 'ql-code-block'],
  },
  allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DISCARDED_WITH_CONTENT,
  nestingLimit: 40,
  transformTags: {
    // Not an allowed tag: dropped, its (normally empty) content kept as text.
    span: (tagName, attribs) => ({ tagName: isQuillUi(attribs) ? 'quill-ui' : tagName, attribs }),
    // Quill's two list kinds; sanitize-html's `values` would keep an empty data-list for any other value.
    li: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => name !== 'data-list' || LIST_KINDS.has(value)),
      ),
    }),
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href === undefined ? undefined : safeLinkHref(attribs.href);
      if (href === undefined) return { tagName, attribs: {} };
      if (!isExternalLinkHref(href)) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      if (richTextImageProblem(src) !== undefined) return { tagName, attribs: {} };
      // An image nobody described is announced as nothing rather than as its data URL.
      const kept: Record<string, string> = { src, alt: attribs.alt ?? '' };
      if (attribs.width !== undefined && DIMENSION.test(attribs.width)) kept.width = attribs.width;
      if (attribs.height !== undefined && DIMENSION.test(attribs.height)) kept.height = attribs.height;
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** Control characters (NUL and the like) say nothing in a text; tab and line breaks stay (code blocks). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Void elements as browsers (and Quill's innerHTML) write them: `<br>`, not sanitize-html's `<br />`. */
const SELF_CLOSED = /<(br|img)((?:\s[^<>]*)?) \/>/g;

/** The HTML that may be kept and shown: see the allow-list above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(SELF_CLOSED, '<$1$2>')
    .replaceAll('\u00a0', '&nbsp;')
    .replace(CONTROL_CHARACTERS, '');
}

const BLOCK_END = /<\/(?:p|h[1-3]|li|blockquote|pre|div)>|<br>/g;

/**
 * The text of rich text, for "is it empty" checks, excerpts and search: blocks on their own lines, spaces
 * collapsed, entities decoded, images and markup gone.
 */
export function plainTextOf(html: string): string {
  const marked = sanitizeRichText(html).replace(BLOCK_END, '$&\n');
  const text = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DISCARDED_WITH_CONTENT,
  })
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
