import { hostToUnicode, parseRedirectUrl, redirectUrlForPeople } from '@adportal/contracts';

/**
 * A typed redirect URL as the API will store it (`href`, what a click opens) and as people read it (`shown`,
 * `host`), or null when the contract would refuse it. Stored URLs are shown with `redirectUrlForPeople`.
 */
export function typedRedirect(value: string): { href: string; shown: string; host: string } | null {
  const parsed = parseRedirectUrl(value);
  if (!('url' in parsed)) return null;
  return {
    href: parsed.url,
    shown: redirectUrlForPeople(parsed.url),
    host: hostToUnicode(new URL(parsed.url).host),
  };
}

/** What a form compares with the stored URL: the stored form of what was typed (the text itself when refused). */
export function storedRedirectOf(value: string): string {
  return typedRedirect(value)?.href ?? value.trim();
}
