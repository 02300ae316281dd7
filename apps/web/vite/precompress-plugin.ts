import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '@grocer/server/plugins/compression';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files a client build holds (scripts, stylesheets, icons, and any JSON or XML). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

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

/** Writes the two compressed copies of every text file of `COMPRESSION_THRESHOLD_BYTES` or more. */
async function precompressDirectory(directory: string): Promise<void> {
  const files = (await filesUnder(directory)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < COMPRESSION_THRESHOLD_BYTES) return;
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
    }),
  );
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
