/**
 * The Location a click answers with: the ad's stored redirect URL in its encoded form (the WHATWG serialisation:
 * Punycode host, percent-encoded path, query and fragment — ASCII only), or null when no answer can carry it.
 * Redirect URLs are stored encoded (contracts' values/redirect-url.ts), but a row stored before that may hold a
 * Thai path, `?q=中` or a port past 65535 as it was typed.
 */
export function redirectLocation(stored: string): string | null {
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return /^[\x21-\x7e]+$/.test(url.href) ? url.href : null;
}
