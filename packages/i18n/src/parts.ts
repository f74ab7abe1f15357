/**
 * The web loads each catalogue in parts, cut at build time by top-level key (ADR 13): locales/{en,th,zh}.json
 * stay the one source, edited as before; no key moves between files.
 *
 * - `public`: what the pages without the signed-in shell render (sign-in, registration, recovery, two-step,
 *   language choice, not found) and what any page may show (alerts, errors, validation messages). English
 *   is in the entry bundle; Thai and Chinese arrive before the first paint.
 * - `console`: every other top-level key — the signed-in shell and its features — loaded together with the
 *   shell's chunk (app/router.tsx), so a new screen's words never weigh on /login.
 * - `server`: what only the API writes (emails, exported files' headings): never sent to a browser.
 *
 * A public page that starts using a key outside PUBLIC_NAMESPACES fails apps/web/src/app/catalogue-parts.test.ts.
 */
export const PUBLIC_NAMESPACES = [
  'alerts',
  'app',
  'auth',
  'common',
  'dialog',
  'errors',
  'language',
  'loginBypass',
  'misc',
  'recovery',
  'theme',
  'twoFactor',
  'validation',
] as const;

/** Words only the server writes (emails, the headings of exported files): the web never loads them. */
export const SERVER_NAMESPACES = ['exportColumns', 'mail'] as const;

export const CATALOGUE_PARTS = ['public', 'console', 'server'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];
/** The parts the web loads. */
export type WebCataloguePart = Exclude<CataloguePart, 'server'>;

const publicNamespaces: ReadonlySet<string> = new Set(PUBLIC_NAMESPACES);
const serverNamespaces: ReadonlySet<string> = new Set(SERVER_NAMESPACES);

export function partOf(namespace: string): CataloguePart {
  if (serverNamespaces.has(namespace)) return 'server';
  return publicNamespaces.has(namespace) ? 'public' : 'console';
}

export function isCataloguePart(value: string): value is CataloguePart {
  return (CATALOGUE_PARTS as readonly string[]).includes(value);
}

/** The top-level keys of a catalogue that belong to one part (the parts of a catalogue never overlap). */
export function pickPart<T extends Record<string, unknown>>(catalog: T, part: CataloguePart): Partial<T> {
  return Object.fromEntries(
    Object.entries(catalog).filter(([namespace]) => partOf(namespace) === part),
  ) as Partial<T>;
}
