import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { newNonce, pageCsp } from './security.ts';

const COLOR_SCHEMES = new Set(['light', 'dark']);

/**
 * Paths that are never pages of the app: the API. An unknown one is a JSON 404, not the app. (The ad server's
 * context answers unknown /serve/ paths itself, ad-server.ts.)
 */
const NOT_PAGES = ['/api'];

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Renders the SPA shell for one response: the CSP nonce and the platform's time zone (the web
 * writes every moment on that clock) in their meta tags, and the colour scheme from the `color-scheme` cookie
 * so the initial loader is painted in the right colours before JS runs.
 */
export function renderIndex(
  template: string,
  values: { nonce: string; colorScheme: string; timeZone: string },
) {
  const scheme = COLOR_SCHEMES.has(values.colorScheme) ? values.colorScheme : 'light';
  return template
    .replaceAll('__CSP_NONCE__', escapeAttribute(values.nonce))
    .replaceAll('__PLATFORM_TIME_ZONE__', escapeAttribute(values.timeZone))
    .replace(/data-color-scheme="[a-z]*"/, `data-color-scheme="${scheme}"`);
}

/** Serves the built web app: hashed assets with long caching, every other page as the rendered index.html. */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    { distDir, production, timeZone }: { distDir: string; production: boolean; timeZone: string },
  ) => {
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const template = built ? readFileSync(indexFile, 'utf8') : '';
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        // One route for the whole build, each file looked up when asked for. A route per file (`wildcard: false`)
        // globbed the build's ~1,200 files and registered them at every start: 0.44 s of CPU, a third of a
        // restart on PostgreSQL (docs/operations.md, "Restart time"); assets are asked for once per browser
        // (cached for good), and a missing one falls through to the not-found handler below as before.
        wildcard: true,
        index: false,
        // The build writes .br/.gz beside each asset (apps/web/compress-assets.ts): served per Accept-Encoding.
        preCompressed: true,
        // Vite hashes file names under /assets: they never change, so they may be cached for good.
        setHeaders: (res, path) => {
          if (path.includes(`${join(distDir, 'assets')}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: pages answer 503 until `npm run build` has run');
    }

    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) return sendError(request, reply, 'SERVICE_UNAVAILABLE');
      const nonce = newNonce();
      const html = renderIndex(template, {
        nonce,
        colorScheme: request.cookies['color-scheme'] ?? 'light',
        timeZone,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', pageCsp(nonce, production))
        .send(html);
    };

    app.get('/', { schema: { hide: true } }, sendIndex);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
        !/\.[a-z0-9]+$/i.test(path);
      if (wantsPage) return sendIndex(request, reply);
      return sendError(request, reply, 'NOT_FOUND');
    });
  },
);
