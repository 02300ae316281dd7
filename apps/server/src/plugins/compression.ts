import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer is sent as it is: a compressed copy would save less than its headers
 * cost. The storefront build writes its compressed copies by the same rule (decision 0107).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** br or gzip for HTML, JSON, CSS, JS and SVG (the plugin's default compressible types). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Brotli's default quality (11) costs tens of milliseconds per SSR page; 5 is most of the gain.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
