import { describe, expect, it } from 'vitest';
import {
  accountDetailsSchema,
  fieldErrors,
  newAccountSchema,
  signInSchema,
} from './account.schema.ts';

const errorsOf = (result: { error?: import('zod').ZodError }) =>
  result.error ? fieldErrors(result.error) : {};

describe('sign-in form', () => {
  it('proves the email is normalised and the password kept exactly as typed', () => {
    expect(signInSchema.parse({ email: ' Jane@Example.com', password: ' pass word ' })).toEqual({
      email: 'jane@example.com',
      password: ' pass word ',
    });
  });

  it('proves blank fields get the spec named-field messages', () => {
    expect(errorsOf(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
  });
});

describe('registration forms', () => {
  it('proves a new password must meet the policy and must not be the email', () => {
    expect(
      errorsOf(newAccountSchema.safeParse({ email: 'a@example.com', password: 'short' })),
    ).toEqual({ password: 'Must be at least 12 characters' });
    expect(
      errorsOf(newAccountSchema.safeParse({ email: 'a@example.com', password: 'qwerty123456' })),
    ).toEqual({ password: expect.stringMatching(/too common/) });
    expect(
      errorsOf(
        newAccountSchema.safeParse({
          email: 'jane.marsh.home@example.com',
          password: 'JANE.MARSH.HOME@example.com',
        }),
      ),
    ).toEqual({ password: 'Your password must not be your email address' });
    expect(
      newAccountSchema.safeParse({ email: 'a@example.com', password: 'hedgerow marmalade' })
        .success,
    ).toBe(true);
  });

  it('proves account details need a listed title and valid names', () => {
    expect(
      errorsOf(accountDetailsSchema.safeParse({ title: 'Lord', firstName: ' ', lastName: 'M<' })),
    ).toEqual({
      title: 'Please select your title',
      firstName: 'Please enter your first name',
      lastName: 'Invalid last name',
    });
    expect(
      accountDetailsSchema.parse({ title: 'Mx', firstName: ' Zoë ', lastName: "O'Neill" }),
    ).toEqual({ title: 'Mx', firstName: 'Zoë', lastName: "O'Neill" });
  });
});
