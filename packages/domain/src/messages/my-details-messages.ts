/**
 * My details texts (decision 0023). The spec names the page (doc 1 §2 Account; doc 3 §2 account
 * menu 'My details') but shows none of its words: these are ours ("Spec: not shown").
 */

export const MY_DETAILS_TITLE = 'My Details';
export const MY_DETAILS_HEADING = 'My details';
export const NAME_SECTION = 'Your name';
export const EMAIL_SECTION = 'Email address';
export const PASSWORD_SECTION = 'Password';

export const NAME_UPDATED = 'Your name has been updated.';
export const EMAIL_UPDATED = 'Your email address has been updated. Use it to sign in from now on.';
export const PASSWORD_UPDATED =
  "Your password has been changed. We've signed you out on your other devices.";
export const MY_DETAILS_THROTTLED =
  'Too many attempts with your current password. Please wait 15 minutes, then try again.';
export const STAFF_CANNOT_CHANGE_CREDENTIALS =
  "Staff signed on as a customer can't change the customer's email address or password. The customer can change them here, or reset the password by email.";
