/**
 * Reading list filters kept in the address: a value the screen does not know (an old link, a typo) is no filter
 * rather than a request the API refuses.
 */
export function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : '';
}
