/**
 * Sign-in, registration and sign-out texts (spec doc 1 §2 Authentication, §8). The spec shows
 * only 'Error logging out'; the rest are ours ("Spec: not shown").
 */

// Spec: doc 3 §8, logout failure.
export const LOGOUT_ERROR = 'Error logging out';
// Spec: not shown.
export const LOGOUT_ERROR_TEXT = "We couldn't sign you out just now. Please try again.";
// Spec: not shown.
export const LOGOUT_CONFIRM_TEXT = 'Do you want to sign out of your account?';

// Spec: not shown. The same text for an unknown email and a wrong password.
export const SIGN_IN_FAILED = 'Your email address or password is incorrect. Please try again.';
// Spec: not shown (THROTTLE_LOGIN_ERROR).
export const SIGN_IN_THROTTLED =
  'Too many attempts to sign in. Please wait a minute, then try again.';
// Spec: not shown (HARD_LOCKED).
export const ACCOUNT_HARD_LOCKED =
  "Your account has been locked to keep it safe. Please reset your password or call customer care and we'll unlock it.";
// Spec: not shown (the forgot-password-locked page after SOFT_LOCKED).
export const ACCOUNT_SOFT_LOCKED_TITLE = 'Your account is temporarily locked';
export const ACCOUNT_SOFT_LOCKED_TEXT =
  "After several unsuccessful attempts to sign in, we've locked your account to keep it safe. Reset your password to unlock it now, or try again in 30 minutes.";

// Spec: not shown. Deliberately the same whether or not the address has an account (decision 0021).
export const REGISTRATION_EMAIL_UNAVAILABLE =
  "We couldn't register this email address. If you already have an account, sign in or reset your password.";
// Spec: not shown.
export const REGISTRATION_EXPIRED = 'Your registration timed out. Please enter your details again.';
// Spec: not shown.
export const REGISTRATION_THROTTLED =
  'Too many registrations from your connection. Please try again later.';
// Spec: not shown.
export const REGISTRATION_SUCCESS_TITLE = 'Your account has been created';
// Spec: not shown.
export const SIGNED_IN_TITLE = "You're signed in";
