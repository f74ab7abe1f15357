import { createHash } from 'node:crypto';
import { escapeHtml, iframeTag } from './ad-markup.ts';
import type { DemoSite } from './site-tags.repository.ts';

const STYLE = `body{margin:0;font:17px/1.6 Georgia,serif;color:#222;background:#fafafa}header{background:#1f2937;color:#fff;padding:16px 24px;font:600 20px system-ui,sans-serif}main{max-width:980px;margin:0 auto;padding:24px;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:32px}aside{display:flex;flex-direction:column;gap:24px}.slot{border:1px dashed #bbb;padding:4px;background:#fff;width:max-content;max-width:100%;overflow:auto}.slot small{display:block;font:12px system-ui,sans-serif;color:#666}.note{font:14px system-ui,sans-serif;background:#fff8e1;border:1px solid #f0d58c;padding:12px;margin-bottom:16px}@media(max-width:760px){main{grid-template-columns:1fr}}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The demo page may frame only our own ad documents; it runs no script. */
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

/**
 * A sample article of a publisher website carrying live ad tags (the iframe variant), so an operator or an
 * advertiser sees ads served, counted and clicked end to end.
 */
export function publisherDemoPage(site: DemoSite, origin: string): string {
  const keywords = site.keywords.join(',');
  const slot = (size: { width: number; height: number }) =>
    `<div class="slot"><small>${size.width} × ${size.height} · ${escapeHtml(keywords || '—')}</small>${iframeTag({ origin, siteKey: site.siteKey, width: size.width, height: size.height, keywords })}</div>`;
  const [first, ...rest] = site.sizes;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(site.name)} — publisher demo</title><style>${STYLE}</style></head><body><header>${escapeHtml(site.name)} <small>(${escapeHtml(site.domain)})</small></header><main><article><p class="note">Publisher demo page: the ad slots on this page are live ad tags of this website. Every ad shown is a real impression and every click a real click of the advertiser who won the slot.</p><h1>What moves the crypto market this week</h1><p>Traders watched ${escapeHtml(site.keywords.slice(0, 3).join(', ') || 'the market')} closely as volumes rose across the major exchanges.</p>${first ? slot(first) : ''}<p>Analysts expect volatility to stay high while liquidity returns after the holidays. Long-term holders kept adding to their positions, and stablecoin inflows reached a three-month high.</p><p>Meanwhile, wallet providers reported record sign-ups, and fees on TRON stayed low enough for small transfers.</p></article><aside>${rest.map(slot).join('')}</aside></main></body></html>`;
}
