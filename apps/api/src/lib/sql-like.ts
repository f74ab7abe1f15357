/** `%`, `_` and `\` typed by the user, escaped so that ILIKE matches them literally. */
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern matching `search` anywhere; `%` and `_` typed by the user are matched literally. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** An ILIKE pattern matching what starts with `search` (literally, like `likePattern`). */
export function likePrefixPattern(search: string): string {
  return `${escapeLike(search)}%`;
}
