import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|woff)$/;
// Below this a compressed copy saves too little to be worth a file (HTTP headers alone are a few hundred bytes).
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes .br and .gz beside every compressible asset once, at build time, so the API serves them with
 * @fastify/static's preCompressed option instead of compressing on every request. Brotli at its best quality
 * is slow (≈ 5 s for the whole app on one core): the files are compressed on zlib's thread pool, as many at
 * once as there are cores, so a first `npm start` waits for it as little as the machine allows.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'adportal:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      const compress = async (path: string) => {
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipped(content, { level: 9 }),
        ]);
        // A copy no smaller than the file is not written: the file itself is then sent.
        await Promise.all([
          br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
          gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
        ]);
      };
      const queue = [...files];
      const worker = async () => {
        for (let path = queue.pop(); path !== undefined; path = queue.pop()) await compress(path);
      };
      await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
    },
  };
}
