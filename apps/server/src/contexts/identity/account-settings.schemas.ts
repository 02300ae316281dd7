import {
  emailChangeSchema,
  namePatchSchema,
  passwordChangeSchema,
} from '@grocer/domain/validation/my-details.schema';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '@grocer/domain/validation/password-reset.schema';

/** Request bodies of the password-reset and My details endpoints; unknown fields are refused. */

export const resetRequestBodySchema = forgotPasswordSchema.strict();

export const resetConfirmBodySchema = resetPasswordSchema
  .extend({ token: resetTokenSchema })
  .strict();

export const namePatchBodySchema = namePatchSchema;

export const emailChangeBodySchema = emailChangeSchema.strict();

export const passwordChangeBodySchema = passwordChangeSchema.strict();
