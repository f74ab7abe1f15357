/** The Bitcoin base58 alphabet used by TRON addresses: no '0', 'O', 'I' or 'l'. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const TRON_ADDRESS_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * Whether `text` looks like a TRON base58 address: 34 characters, starting with 'T', all from the base58
 * alphabet. A shape check only (safe in the browser, for form feedback): the checksum is verified on the server
 * (`isValidTronAddress` in the API's TRON integration) before any address is trusted.
 */
export function isTronAddressShape(text: string): boolean {
  return TRON_ADDRESS_SHAPE.test(text);
}
