import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|woff)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside every compressible asset once, at build time, so the API serves them with
 * @fastify/static's preCompressed option instead of compressing on every request.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'adportal:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (COMPRESSIBLE.test(name)) {
            const content = readFileSync(path);
            if (content.length < MIN_BYTES) continue;
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      walk(outDir);
    },
  };
}
