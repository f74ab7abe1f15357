/**
 * Validation messages are i18n keys, optionally followed by parameters:
 * `validation.maxLength|max=120`. Both the API (to translate field errors) and the web
 * (to show them) read them with `parseMessageKey`.
 */
export function messageKey(key: string, params?: Record<string, string | number>): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${key}|${query}`;
}

export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const [key = message, query] = message.split('|', 2);
  const params: Record<string, string> = {};
  if (query) {
    for (const pair of query.split('&')) {
      const [name, value] = pair.split('=', 2);
      if (name) params[name] = value ?? '';
    }
  }
  return { key, params };
}
