import { z } from 'zod';

/**
 * A trimmed string that must not be empty. Missing and blank input both give `message`, and
 * nothing after it runs, so a blank field shows one message rather than a format error too.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}
