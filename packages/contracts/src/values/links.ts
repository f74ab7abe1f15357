/** An origin no real site has, to resolve a path against: whatever stays on it stays on this portal. */
const PORTAL = 'https://portal.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether a link is a path of this portal ("/deposit", "/advertisement/1?tab=bids"), the one rule for every field
 * that may hold one: it starts with "/" and a browser resolves it on this portal's host. Never "//host" or
 * "/\host" (another host to a browser), nor anything holding a control character (browsers drop tabs and line
 * breaks from a URL: "/\t/host" is "//host").
 */
export function isPortalPath(link: string): boolean {
  if (!link.startsWith('/') || CONTROL.test(link)) return false;
  try {
    return new URL(link, PORTAL).origin === PORTAL;
  } catch {
    return false;
  }
}

/** Whether a link is an https address of a host, as typed (no white space, no control character). */
export function isHttpsAddress(link: string): boolean {
  if (!/^https:\/\/[^\s/\\?#]/.test(link) || /\s/.test(link) || CONTROL.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}
