import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoPageCsp, publisherDemoPage } from './publisher-demo.ts';

const SIZES = [
  { width: 300, height: 250 },
  { width: 728, height: 90 },
  { width: 970, height: 250 },
];
const KEYWORDS = ['bitcoin', 'crypto exchange', 'usdt wallet', 'online game', 'cheap flights', 'vpn'];
const site = (name: string, domain: string) => ({
  name,
  domain,
  siteKey: 'k1',
  sizes: SIZES,
  keywords: KEYWORDS,
});
const options = { origin: 'http://127.0.0.1:3000', demoVisitors: { enabled: false, current: null } };

describe('the publisher demo page', () => {
  it('has nothing its own CSP blocks: no inline style attribute, its one style element allowed by hash', () => {
    const page = publisherDemoPage(site('Coin News', 'coinnews.example.com'), options);
    expect(page).not.toMatch(/\sstyle="/);
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    expect(demoPageCsp(options.origin)).toContain(`style-src 'sha256-${hash}'`);
  });

  it('puts the leaderboard above the article, the billboard in its text and the rectangle beside it', () => {
    const page = publisherDemoPage(site('Coin News', 'coinnews.example.com'), options);
    const at = (size: string) => page.indexOf(`size=${size}`);
    expect(at('728x90')).toBeGreaterThan(0);
    expect(at('728x90')).toBeLessThan(page.indexOf('<article>'));
    expect(page).toMatch(/<div class="slot top"><small>[^<]*<\/small><iframe src="[^"]*size=728x90/);
    expect(page).toMatch(/<div class="slot inline"><small>[^<]*<\/small><iframe src="[^"]*size=970x250/);
    expect(page).toMatch(/<div class="slot side"><small>[^<]*<\/small><iframe src="[^"]*size=300x250/);
    expect(at('970x250')).toBeGreaterThan(page.indexOf('<article>'));
  });

  it("runs an article on the site's subject, and its tags carry that subject's keywords", () => {
    const travel = publisherDemoPage(site('Travel Bangkok', 'travelbkk.example.com'), options);
    expect(travel).toContain('flying to Bangkok');
    expect(travel).not.toMatch(/crypto|bitcoin/i);
    expect(travel).toContain('kw=cheap+flights%2Cvpn');
    const games = publisherDemoPage(site('Game Hub', 'gamehub.example.org'), options);
    expect(games).toContain('online games');
    expect(games).toContain('kw=online+game');
    const coins = publisherDemoPage(site('Coin News', 'coinnews.example.com'), options);
    expect(coins).toContain('crypto market');
    expect(coins).toContain('kw=bitcoin%2Ccrypto+exchange%2Cusdt+wallet');
  });

  it('offers synthetic visitors only when enabled', () => {
    expect(publisherDemoPage(site('Coin News', 'c.example.com'), options)).not.toContain('Visit as');
    const page = publisherDemoPage(site('Coin News', 'c.example.com'), {
      ...options,
      demoVisitors: { enabled: true, current: { country: 'SG', ip: '198.51.100.102' } },
    });
    expect(page).toContain('<a href="?visitor=SG" aria-current="true">Singapore (198.51.100.102)</a>');
    expect(page).toContain('visitor=SG');
  });
});
