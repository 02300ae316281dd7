import { z } from 'zod';
import { emailSchema } from '../identity/email-address.ts';
import { accountDetailsSchema } from './account.schema.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  mustBeNoMoreThan,
  NEW_PASSWORD_SAME_AS_CURRENT,
} from './messages.ts';
import { newPasswordSchema } from './password-reset.schema.ts';

/**
 * My details (decision 0023): the name, the email address (confirmed with the current
 * password) and the password (current and new). Passwords are never trimmed.
 */

/** As long as sign-in accepts: a current password is only compared, never stored. */
const CURRENT_PASSWORD_MAX = 1024;

const currentPasswordSchema = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(CURRENT_PASSWORD_MAX, mustBeNoMoreThan(CURRENT_PASSWORD_MAX));

/** The name form: title, first and last name, as registration asks for them. */
export const nameChangeSchema = accountDetailsSchema;

/** The name over the API: any of the three, at least one; unknown fields are refused. */
export const namePatchSchema = accountDetailsSchema
  .partial()
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Give at least one of title, firstName and lastName',
  });

export const emailChangeSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: NEW_PASSWORD_SAME_AS_CURRENT,
  });
