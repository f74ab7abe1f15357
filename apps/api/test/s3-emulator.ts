// A local S3-compatible service for tests (s3rver, test/s3rver-process.mjs): objects in a temporary folder, on a
// random port of this machine, with the emulator's fixed credentials; never the internet.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/integrations/storage/s3-storage.ts';

export interface S3Emulator {
  endpoint: string;
  /** A new empty bucket's settings for the S3 driver. */
  newBucket(): Promise<S3Settings>;
  /** The content type an object was stored with. */
  contentTypeOf(bucket: string, key: string): Promise<string | undefined>;
  /** The environment (config.ts) that points the app and its commands at `settings`' bucket. */
  envOf(settings: S3Settings): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = mkdtempSync(join(tmpdir(), 'adportal-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3rver-process.mjs'), directory],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited (${code})`))),
  ])) as [string];
  const endpoint = `http://127.0.0.1:${Number(line)}`;
  // s3rver's built-in key pair; requests are signed and checked with it.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    async newBucket() {
      const bucket = `adportal-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials };
    },
    async contentTypeOf(bucket, key) {
      return (await admin.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
    },
    envOf(settings) {
      return {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: settings.bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async close() {
      admin.destroy();
      const exited = once(child, 'exit');
      child.stdin!.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
