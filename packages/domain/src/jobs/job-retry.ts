/**
 * When a background job that failed runs again (decision 0043): waits grow 15 s, 1 min, 4 min,
 * 16 min… up to an hour; after `maxAttempts` tries the job is given up (FAILED, kept to be seen).
 */

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export function jobRetryAt(attemptsMade: number, maxAttempts: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) {
    throw new RangeError(`attemptsMade must be a positive integer, got ${attemptsMade}`);
  }
  if (attemptsMade >= maxAttempts) return null;
  const wait = Math.min(FIRST_RETRY_MS * 4 ** (attemptsMade - 1), LONGEST_RETRY_MS);
  return new Date(failedAt.getTime() + wait);
}
