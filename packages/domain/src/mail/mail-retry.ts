/**
 * When an email that failed to send is tried again. Failures are usually a mail server that is
 * busy or briefly down, so waits grow (30 s, 2 min, 8 min, 32 min) and the message is given up
 * after MAX_MAIL_ATTEMPTS, about three quarters of an hour after it was first tried.
 */

export const MAX_MAIL_ATTEMPTS = 5;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The next try after `attemptsMade` failed tries, or null when the message should be given up. */
export function mailRetryAt(attemptsMade: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) {
    throw new RangeError(`attemptsMade must be a positive integer, got ${attemptsMade}`);
  }
  if (attemptsMade >= MAX_MAIL_ATTEMPTS) return null;
  const wait = Math.min(FIRST_RETRY_MS * 4 ** (attemptsMade - 1), LONGEST_RETRY_MS);
  return new Date(failedAt.getTime() + wait);
}
