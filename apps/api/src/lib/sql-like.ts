/** An ILIKE pattern matching `search` anywhere; `%` and `_` typed by the user are matched literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
