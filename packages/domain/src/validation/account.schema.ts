import { z } from 'zod';
import { TITLES, type Title } from '../identity/account-rules.ts';
import { emailSchema } from '../identity/email-address.ts';
import { passwordProblem, passwordProblemMessage } from '../identity/password-policy.ts';
import { mustBeNoMoreThan, PASSWORD_REQUIRED, TITLE_REQUIRED } from './messages.ts';
import { namedFieldSchema } from './text-field.schema.ts';

/**
 * Sign-in and registration forms (spec doc 1 §2 Authentication). Passwords are never trimmed:
 * every character typed is part of the password.
 */

/** Sign-in checks only that a password was typed; the policy applies to new passwords. */
const SIGN_IN_PASSWORD_MAX = 1024;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(SIGN_IN_PASSWORD_MAX, mustBeNoMoreThan(SIGN_IN_PASSWORD_MAX)),
});

const newAccountFields = { email: emailSchema, password: z.string({ error: PASSWORD_REQUIRED }) };

/** The password policy, given the email it must not equal. */
function checkNewPassword(
  value: { email: string; password: string },
  ctx: z.RefinementCtx<{ email: string; password: string }>,
) {
  const problem = passwordProblem(value.password, { email: value.email });
  if (problem) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: passwordProblemMessage(problem) });
  }
}

/** Registration step 1: an email address and a new password that meets the policy. */
export const newAccountSchema = z.object(newAccountFields).superRefine(checkNewPassword);

export { TITLES, type Title };

const NAME_MAX = 50;

/** Registration step 2 (account details). */
export const accountDetailsSchema = z.object({
  title: z.enum(TITLES, { error: TITLE_REQUIRED }),
  firstName: namedFieldSchema('first name').max(NAME_MAX, mustBeNoMoreThan(NAME_MAX)),
  lastName: namedFieldSchema('last name').max(NAME_MAX, mustBeNoMoreThan(NAME_MAX)),
});

/** Both registration steps in one (the REST API); unknown fields are refused. */
export const registrationSchema = z
  .object({ ...newAccountFields, ...accountDetailsSchema.shape })
  .strict()
  .superRefine(checkNewPassword);

/** Field → first message, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
