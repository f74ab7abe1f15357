import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are opaque paths chosen by the platform ("ad-images/ab/<uuid>.png"), never
 * a user's file name. The local disk is the default (local-disk-storage.ts); any S3-compatible service is the
 * other driver (s3-storage.ts), chosen by STORAGE_DRIVER (storage-from-config.ts).
 */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every stored key that starts with `prefix` ('' for all), in key order; for backups. */
  list(prefix: string): AsyncIterable<string>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** A key the platform could have made (a partial write's temporary name is not one). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Keys are made by the platform; this refuses anything that could climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
