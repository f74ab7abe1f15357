// A signed-in page's cold load in Chromium, for `npm run bench:bundle` (issue 26, U-5): every request it makes
// until the page has its data and the network is quiet, and when its popups answered against its other data.
import type { Browser } from 'playwright-core';
import { createSessionStore } from '../apps/web/src/lib/session.ts';
import { createStorage, memoryStore } from '../apps/web/src/lib/storage.ts';

export interface LoadedRequest {
  path: string;
  type: string;
  /** Milliseconds from the navigation's start to the answer's end (-1: no answer). */
  endedAt: number;
}

export interface SignedInLoad {
  requests: LoadedRequest[];
  /** When the page's popups answered, and the last of its other API answers (ms from the start). */
  popupsAt: number | null;
  lastDataAt: number | null;
}

/**
 * Opens `path` as `who` with an empty cache, as a returning visitor arrives: the session the app's own sign-in
 * stores (lib/session.ts, from a real POST /api/auth/login) in localStorage, then one navigation. Waits for
 * `readySelector` and a quiet network.
 */
export async function signedInColdLoad(
  browser: Browser,
  base: string,
  who: { email: string; password: string },
  path: string,
  readySelector: string,
): Promise<SignedInLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const login = await page.request.post(`${base}/api/auth/login`, { data: who });
    if (!login.ok()) throw new Error(`sign-in of ${who.email}: ${login.status()}`);
    const stored = memoryStore({ language: 'en', preferredLanguage: 'en' });
    createSessionStore(createStorage(stored)).startSession(await login.json());
    // A same-origin answer without the app, to write the origin's storage before the app reads it.
    await page.goto(`${base}/api/health`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored.dump());

    const requests: LoadedRequest[] = [];
    let startedAt = 0;
    page.on('requestfinished', (request) => {
      requests.push({
        path: new URL(request.url()).pathname + new URL(request.url()).search,
        type: request.resourceType(),
        endedAt: Date.now() - startedAt,
      });
    });
    page.on('requestfailed', (request) => {
      requests.push({ path: new URL(request.url()).pathname, type: request.resourceType(), endedAt: -1 });
    });
    startedAt = Date.now();
    await page.goto(`${base}${path}`);
    await page.locator(readySelector).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const api = requests.filter((request) => request.path.startsWith('/api/'));
    const popups = api.find((request) => request.path.startsWith('/api/popup/page'));
    const data = api.filter(
      (request) =>
        !request.path.startsWith('/api/popup/') && !request.path.startsWith('/api/content-images/'),
    );
    return {
      requests,
      popupsAt: popups?.endedAt ?? null,
      lastDataAt: data.length ? Math.max(...data.map((request) => request.endedAt)) : null,
    };
  } finally {
    await context.close();
  }
}
