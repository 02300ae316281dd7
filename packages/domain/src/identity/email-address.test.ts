import { describe, expect, it } from 'vitest';
import { emailSchema } from './email-address.ts';

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
});
