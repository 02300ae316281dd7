import { describe, expect, it } from 'vitest';
import { emailSchema, isEmailAddress } from './email-address.ts';

describe('email address', () => {
  it('proves addresses are trimmed and lower-cased, so one account matches any case typed', () => {
    expect(emailSchema.parse('  Jane.Marsh@Example.COM ')).toBe('jane.marsh@example.com');
  });

  it('proves blank and malformed addresses get the named-field messages', () => {
    const message = (value: string) => emailSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter your email address');
    expect(message('   ')).toBe('Please enter your email address');
    for (const bad of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'ja ne@example.com',
      `${'a'.repeat(250)}@x.co`,
    ]) {
      expect(message(bad)).toBe('Invalid email address');
    }
  });

  it('proves everyday addresses pass, with the characters a browser email field allows', () => {
    for (const good of [
      'jane.marsh@example.com',
      'jane+groceries@example.co.uk',
      "o'brien@example.com",
      'j_smith-2@mail.example.org',
      'orders=shop/x!#$%&*?^`{|}~@example.com',
      'a@b.co',
      'shop@xn--caf-dma.fr',
      `${'a'.repeat(64)}@example.com`,
    ]) {
      expect(isEmailAddress(good), good).toBe(true);
    }
  });

  it('proves an address the shop could not send mail to is refused', () => {
    for (const bad of [
      // Non-ASCII letters need SMTPUTF8, which the shop's mail does not use.
      'josé@example.com',
      'jane@café.fr',
      // A mail library reads these as two recipients, or as a display name.
      'jane,bob@example.com',
      'jane;bob@example.com',
      'jane<bob>@example.com',
      '"jane"@example.com',
      // Dots only between characters.
      'jane..marsh@example.com',
      '.jane@example.com',
      'jane.@example.com',
      'jane@example..com',
      'jane@-example.com',
      'jane@example-.com',
      // A one-letter or numeric top-level domain, or none.
      'jane@example.c',
      'jane@example.123',
      'jane@localhost',
      'jane@@example.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});
