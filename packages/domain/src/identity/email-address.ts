import { EMAIL_REQUIRED, INVALID_EMAIL } from '../validation/messages.ts';
import { requiredText } from '../validation/required-text.ts';

/** RFC 5321 limits a forward path to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * One rule for what an email address is: something@something.tld, no spaces, at most 254
 * characters. Deliverability is not checked here (that is the job of a confirmation email).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Accounts are matched on the lower-cased address, whatever case the shopper types. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = requiredText(EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
  .regex(EMAIL_SHAPE, INVALID_EMAIL)
  .transform(normaliseEmail);
