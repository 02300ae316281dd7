import { dictionary } from '@zxcvbn-ts/language-common';
import {
  mustBeAtLeast,
  mustBeNoMoreThan,
  PASSWORD_CONTAINS_EMAIL,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_COMMON,
} from '../validation/messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-rules.ts';
import { normaliseEmail } from './email-address.ts';

/**
 * Password policy for new passwords (NIST SP 800-63B, as the identity issue asks): 12 to 128
 * characters, any characters, no composition rules, and not a commonly used password. Length is
 * counted in Unicode code points, so an emoji or an accented letter counts once.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export type PasswordProblem = 'required' | 'too-short' | 'too-long' | 'common' | 'is-email';

let common: ReadonlySet<string> | null = null;

/** The zxcvbn-ts list of about 49,000 leaked passwords (lower case), built on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Whether a password is on the common-passwords list, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(
  password: string,
  context: { email?: string } = {},
): PasswordProblem | null {
  if (password === '') return 'required';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const email = context.email === undefined ? undefined : normaliseEmail(context.email);
  if (email) {
    const lower = password.toLowerCase();
    const localPart = email.split('@')[0] ?? '';
    if (lower === email || (localPart.length >= PASSWORD_MIN_LENGTH && lower === localPart)) {
      return 'is-email';
    }
  }
  if (isCommonPassword(password)) return 'common';
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'required':
      return PASSWORD_REQUIRED;
    case 'too-short':
      return mustBeAtLeast(PASSWORD_MIN_LENGTH);
    case 'too-long':
      return mustBeNoMoreThan(PASSWORD_MAX_LENGTH);
    case 'common':
      return PASSWORD_TOO_COMMON;
    case 'is-email':
      return PASSWORD_CONTAINS_EMAIL;
  }
}
