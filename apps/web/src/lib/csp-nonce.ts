const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The nonce the server rendered into <meta name="csp-nonce">, or undefined on the vite dev server where the
 * placeholder is left as it is. A real nonce is random base64url and may itself begin with underscores, so
 * only the exact placeholder counts as missing.
 */
export function cspNonceFrom(value: string | null | undefined): string | undefined {
  return value && value !== NONCE_PLACEHOLDER ? value : undefined;
}
