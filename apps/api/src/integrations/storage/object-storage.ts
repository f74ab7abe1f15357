import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are opaque paths chosen by the platform ("ad-images/ab/<uuid>.png"), never
 * a user's file name. The local disk is the default; an S3-compatible store implements the same three methods.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the platform; this refuses anything that could climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}
