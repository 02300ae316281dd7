import { signInSchema } from '@grocer/domain/validation/account.schema';
import { z } from 'zod';

export { registrationSchema } from '@grocer/domain/validation/account.schema';

export const signInBodySchema = signInSchema.strict();

/** The spec's logout is form-encoded with a csrf field; a JSON or empty body is fine too. */
export const csrfOnlyBodySchema = z
  .object({ csrf: z.string().max(100).optional() })
  .strict()
  .optional()
  .nullable();
