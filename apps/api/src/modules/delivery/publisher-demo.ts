import { createHash } from 'node:crypto';
import { escapeHtml, iframeTag } from './ad-markup.ts';
import { demoArticleOf, pageKeywordsOf } from './publisher-demo-articles.ts';
import type { DemoSite } from './site-tags.repository.ts';
import { DEMO_COUNTRIES, DEMO_VISITORS, type DemoVisitor } from './visitor/demo-visitors.ts';

const STYLE = `body{margin:0;font:17px/1.6 Georgia,serif;color:#222;background:#fafafa}header{background:#1f2937;color:#fff;padding:16px 24px;font:600 20px system-ui,sans-serif}main{max-width:1000px;margin:0 auto;padding:24px}article::after{content:"";display:block;clear:both}.slot{border:1px dashed #bbb;padding:4px;background:#fff;width:max-content;max-width:100%;overflow:auto;box-sizing:border-box}.slot iframe{display:block;border:0}.slot small{display:block;font:12px system-ui,sans-serif;color:#555}.top{margin:0 auto 24px}.inline{margin:24px 0}.side{float:right;margin:0 0 16px 24px}.note{font:14px system-ui,sans-serif;background:#fff8e1;border:1px solid #f0d58c;padding:12px;margin:0 0 16px}.visitors{font:14px system-ui,sans-serif;margin:0 0 16px}.visitors a{margin-right:10px;color:#1d4ed8}.visitors a[aria-current]{font-weight:700;color:#111}@media(max-width:760px){.side{float:none;margin:24px 0}}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The demo page may frame only our own ad documents; it runs no script and has no inline style attribute. */
export const demoPageCsp = (origin: string) =>
  [
    "default-src 'none'",
    `frame-src 'self' ${origin}`,
    `style-src ${STYLE_HASH}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

export interface DemoPageOptions {
  /** Where the page's tags point to. */
  origin: string;
  /** Outside production: the page offers synthetic visitors, and this is the one it visits as (or none). */
  demoVisitors: { enabled: boolean; current: DemoVisitor | null };
}

type Size = { width: number; height: number };
/** Where a slot of this size fits on an article page: a leaderboard above it, a wide one in the text, the rest beside it. */
const placeOf = ({ width, height }: Size) =>
  width >= 468 && height <= 120 ? 'top' : width > 360 ? 'inline' : 'side';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A sample article of a publisher website, on the site's subject, carrying its live ad tags (the iframe
 * variant), so an operator or an advertiser sees ads served, counted and clicked end to end.
 */
export function publisherDemoPage(site: DemoSite, options: DemoPageOptions): string {
  const { origin, demoVisitors } = options;
  const article = demoArticleOf(site);
  const keywords = pageKeywordsOf(article, site.keywords).join(',');
  const visitor = demoVisitors.enabled ? demoVisitors.current?.country : undefined;
  const slot = (size: Size) =>
    `<div class="slot ${placeOf(size)}"><small>${size.width} × ${size.height} · ${escapeHtml(keywords || '—')}</small>${iframeTag({ origin, siteKey: site.siteKey, width: size.width, height: size.height, keywords }, { inlineStyle: false, visitor })}</div>`;
  const slots = (place: string) =>
    site.sizes
      .filter((size) => placeOf(size) === place)
      .map(slot)
      .join('');
  const [first, second, third] = article.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(site.name)} — publisher demo</title><style>${STYLE}</style></head><body><header>${escapeHtml(site.name)} <small>(${escapeHtml(site.domain)})</small></header><main>${slots('top')}<article><p class="note">Publisher demo page: the ad slots on this page are live ad tags of this website. Every ad shown is a real impression and every click a real click of the advertiser who won the slot.</p>${demoVisitors.enabled ? visitorChooser(demoVisitors.current) : ''}<h1>${escapeHtml(article.title)}</h1>${slots('side')}${first}${slots('inline')}${second}${third}</article></main></body></html>`;
}

/** Development and test only: links that reload the page as an ordinary visitor from a country. */
function visitorChooser(current: DemoVisitor | null): string {
  const link = (href: string, label: string, selected: boolean) =>
    `<a href="${href}"${selected ? ' aria-current="true"' : ''}>${escapeHtml(label)}</a>`;
  const note = current
    ? `You visit as an ordinary visitor from ${regionNames.of(current.country)} (the synthetic address ${current.ip}; development only): your clicks are checked and charged like any visitor's.`
    : 'From this machine your clicks come from the address the advertiser signs in from: they are void (self_click). Visit as a visitor from a country to see a charged click (development only).';
  const countries = DEMO_COUNTRIES.map((country) =>
    link(
      `?visitor=${country}`,
      `${regionNames.of(country)} (${DEMO_VISITORS[country]})`,
      current?.country === country,
    ),
  );
  return `<nav class="visitors" aria-label="Visit as"><p>${escapeHtml(note)}</p>Visit as: ${countries.join('')}${link('?', 'this machine', !current)}</nav>`;
}
