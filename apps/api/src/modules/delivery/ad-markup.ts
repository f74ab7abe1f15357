import { createHash } from 'node:crypto';
import { AdPartsCache } from './ad-parts-cache.ts';
import type { ServedSlot } from './delivery.service.ts';

/** HTML-escapes text for an attribute or element body (an ad's name is the advertiser's words). */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const STYLE =
  'html,body{margin:0;padding:0;overflow:hidden;background:transparent}a,img{display:block;border:0}.px{position:absolute;left:-9999px;width:1px;height:1px}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The policy of an ad document inside a publisher's iframe: images from us only, its one style by hash, no
 * script at all, no forms, no plugins. It may be framed by any site (that is its purpose).
 */
export const AD_DOCUMENT_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Advertisement</title><style>${STYLE}</style></head>`;

/** Everything of an ad's document but its two signed links: escaped once per ad, not on every answer. */
const documentParts = new AdPartsCache((ad) => {
  const alt = escapeHtml(ad.alt);
  return `" target="_blank" rel="noopener sponsored" title="${alt}"><img src="${escapeHtml(ad.imagePath)}" width="${ad.width}" height="${ad.height}" alt="${alt}"></a><img class="px" src="/serve/view/`;
});
const documentStart = `${head}<body><a href="/serve/click/`;
const documentEnd = '" width="1" height="1" alt=""></body></html>';

/**
 * The ad as a tiny HTML document: the image in the signed click link, and the impression beacon. `linkQuery`
 * (outside production: the demo page's synthetic visitor, `?visitor=TH`) is carried by both links.
 */
export function adDocument(slot: ServedSlot, linkQuery = ''): string {
  const query = linkQuery && escapeHtml(linkQuery);
  return `${documentStart}${slot.clickToken}${query}${documentParts.of(slot)}${slot.viewToken}${query}${documentEnd}`;
}

/** An empty slot: nothing was eligible (or the tag was wrong); the publisher's page shows nothing there. */
export const EMPTY_DOCUMENT = `${head}<body></body></html>`;

/** The 1×1 transparent GIF an impression beacon answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The script variant of the tag: it puts the same iframe where the script element is. */
export const TAG_SCRIPT = `(function(){var s=document.currentScript;if(!s)return;var d=s.dataset,z=(d.size||'').split('x');if(z.length!==2)return;var f=document.createElement('iframe');f.src=new URL(s.src).origin+'/serve/ad?site='+encodeURIComponent(d.site||'')+'&size='+encodeURIComponent(d.size)+'&kw='+encodeURIComponent(d.keywords||'');f.width=z[0];f.height=z[1];f.title='Advertisement';f.setAttribute('frameborder','0');f.setAttribute('scrolling','no');f.setAttribute('loading','lazy');f.style.border='0';s.parentNode.insertBefore(f,s);})();`;

export interface TagInput {
  origin: string;
  siteKey: string;
  width: number;
  height: number;
  keywords: string;
}

/**
 * The iframe a publisher pastes for one slot. `page` is for our own demo page: its stylesheet draws the
 * frame's border (its CSP allows no inline style), and it may carry a synthetic visitor outside production.
 */
export function iframeTag(tag: TagInput, page: { inlineStyle?: boolean; visitor?: string } = {}): string {
  const query = new URLSearchParams({
    site: tag.siteKey,
    size: `${tag.width}x${tag.height}`,
    kw: tag.keywords,
  });
  if (page.visitor) query.set('visitor', page.visitor);
  const style = page.inlineStyle === false ? '' : ' style="border:0"';
  return `<iframe src="${escapeHtml(`${tag.origin}/serve/ad?${query}`)}" width="${tag.width}" height="${tag.height}" title="Advertisement" frameborder="0" scrolling="no" loading="lazy"${style}></iframe>`;
}

/** The script variant a publisher pastes for one slot. */
export function scriptTag(tag: TagInput): string {
  return `<script async src="${escapeHtml(`${tag.origin}/serve/tag.js`)}" data-site="${escapeHtml(tag.siteKey)}" data-size="${tag.width}x${tag.height}" data-keywords="${escapeHtml(tag.keywords)}"></script>`;
}
