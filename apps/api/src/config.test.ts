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
