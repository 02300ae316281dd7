import { EMAIL_REQUIRED, INVALID_EMAIL } from '../validation/messages.ts';
import { requiredText } from '../validation/required-text.ts';

/** RFC 5321 limits a forward path to 254 characters… */
export const EMAIL_MAX_LENGTH = 254;
/** …and the part before the @ to 64. */
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * The part before the @: the characters a browser's email field accepts (RFC 5322 atoms), in
 * dot-separated runs, so no leading, trailing or doubled dot. ASCII only: the shop's mail goes
 * out without SMTPUTF8, so an address with other letters could never be sent to (decision 0053).
 * No spaces, quotes, commas, semicolons or angle brackets, which a mail library would read as
 * several recipients or a display name.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label: letters, digits and hyphens, 1 to 63, not starting or ending with a hyphen. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: letters (`uk`, `com`), or an internationalised one in its `xn--` form. */
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * The one rule for what an email address is (decision 0053): `local@domain.tld` that the shop
 * can send mail to. Registration, My details, sign-in, password reset and the mail outbox all
 * judge an address by this, so no address is taken that mail would then refuse. Deliverability
 * (that the mailbox exists) is not checked here.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    local.length <= LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/** Accounts are matched on the lower-cased address, whatever case the shopper types. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A form's or a request's email field: required, then the one rule, then normalised. */
export const emailSchema = requiredText(EMAIL_REQUIRED)
  .refine(isEmailAddress, INVALID_EMAIL)
  .transform(normaliseEmail);
