import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** The body as the client reads it: decompressed when the answer is (a long refusal may be). */
export function responseText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '').trim();
  const raw = response.rawPayload;
  // A HEAD answer names its encoding but carries no body to decode.
  if (raw.length === 0) return '';
  switch (encoding) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    case 'zstd':
      return zstdDecompressSync(raw).toString('utf8');
    default:
      return response.body;
  }
}
