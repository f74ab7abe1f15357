import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The settings config.ts reads for storage (it has already refused the s3 driver without bucket or keys). */
export interface StorageConfig {
  STORAGE_DRIVER: 'local' | 's3';
  DATA_DIR: string;
  UPLOADS_DIR?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

export function uploadsDirOf(config: StorageConfig): string {
  return config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads');
}

/** The driver STORAGE_DRIVER names: the app, `npm run backup` and `npm run restore` all make it here. */
export function objectStorageFor(config: StorageConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 'local') return new LocalDiskStorage(uploadsDirOf(config));
  return new S3Storage({
    bucket: config.S3_BUCKET!,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Where the uploads are, for an operator's eyes: never a key. */
export function describeStorage(config: StorageConfig): string {
  if (config.STORAGE_DRIVER === 'local') return uploadsDirOf(config);
  const service = config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : `AWS S3 (${config.S3_REGION})`;
  return `S3 bucket ${config.S3_BUCKET} at ${service}`;
}
