import { API_BASE } from './http-policy.ts';

const CSRF_PLACEHOLDER = '__CSRF_TOKEN__';

/** The token rendered into <meta name="csrf-token">, or null while it still holds the placeholder (dev). */
export function csrfFromMeta(value: string | null | undefined): string | null {
  // Only the exact placeholder means "not rendered": a real token may itself begin with underscores.
  if (!value || value === CSRF_PLACEHOLDER) return null;
  return value;
}

let csrfPromise: Promise<string | null> | null = null;

/** The CSRF token every mutating request sends back as X-CSRF-Token (asked once, then kept). */
export function csrfToken(): Promise<string | null> {
  if (csrfPromise) return csrfPromise;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  const fromMeta = csrfFromMeta(meta?.content);
  if (fromMeta) {
    csrfPromise = Promise.resolve(fromMeta);
    return csrfPromise;
  }
  // Vite dev server: the meta still holds the placeholder; ask the API once.
  csrfPromise = fetch(`${API_BASE}/csrf`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`csrf ${response.status}`);
      const body = (await response.json()) as { token?: string };
      if (meta && body.token) meta.content = body.token;
      return body.token ?? null;
    })
    .catch(() => {
      csrfPromise = null;
      return null;
    });
  return csrfPromise;
}
