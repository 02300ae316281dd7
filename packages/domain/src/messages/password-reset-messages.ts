import { PASSWORD_RESET_TTL_MS } from '../identity/password-reset.ts';

/**
 * Forgot-password and reset-password texts (decision 0023). The spec names the pages (doc 1 §2:
 * forgot-password, its expired, locked and success pages; reset-password and its success page)
 * but shows none of their words: all of these are ours ("Spec: not shown").
 */

const LINK_MINUTES = PASSWORD_RESET_TTL_MS / 60_000;

export const FORGOT_PASSWORD_HEADING = 'Forgot your password?';
export const FORGOT_PASSWORD_INTRO =
  "Enter the email address of your account and we'll email you a link to choose a new password.";
export const FORGOT_PASSWORD_SUBMIT = 'Email me a link';
// Deliberately the same whether or not the address has an account.
export const FORGOT_PASSWORD_SENT_TITLE = 'Check your email';
export const FORGOT_PASSWORD_SENT_TEXT = `If there's an account for that email address, we've sent it a link to reset your password. The link works once, within ${LINK_MINUTES} minutes.`;
export const FORGOT_PASSWORD_SENT_HINT =
  'Nothing arrived? Check your spam folder, or ask for another link in a few minutes.';
export const FORGOT_PASSWORD_THROTTLED =
  'Too many password reset requests from your connection. Please try again later.';

export const RESET_LINK_EXPIRED_TITLE = 'This link has expired';
export const RESET_LINK_EXPIRED_TEXT = `Password reset links work once, within ${LINK_MINUTES} minutes of being sent. Ask for a new one and use the latest email.`;
export const REQUEST_NEW_LINK = 'Ask for a new link';

export const RESET_PASSWORD_HEADING = 'Choose a new password';
export const RESET_PASSWORD_SUBMIT = 'Reset password';
export const RESET_PASSWORD_SUCCESS_TITLE = 'Your password has been reset';
export const RESET_PASSWORD_SUCCESS_TEXT =
  "For your security we've signed your account out everywhere. Sign in with your new password.";

/** The locked page's way out (decision 0021: a reset clears the lock). */
export const RESET_YOUR_PASSWORD = 'Reset your password';
