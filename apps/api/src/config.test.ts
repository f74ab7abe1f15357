// The defaults that depend on where the server runs.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './config.ts';

describe('configuration', () => {
  it('listens on this machine only outside production unless HOST says otherwise', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ NODE_ENV: 'production', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(() => parseEnv({ HOST: '' })).toThrow(/HOST/);
  });

  it('lets webhooks reach local receivers outside production only', () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_PRIVATE_URLS).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).WEBHOOK_ALLOW_PRIVATE_URLS).toBe(true);
    expect(
      parseEnv({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_URLS: 'false' }).WEBHOOK_ALLOW_PRIVATE_URLS,
    ).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }).WEBHOOK_ALLOW_PRIVATE_URLS).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
  });

  describe('storage', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'adportal-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'the-secret-key-of-the-example',
    };

    it('keeps uploads on the local disk unless told otherwise', () => {
      const config = parseEnv({});
      expect(config.STORAGE_DRIVER).toBe('local');
      expect(config.S3_REGION).toBe('us-east-1');
      expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    });

    it('reads every S3 setting', () => {
      const config = parseEnv({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config).toMatchObject({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' });
      expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    });

    it('refuses the s3 driver without its bucket or keys, naming them on one line and never a secret', () => {
      let message = '';
      try {
        parseEnv({ STORAGE_DRIVER: 's3', S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.split('\n')).toEqual([
        'Invalid configuration:',
        expect.stringMatching(/^ {2}STORAGE_DRIVER: s3 needs S3_BUCKET, S3_ACCESS_KEY_ID set too \(docs/),
      ]);
      expect(message).not.toContain(s3.S3_SECRET_ACCESS_KEY);
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        expect(() => parseEnv({ ...s3, [name]: undefined })).toThrow(name);
      }
    });

    it('refuses an unknown driver or a malformed endpoint', () => {
      expect(() => parseEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
      expect(() => parseEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
      expect(() => parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });

  it('runs one process per core in production on PostgreSQL, one elsewhere, several only on PostgreSQL', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/adportal';
    expect(parseEnv({}).WORKERS).toBe(1);
    expect(parseEnv({ NODE_ENV: 'test', DATABASE_URL: postgres }).WORKERS).toBe(1);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: postgres }).WORKERS).toBe(availableParallelism());
    expect(parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true' }).WORKERS).toBe(1);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: postgres, WORKERS: '3' }).WORKERS).toBe(3);
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(/WORKERS: several processes need PostgreSQL/);
    expect(() => parseEnv({ WORKERS: '0', DATABASE_URL: postgres })).toThrow(/WORKERS/);
  });
});
