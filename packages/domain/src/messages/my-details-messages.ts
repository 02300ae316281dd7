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
export const EMAIL_UPDATED =
  "Your email address has been updated. Use it to sign in from now on. We've told your old address and signed you out on your other devices.";
export const PASSWORD_UPDATED =
  "Your password has been changed. We've signed you out on your other devices.";
export const MY_DETAILS_THROTTLED =
  'Too many attempts with your current password. Please wait 15 minutes, then try again.';
export const STAFF_CANNOT_CHANGE_CREDENTIALS =
  "Staff signed on as a customer can't change the customer's email address or password. The customer can change them here, or reset the password by email.";

/**
 * The email sent to the OLD address when the email address changes (decision 0053; the spec has
 * no such email, so these words are ours). It does not name the new address: whoever reads the
 * old mailbox need not learn it. `brandName` and `customerCarePhone` are the white-label settings.
 */
export function emailChangedNotice(site: { brandName: string; customerCarePhone: string }) {
  return {
    subject: `The email address for your ${site.brandName} account has changed`,
    changed: `The email address you sign in to your ${site.brandName} account with has just been changed. We're letting you know at your old address, which we won't use for your account any more.`,
    signedOut: "We've signed you out on your other devices. Sign in there with your new address.",
    ifItWasYou: "If you made this change, you don't need to do anything.",
    ifNot: `If you didn't, call us straight away on ${site.customerCarePhone} so we can secure your account.`,
  };
}
