// The project's Node (ADR 24) is named in four places that must agree: package.json's engines.node, the version
// .node-version pins (what the scripts install), @types/node and the server bundle's esbuild target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinnedVersion, satisfiesEngines } from '../../scripts/lib/runtime.mjs';
import { API_DIR, BUNDLE_TARGET } from './build-server.mjs';

const rootPackage = JSON.parse(readFileSync(join(API_DIR, '../../package.json'), 'utf8'));
const engines: string = rootPackage.engines.node;
const [minimum = '', below = ''] = /^>=(\d+\.\d+) <(\d+)$/.exec(engines)?.slice(1) ?? [];

describe("the project's Node", () => {
  it('accepts the line engines.node names and nothing outside it', () => {
    expect(engines).toMatch(/^>=\d+\.\d+ <\d+$/);
    expect(satisfiesEngines(`${minimum}.0`)).toBe(true);
    expect(satisfiesEngines(`v${minimum}.99`)).toBe(true);
    const major = Number(minimum.split('.')[0]);
    expect(satisfiesEngines(`${major}.${Number(minimum.split('.')[1]) - 1}.9`)).toBe(false);
    expect(satisfiesEngines(`${major - 1}.99.0`)).toBe(false);
    expect(satisfiesEngines(`${Number(below) - 1}.99.0`)).toBe(true);
    expect(satisfiesEngines(`${below}.0.0`)).toBe(false);
    expect(satisfiesEngines('20.20.2')).toBe(false);
  });

  it('pins an exact version in that line, types it with @types/node of its major and bundles for its minimum', () => {
    const pinned = pinnedVersion();
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(satisfiesEngines(pinned)).toBe(true);
    const typesMajor = /^\^?(\d+)\./.exec(rootPackage.devDependencies['@types/node'])?.[1];
    expect(typesMajor).toBe(pinned.split('.')[0]);
    expect(BUNDLE_TARGET).toBe(`node${minimum}`);
  });

  it('is the Node these tests run on (npm test and CI put it first on PATH)', () => {
    expect(
      satisfiesEngines(process.versions.node),
      `Node ${process.version} is not ${engines}: run the tests with export PATH="$(node scripts/on-runtime.mjs --bin-dir):$PATH"`,
    ).toBe(true);
  });
});
