import { describe, expect, it } from 'vitest';
import { fieldErrors } from './account.schema.ts';
import {
  emailChangeSchema,
  nameChangeSchema,
  namePatchSchema,
  passwordChangeSchema,
} from './my-details.schema.ts';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset.schema.ts';

const errorsOf = (result: { error?: import('zod').ZodError }) =>
  result.error ? fieldErrors(result.error) : {};

const GOOD = 'hedgerow marmalade 42';

describe('my details forms', () => {
  it('proves a new email is normalised and needs the current password', () => {
    expect(emailChangeSchema.parse({ email: ' New@Example.COM ', password: ' x ' })).toEqual({
      email: 'new@example.com',
      password: ' x ',
    });
    expect(errorsOf(emailChangeSchema.safeParse({ email: 'not-an-email', password: '' }))).toEqual({
      email: 'Invalid email address',
      password: 'Please enter your current password',
    });
  });

  it('proves a password change needs the current password and a new one that meets the policy and differs', () => {
    expect(
      errorsOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: '' })),
    ).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'Please enter your new password',
    });
    expect(
      errorsOf(passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: 'short' })),
    ).toEqual({ newPassword: 'Must be at least 12 characters' });
    expect(
      errorsOf(
        passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: 'password1234' }),
      ),
    ).toEqual({
      newPassword: 'This password is too common and easy to guess. Please choose another',
    });
    expect(
      errorsOf(passwordChangeSchema.safeParse({ currentPassword: GOOD, newPassword: GOOD })),
    ).toEqual({ newPassword: 'Your new password must be different from your current password' });
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: GOOD }).success,
    ).toBe(true);
  });

  it('proves the name uses the spec named-field messages', () => {
    expect(
      errorsOf(nameChangeSchema.safeParse({ title: '', firstName: ' ', lastName: 'Smith<' })),
    ).toEqual({
      title: 'Please select your title',
      firstName: 'Please enter your first name',
      lastName: 'Invalid last name',
    });
  });

  it('proves the API name patch takes any of the fields, at least one, and nothing else', () => {
    expect(namePatchSchema.parse({ firstName: ' Zoë ' })).toEqual({ firstName: 'Zoë' });
    expect(namePatchSchema.safeParse({}).success).toBe(false);
    expect(namePatchSchema.safeParse({ firstName: 'Ann', email: 'a@b.co' }).success).toBe(false);
  });
});

describe('password reset forms', () => {
  it('proves the email is normalised and the new password meets the policy', () => {
    expect(forgotPasswordSchema.parse({ email: 'Ann@Example.com' })).toEqual({
      email: 'ann@example.com',
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ password: '' }))).toEqual({
      password: 'Please enter your new password',
    });
    expect(resetPasswordSchema.parse({ password: ` ${GOOD} ` })).toEqual({ password: ` ${GOOD} ` });
  });
});
