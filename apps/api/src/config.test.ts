// The defaults that depend on where the server runs.
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
});
