/** Staff console and staff sign-on texts (spec doc 1 §1, §3; doc 2 §6; doc 3 §2). */

export const RETURN_TO_ADMIN = 'Return to admin';
export const SIGN_ON_AS_CUSTOMER = 'Sign on as customer';

export const STAFF_CONSOLE_TITLE = 'Staff console';
export const STAFF_SIGN_IN_TITLE = 'Staff sign in';
export const STAFF_SIGN_IN_FAILED = 'The email or password is not right for a staff account.';
/** A run of failed sign-ins locked the email (the shoppers' soft and hard locks, decision 0021). */
export const STAFF_SIGN_IN_LOCKED =
  'This account is locked after too many failed sign-ins. Try again later, or reset its password.';
/** Too many attempts from this address or at this email just now. */
export function staffSignInThrottled(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
export const STAFF_SIGN_OUT = 'Sign out of the console';
export const STAFF_ONLY_TITLE = 'This page is for staff';
export const STAFF_ONLY_TEXT =
  'You are signed in as a customer. The staff console needs a staff account.';

export const CUSTOMER_SEARCH_TITLE = 'Find a customer';
export const CUSTOMER_SEARCH_EMPTY = 'Enter an email, a name or an order number.';
export const CUSTOMER_SEARCH_NO_MATCH = 'No customers match.';
/** Orders arrive with the checkout issue; until then the field is accepted and says so. */
export const ORDER_SEARCH_NOT_AVAILABLE =
  'Searching by order number is not available yet: there are no orders to search.';
export const CUSTOMER_NOT_FOUND = 'There is no customer with that number.';
export const AUDIT_LOG_TITLE = 'Staff actions';
export const AUDIT_LOG_EMPTY = 'No staff actions yet.';

/**
 * Saving and restoring a customer's broken trolley (spec doc 1 §1, §4; doc 2 §1 and its modal
 * list "Broken trolley: confirm fix, saving failed, restoring failed, confirm restore"). The
 * spec names the modals; their texts are ours (decision 0033).
 */
export const STAFF_TROLLEY_TITLE = 'Staff: broken trolley';
export const SAVE_BROKEN_TROLLEY = 'Save broken trolley';
export const RESTORE_SAVED_TROLLEY = 'Restore saved trolley';
export const SAVE_BROKEN_TROLLEY_HINT =
  "If the customer's trolley is stuck, save it aside: the trolley is cleared and you can restore it once the customer has signed in again.";

/** "1 item", "2 items": how the staff texts and the audit log count a trolley's lines. */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Spec: "confirm fix", asked before the trolley is saved aside and cleared. */
export const CONFIRM_FIX = {
  title: 'Fix broken trolley?',
  text: (count: number) =>
    `The ${itemCount(count)} in this trolley will be saved aside and the trolley cleared. You will return to the staff console, and the customer will need to sign in again.`,
  confirm: SAVE_BROKEN_TROLLEY,
  cancel: 'Cancel',
} as const;

/** Spec: "saving failed". The service's reason is shown beneath the text. */
export const SAVING_FAILED = {
  title: 'Saving failed',
  text: 'The trolley has not been saved, and nothing in it has changed.',
  close: 'Close',
} as const;

/** Spec: "confirm restore", asked before the saved lines go back in the trolley. */
export const CONFIRM_RESTORE = {
  title: 'Restore saved trolley?',
  text: (count: number, savedAt: string) =>
    `The ${itemCount(count)} saved on ${savedAt} will go back in this trolley. Items the customer has added since keep their quantities.`,
  confirm: RESTORE_SAVED_TROLLEY,
  cancel: 'Cancel',
} as const;

/** Spec: "restoring failed". The service's reason is shown beneath the text. */
export const RESTORING_FAILED = {
  title: 'Restoring failed',
  text: 'The saved trolley has not been restored; it is still waiting.',
  close: 'Close',
} as const;

/** The console's confirmation after a save (on the customer's page). */
export const trolleySavedNotice = (count: number) =>
  `Trolley saved: ${itemCount(count)} kept aside and the trolley cleared. The customer must sign in again; sign on as them to restore it.`;
/** The console customer page: a saved trolley is waiting to be restored. */
export const SAVED_TROLLEY_WAITING_TITLE = 'Saved trolley waiting';
export const savedTrolleyWaiting = (count: number, savedAt: string) =>
  `${itemCount(count)} saved on ${savedAt}. Sign on as the customer and open My Trolley to restore it.`;
/** The trolley page's snackbar after a restore. */
export const trolleyRestoredNotice = (count: number) =>
  count === 0
    ? 'Saved trolley restored: its items were already in the trolley.'
    : `Saved trolley restored: ${itemCount(count)} put back in the trolley.`;
export const SAVED_TROLLEY_NONE = 'No saved trolley is waiting for this customer.';
/** My Trolley's staff panel. */
export const savedTrolleyReady = (count: number, savedAt: string) =>
  `A saved trolley is waiting: ${itemCount(count)} saved on ${savedAt}.`;
export const NOTHING_TO_SAVE = 'The trolley is empty: there is nothing to save.';
export const RESTORE_BEFORE_SAVING = 'Restore the saved trolley before saving another.';

/**
 * The console's home (decision 0058): the money invariants' counts and the money workflows left
 * in progress past their lease, each with "Run recovery". The spec is silent; these are ours.
 */
export const MONEY_CONSOLE_TEXT = {
  homeTitle: 'Console home',
  invariantsTitle: 'Money checks',
  invariantsHelp: (leaseSeconds: number) =>
    `Each check counts what must always hold between orders, slots, gift cards, vouchers and card payments. Work younger than ${leaseSeconds} seconds is still in flight and is not counted.`,
  allHold: 'Every check holds.',
  violated: (count: number) =>
    `${count} ${count === 1 ? 'check is' : 'checks are'} violated. See "Checking money invariants" in the README for what to do.`,
  stuckTitle: 'Workflows left in progress',
  stuckHelp:
    'A workflow that has not moved for a lease is settled by the recovery sweep on its own. Run recovery to settle one now: it is finished where its step is known to have happened, and undone otherwise.',
  noneStuck: 'No money workflow is left in progress.',
  runRecovery: 'Run recovery',
  recovered: (kind: string, orderId: string, how: string) =>
    `Recovery ran for the ${kind} of order ${orderId}: ${how.replace('-', ' ')}.`,
  notStuck: 'That workflow is no longer left in progress: it was settled meanwhile.',
} as const;
