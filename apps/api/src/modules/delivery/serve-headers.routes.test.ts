import { ZServedAd } from '@adportal/contracts';
import { expect, it, vi } from 'vitest';
import { deliverySetup, liveAd, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { loggerOptions } from '../../app.ts';
import { AD_DOCUMENT_CSP, EMPTY_DOCUMENT, PIXEL_GIF } from './ad-markup.ts';

/** What the portal's hooks add to its answers, and the ad server's lean context must not (ADR 29). */
const PORTAL_ONLY = [
  'set-cookie',
  'x-request-id',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'x-download-options',
  'x-xss-protection',
];

function expectNoPortalHeaders(headers: Record<string, unknown>, what: string) {
  for (const name of PORTAL_ONLY) expect(headers[name], `${what}: ${name}`).toBeUndefined();
}

/** Error lines the suite's apps log (request logs are off on these routes, errors are not). */
const errorLines: string[] = [];

const EMBEDDED = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'cross-origin' };

describeOnEachDatabase(
  'the ad server’s answers carry their own headers and none of the portal’s',
  (client) => {
    let setup: Awaited<ReturnType<typeof deliverySetup>>;
    const slotPath = (path: string) =>
      `${path}?site=${setup.siteKey}&size=300x250&kw=${encodeURIComponent(setup.keyword)}`;

    it('the ad document, filled or empty: its own CSP (no script), framable, never cached', async () => {
      setup = await deliverySetup(client());
      await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await client().app.services.deliveryKeeper.rebuild();
      // A portal cookie sent along changes nothing: no cookie is read or set here.
      const filled = await visit(client(), slotPath('/serve/ad'), {
        headers: { cookie: 'color-scheme=dark' },
      });
      const empty = await visit(client(), '/serve/ad?site=unknown&size=300x250');
      for (const [what, response] of [
        ['filled', filled],
        ['empty', empty],
      ] as const) {
        expect(response.statusCode, what).toBe(200);
        expect(response.headers, what).toMatchObject({
          ...EMBEDDED,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': AD_DOCUMENT_CSP,
          'referrer-policy': 'origin',
          'cache-control': 'no-store',
        });
        expect(response.headers['content-security-policy'], what).not.toContain('script-src');
        expectNoPortalHeaders(response.headers, what);
      }
      expect(filled.body).toContain('<a href="/serve/click/');
      expect(empty.body).toBe(EMPTY_DOCUMENT);
    });

    it('the JSON decision: the contract ServedAd, from any origin, never cached', async () => {
      const filled = await visit(client(), slotPath('/serve/ad.json'));
      const empty = await visit(client(), '/serve/ad.json?site=unknown&size=300x250');
      for (const response of [filled, empty]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          ...EMBEDDED,
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        });
        expectNoPortalHeaders(response.headers, response.body);
      }
      const served = ZServedAd.parse(filled.json()).ad!;
      expect(served).toMatchObject({ type: 'click', width: 300, height: 250, alt: 'Spring sale' });
      expect(served.click_url).toMatch(/^http:\/\/[^/]+\/serve\/click\/[A-Za-z0-9_-]+$/);
      expect(ZServedAd.parse(empty.json())).toEqual({ ad: null });
    });

    it('the beacon, the click, the tag script and an unknown path', async () => {
      const beacon = await visit(client(), '/serve/view/not-a-token');
      expect(beacon.statusCode).toBe(200);
      expect(beacon.rawPayload.equals(PIXEL_GIF)).toBe(true);
      expect(beacon.headers).toMatchObject({
        ...EMBEDDED,
        'content-type': 'image/gif',
        'cache-control': 'no-store',
      });
      expectNoPortalHeaders(beacon.headers, 'beacon');

      const forged = await visit(client(), '/serve/click/not-a-token');
      expect(forged.statusCode).toBe(404);
      expect(forged.body).toBe(EMPTY_DOCUMENT);
      expect(forged.headers).toMatchObject({
        ...EMBEDDED,
        'content-security-policy': AD_DOCUMENT_CSP,
        'cache-control': 'no-store',
      });
      expectNoPortalHeaders(forged.headers, 'forged click');
      const head = await client().app.inject({ method: 'HEAD', url: '/serve/click/not-a-token' });
      expect(head.statusCode).toBe(204);

      const script = await visit(client(), '/serve/tag.js');
      expect(script.headers).toMatchObject({
        ...EMBEDDED,
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      expectNoPortalHeaders(script.headers, 'tag.js');

      for (const [method, url] of [
        ['GET', '/serve/nope'],
        ['GET', '/serve'],
        ['HEAD', '/serve/nope/deeper'],
        ['POST', '/serve/ad'],
        ['DELETE', '/serve/nope'],
      ] as const) {
        const unknown = await client().app.inject({ method, url });
        expect(unknown.statusCode, `${method} ${url}`).toBe(404);
        expect(unknown.headers, url).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        expect(unknown.headers['set-cookie'], url).toBeUndefined();
        if (method !== 'HEAD')
          expect(unknown.json(), url).toMatchObject({
            statusCode: 404,
            code: 'NOT_FOUND',
            requestId: unknown.headers['x-request-id'] ?? expect.any(String),
          });
      }
    });

    it('the OpenAPI description still lists every ad server operation, its inputs and its answers', async () => {
      const { paths } = (await client().get('/api/openapi.json')).json();
      const operation = (path: string) => paths[path].get;
      const answers = (path: string) =>
        Object.fromEntries(
          Object.entries(operation(path).responses as Record<string, { content?: object }>).map(
            ([status, answer]) => [status, Object.keys(answer.content ?? {})],
          ),
        );
      const inputs = (path: string) =>
        (operation(path).parameters as { in: string; name: string }[]).map((p) => `${p.in} ${p.name}`);
      for (const path of ['/serve/ad', '/serve/ad.json'])
        expect(inputs(path), path).toEqual(['query site', 'query size', 'query kw']);
      expect(answers('/serve/ad')).toEqual({ 200: ['text/html'], 500: ['text/html'] });
      expect(answers('/serve/ad.json')).toEqual({ 200: ['application/json'], 500: ['application/json'] });
      expect(operation('/serve/ad.json').responses['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ServedAd',
      });
      expect(answers('/serve/tag.js')).toEqual({ 200: ['text/javascript'] });
      expect(inputs('/serve/view/{token}')).toEqual(['path token']);
      // A token past the router's 200 characters reaches no route: the JSON not-found answer.
      expect(answers('/serve/view/{token}')).toEqual({
        200: ['image/gif'],
        404: ['application/json'],
        500: ['image/gif'],
      });
      expect(answers('/serve/click/{token}')).toEqual({
        204: [],
        302: [],
        404: ['text/html', 'application/json'],
      });
      expect(answers('/serve/img/{digest}')).toEqual({
        200: ['image/png', 'image/jpeg', 'image/gif'],
        304: [],
        404: [],
      });
      expect(answers('/serve/demo/{siteKey}')).toEqual({ 200: ['text/html'], 404: ['text/html'] });
      // The catch-all that answers unknown /serve/ paths is no operation.
      expect(
        Object.keys(paths)
          .filter((path) => path.startsWith('/serve'))
          .sort(),
      ).toEqual([
        '/serve/ad',
        '/serve/ad.json',
        '/serve/click/{token}',
        '/serve/demo/{siteKey}',
        '/serve/img/{digest}',
        '/serve/tag.js',
        '/serve/view/{token}',
      ]);
    });

    it('a failure inside a publisher’s page is its neutral answer with a 500, logged, never a stack', async () => {
      const delivery = client().app.services.delivery;
      const serve = vi.spyOn(delivery, 'serve').mockImplementation(() => {
        throw new Error('decision broke');
      });
      const view = vi.spyOn(delivery, 'view').mockImplementation(() => {
        throw new Error('counting broke');
      });
      errorLines.length = 0;
      try {
        const document = await visit(client(), slotPath('/serve/ad'));
        expect(document.statusCode).toBe(500);
        expect(document.body).toBe(EMPTY_DOCUMENT);
        expect(document.headers['content-security-policy']).toBe(AD_DOCUMENT_CSP);
        const json = await visit(client(), slotPath('/serve/ad.json'));
        expect(json.statusCode).toBe(500);
        expect(json.json()).toEqual({ ad: null });
        const beacon = await visit(client(), '/serve/view/any');
        expect(beacon.statusCode).toBe(500);
        expect(beacon.rawPayload.equals(PIXEL_GIF)).toBe(true);
        expect(errorLines.filter((line) => line.includes('decision broke'))).toHaveLength(2);
        expect(errorLines.filter((line) => line.includes('counting broke'))).toHaveLength(1);
      } finally {
        serve.mockRestore();
        view.mockRestore();
      }
    });
  },
  {
    logger: {
      ...(loggerOptions({ LOG_LEVEL: 'error' }) as object),
      stream: { write: (line: string) => errorLines.push(line) },
    },
  },
);
