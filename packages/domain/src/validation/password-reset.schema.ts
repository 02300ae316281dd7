import { z } from 'zod';
import { emailSchema } from '../identity/email-address.ts';
import { passwordProblem, passwordProblemMessage } from '../identity/password-policy.ts';
import { NEW_PASSWORD_REQUIRED } from './messages.ts';

/**
 * Forgot-password and reset-password forms (decision 0023). Passwords are never trimmed. The
 * policy is checked here without the account's email (the form does not know it); the service
 * checks it again with the email.
 */

/** A new password that meets the policy; a blank one asks for the new password by name. */
export const newPasswordSchema = z
  .string({ error: NEW_PASSWORD_REQUIRED })
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem === 'required' ? NEW_PASSWORD_REQUIRED : passwordProblemMessage(problem),
      });
    }
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * The token from the emailed link: bounded, and otherwise left to the server's records to judge
 * (an unknown token is an expired link, never a format error that tells tokens apart).
 */
export const resetTokenSchema = z.string().min(1).max(200);

export const resetPasswordSchema = z.object({ password: newPasswordSchema });
