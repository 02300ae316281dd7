import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
/** Nonces drawn from one fill of the pool. */
const NONCES_PER_FILL = 256;

/**
 * Content-Security-Policy nonces (16 random bytes, base64), one per response. The bytes come from
 * a pool filled from the system's CSPRNG 4 kB at a time, as `randomUUID` does, and each slice is
 * handed out once: `randomBytes(16)` per response was one system call per request and 4% of the
 * server's CPU under the getTrolley bench (issue 22).
 */
export function createNonceSource(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let next = NONCES_PER_FILL;
  return () => {
    if (next === NONCES_PER_FILL) {
      randomFillSync(pool);
      next = 0;
    }
    const start = next * NONCE_BYTES;
    next += 1;
    return pool.toString('base64', start, start + NONCE_BYTES);
  };
}
