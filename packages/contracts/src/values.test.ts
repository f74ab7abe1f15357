/// <reference types="node" />
// The check reads the package's files, so it alone needs Node's types (the contracts run in the browser too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const VALUES = join(SRC, 'values');

/** The modules a file loads when it runs (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((match) => match[1] as string);
}

// values/ holds what a page may read without zod (statuses, limits, money helpers): a page that imports one of
// them must not load zod and every schema of the module beside it.
describe('values/', () => {
  const files = readdirSync(VALUES).filter((name) => name.endsWith('.ts'));

  it.each(files)('%s loads nothing outside contracts (no zod)', (name) => {
    const seen = new Set<string>();
    const pending = [join(VALUES, name)];
    for (let file = pending.pop(); file; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\//);
        pending.push(join(file, '..', specifier));
      }
    }
  });
});
