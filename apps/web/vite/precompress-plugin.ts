import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: the server compresses the same types (compression.ts). */
export const PRECOMPRESSED_TYPES = /\.(js|css|svg|json|txt|xml|html)$/;
/** Below this a compressed copy saves less than its headers cost (the server's threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each file of the
 * storefront's client build worth compressing (decision 0107). The server sends the copy the
 * browser accepts (@fastify/static's `preCompressed`), so a script or an icon is compressed
 * once, at build time and at the highest quality, rather than on every request at the quality a
 * request can afford (brotli 5): about 7% fewer bytes, and no compression on the server's main
 * thread for files that never change.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'grocer:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      await precompressDirectory(options.dir);
    },
  };
}

/** Compresses every file worth it under `directory` (what the plugin runs; exported for tests). */
export async function precompressDirectory(directory: string): Promise<number> {
  const files = await filesUnder(directory);
  let written = 0;
  await Promise.all(
    files
      .filter((file) => PRECOMPRESSED_TYPES.test(file))
      .map(async (file) => {
        if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        written += 1;
      }),
  );
  return written;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
