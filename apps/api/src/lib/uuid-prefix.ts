const TEMPLATE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
const HEX = /^[0-9a-f]+$/;
/** Fewer hex digits than this match too many ids to mean one. */
const MIN_DIGITS = 4;

const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The ids that start with what was typed, as a range of uuids (`id between low and high`, which the primary
 * key's index answers, unlike `id::text like …`). Typed with or without the hyphens, in either case; null
 * when it cannot be the start of an id (other characters, hyphens out of place, under four hex digits).
 */
export function uuidPrefixRange(typed: string): { low: string; high: string } | null {
  const text = typed.trim().toLowerCase();
  if (text.length > TEMPLATE.length) return null;
  const hex = text.replaceAll('-', '');
  if (!HEX.test(hex) || hex.length < MIN_DIGITS) return null;
  if (hex !== text && [...text].some((char, at) => (TEMPLATE[at] === '-') !== (char === '-'))) return null;
  return { low: asUuid(hex.padEnd(32, '0')), high: asUuid(hex.padEnd(32, 'f')) };
}
