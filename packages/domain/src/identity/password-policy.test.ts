import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordProblemMessage,
} from './password-policy.ts';

/** Passwords that are not on the list: a long random tail makes a leaked one vanishingly unlikely. */
const uncommon = (min: number, max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: min, maxLength: max })
    .filter((p) => !isCommonPassword(p));

describe('password policy', () => {
  it('proves any 12 to 128 characters are accepted, with no composition rules', () => {
    fc.assert(
      fc.property(uncommon(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH), (password) => {
        const length = [...password].length;
        fc.pre(length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH);
        expect(passwordProblem(password)).toBeNull();
      }),
    );
    // Only lower-case letters, only spaces, only digits: all fine when long and not common.
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('            ')).toBeNull();
    expect(passwordProblem('839201746512')).toBeNull();
  });

  it('proves length is counted in characters, not bytes or UTF-16 units', () => {
    expect(passwordProblem('🍏'.repeat(11))).toBe('too-short');
    expect(passwordProblem('🍏'.repeat(12))).toBeNull();
    expect(passwordProblem('é'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('é'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too-long');
  });

  it('proves shorter than 12 or longer than 128 is refused, with the spec length messages', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        fc.pre([...password].length < PASSWORD_MIN_LENGTH);
        expect(passwordProblem(password)).toBe('too-short');
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: PASSWORD_MAX_LENGTH + 1, maxLength: 400 }), (password) => {
        fc.pre([...password].length > PASSWORD_MAX_LENGTH);
        expect(passwordProblem(password)).toBe('too-long');
      }),
    );
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblemMessage('too-short')).toBe('Must be at least 12 characters');
    expect(passwordProblemMessage('too-long')).toBe('Must be no more than 128 characters');
    expect(passwordProblemMessage('required')).toBe('Please enter your password');
  });

  it('proves a common password is refused in any case, however long', () => {
    for (const password of ['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y', 'leavemealone']) {
      expect(passwordProblem(password)).toBe('common');
    }
    expect(passwordProblemMessage('common')).toMatch(/too common/);
  });

  it('proves the email address itself is refused as a password', () => {
    const email = 'jane.marsh.home@example.com';
    expect(passwordProblem('Jane.Marsh.Home@example.com', { email })).toBe('is-email');
    expect(passwordProblem('jane.marsh.home', { email })).toBe('is-email');
    expect(passwordProblem('jane.marsh.home', { email: 'someone@example.com' })).toBeNull();
  });
});
