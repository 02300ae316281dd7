import { NO_RETRY_AFTER_ERROR } from '../messages/ui-messages.ts';

/** Spec doc 1 §8, §9: a 503 with Retry-After up to 30 s is awaited and retried. */
export const RETRY_AFTER_MAX_MS = 30_000;

export type ServiceUnavailableDecision =
  | { kind: 'retry'; waitMs: number }
  | { kind: 'raise'; message: string };

/**
 * What a client does with a 503 (spec doc 1 §8): with Retry-After (seconds or an HTTP date) of
 * at most 30 s it waits and retries; without one it raises '503 with no retry-after returned';
 * longer, it raises too.
 */
export function serviceUnavailableDecision(
  retryAfter: string | null,
  now: Date,
): ServiceUnavailableDecision {
  const value = retryAfter?.trim() ?? '';
  if (value === '') return { kind: 'raise', message: NO_RETRY_AFTER_ERROR };
  let waitMs: number;
  if (/^\d+$/.test(value)) {
    waitMs = Number(value) * 1000;
  } else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return { kind: 'raise', message: NO_RETRY_AFTER_ERROR };
    waitMs = Math.max(0, at - now.getTime());
  }
  if (waitMs > RETRY_AFTER_MAX_MS) {
    return { kind: 'raise', message: `503 with retry-after over ${RETRY_AFTER_MAX_MS / 1000} s` };
  }
  return { kind: 'retry', waitMs };
}
