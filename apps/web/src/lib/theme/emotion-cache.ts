import createCache from '@emotion/cache';
import { cspNonceFrom } from '../csp-nonce.ts';

/**
 * One emotion cache for the whole page, whoever mounts MUI first: every style emotion inserts carries the nonce
 * (the page runs under style-src 'self' 'nonce-…').
 */
export const emotionCache = createCache({
  key: 'css',
  nonce: cspNonceFrom(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content),
  prepend: true,
});

/**
 * Removes every style emotion inserted and forgets that it did, so the next render inserts only what it draws.
 * For tests that draw many pages in one document: emotion never removes a style by itself, and each rule left in
 * the document is matched against every element whose style the DOM emulator computes.
 */
export function removeInsertedStyles(): void {
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}
