import { ZServedAd } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { adJson, NO_AD_JSON } from './ad-json.ts';
import { adDocument, escapeHtml } from './ad-markup.ts';
import type { ServedSlot } from './delivery.service.ts';
import { serveHeaders } from './serve-headers.ts';

const TRICKY_NAME = 'Sale "50%" <b>now</b> & \'more\' \\ \u2028 ไทย 中 </script>';

function slot(overrides: Partial<ServedSlot> = {}): ServedSlot {
  return {
    adId: '6f1c1a52-8a5e-4b7e-9d8e-0c6f3b1d2a10',
    type: 'click',
    width: 300,
    height: 250,
    imagePath: `/serve/img/${'a'.repeat(64)}.png`,
    alt: TRICKY_NAME,
    clickToken: 'Ck_-0123456789abcdefABCDEF',
    viewToken: 'Vw_-0123456789abcdefABCDEF',
    ...overrides,
  };
}

/** The answer as the route built it before (an object through the contract's serialiser). */
function expectedJson(served: ServedSlot, origin: string, linkQuery: string) {
  return {
    ad: {
      id: served.adId,
      type: served.type,
      width: served.width,
      height: served.height,
      image_url: `${origin}${served.imagePath}`,
      alt: served.alt,
      click_url: `${origin}/serve/click/${served.clickToken}${linkQuery}`,
      impression_url: `${origin}/serve/view/${served.viewToken}${linkQuery}`,
    },
  };
}

describe('the JSON answer built from pre-serialised parts', () => {
  it('parses with the contract ServedAd and says what the object did, escapes included', () => {
    for (const [origin, linkQuery] of [
      ['https://portal.example.com', ''],
      ['http://127.0.0.1:4173', '?visitor=TH'],
      ['https://portal.example.com', '?visitor=JP'],
    ] as const) {
      const served = slot();
      const text = adJson(served, origin, linkQuery);
      expect(ZServedAd.parse(JSON.parse(text))).toEqual(expectedJson(served, origin, linkQuery));
    }
    expect(ZServedAd.parse(JSON.parse(NO_AD_JSON))).toEqual({ ad: null });
  });

  it('follows an ad renamed, given a new image or served as another type, and keeps each ad its own parts', () => {
    const origin = 'https://portal.example.com';
    const first = slot();
    expect(JSON.parse(adJson(first, origin))).toEqual(expectedJson(first, origin, ''));
    const changes: Partial<ServedSlot>[] = [
      { alt: 'Renamed' },
      { imagePath: `/serve/img/${'b'.repeat(64)}.gif` },
      { type: 'impression' },
      { width: 728, height: 90 },
      { adId: '00000000-0000-4000-8000-000000000001', alt: 'Another ad' },
      { clickToken: 'other-click', viewToken: 'other-view' },
    ];
    for (const change of changes) {
      const served = slot(change);
      expect(JSON.parse(adJson(served, origin)), JSON.stringify(change)).toEqual(
        expectedJson(served, origin, ''),
      );
    }
  });
});

describe('the ad document built from pre-escaped parts', () => {
  it('escapes the name once per ad and carries both links with the visitor query', () => {
    const served = slot();
    const html = adDocument(served, '?visitor=TH');
    const alt = escapeHtml(TRICKY_NAME);
    expect(html).toContain(
      `<a href="/serve/click/${served.clickToken}?visitor=TH" target="_blank" rel="noopener sponsored" title="${alt}">`,
    );
    expect(html).toContain(`<img src="${served.imagePath}" width="300" height="250" alt="${alt}"></a>`);
    expect(html).toContain(`<img class="px" src="/serve/view/${served.viewToken}?visitor=TH" width="1"`);
    expect(html).not.toContain('<b>');
    expect(html.endsWith('</body></html>')).toBe(true);
    const renamed = adDocument(slot({ alt: 'Renamed', clickToken: 'c2', viewToken: 'v2' }));
    expect(renamed).toContain('title="Renamed"');
    expect(renamed).toContain('href="/serve/click/c2"');
    expect(renamed).toContain('src="/serve/view/v2"');
  });
});

describe('the ad server’s headers', () => {
  it('sends HSTS in production only, nosniff on every answer', () => {
    const production = serveHeaders(true);
    const development = serveHeaders(false);
    for (const [kind, headers] of Object.entries(production)) {
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
    }
    for (const headers of Object.values(development))
      expect(headers['strict-transport-security']).toBeUndefined();
  });
});
