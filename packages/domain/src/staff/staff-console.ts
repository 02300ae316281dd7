import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../identity/email-address.ts';
import type { Identity, Permission } from '../identity/identity.ts';
import { itemCount } from '../messages/staff-messages.ts';

/**
 * The staff console's rules (decision 0022). The console lives in the storefront app under
 * /ecom/admin; a staff member's console session travels in its own cookie, scoped to that path,
 * so signing on as a customer (which replaces the storefront `session` cookie) leaves it intact.
 */

/** Where the console is mounted, in the storefront's URL space; `/admin` redirects here. */
export const STAFF_CONSOLE_PATH = '/ecom/admin';

/** The staff member's console session: HttpOnly, SameSite=Strict, Path=/ecom/admin. */
export const STAFF_SESSION_COOKIE = 'staff-session';

/**
 * Set beside the storefront session while staff are signed on as a customer, readable by
 * scripts: it only tells the header to ask the server (which decides) whether to show 'Return
 * to admin', so other visitors' pages make no such request.
 */
export const STAFF_SIGN_ON_HINT_COOKIE = 'staff-sign-on';

/** What opening a console page needs. */
export const CONSOLE_PERMISSION: Permission = 'staff:view-customers';

/** Staff in the console: a signed-in principal holding the console permission. */
export function isConsoleStaff(identity: Pick<Identity, 'permissions' | 'principalId'>): boolean {
  return identity.principalId > 0 && identity.permissions.includes(CONSOLE_PERMISSION);
}

export type ConsoleAccess = 'staff' | 'forbidden' | 'sign-in';

/**
 * Who may open the console: a console session whose principal has the console permission. A
 * session without it (a customer's), or a signed-in customer's storefront session with no console
 * session, is refused (403); anyone else is asked to sign in as staff.
 */
export function consoleAccess(
  consoleSession: Pick<Identity, 'permissions' | 'principalId'> | null,
  storefront: Pick<Identity, 'permissions' | 'principalId'>,
): ConsoleAccess {
  if (consoleSession !== null && consoleSession.principalId > 0) {
    return consoleSession.permissions.includes(CONSOLE_PERMISSION) ? 'staff' : 'forbidden';
  }
  // Staff whose console session has ended (even while signed on as a customer) sign in again.
  if (storefront.principalId > 0 && !storefront.permissions.includes(CONSOLE_PERMISSION)) {
    return 'forbidden';
  }
  return 'sign-in';
}

/** Staff actions on a customer that the audit log records. */
export const STAFF_AUDIT_ACTIONS = [
  'signed-on',
  'returned',
  'trolley-saved',
  'trolley-restored',
  'address-added',
  'address-changed',
  'address-deleted',
  'contact-address-changed',
  'name-changed',
  'marketing-preferences-changed',
  'order-fulfilment-started',
  'order-picked',
  'order-completed',
  'money-workflow-recovered',
  // The customer care inbox (decision 0076), for a message a signed-in shopper sent.
  'customer-care-handled',
  'customer-care-replied',
  // Shopping lists (decision 0081), changed by staff signed on as the customer.
  'shopping-list-created',
  'shopping-list-renamed',
  'shopping-list-deleted',
  'shopping-list-changed',
  // Loyalty (decision 0086), by staff signed on as the customer.
  'loyalty-joined',
  'loyalty-card-linked',
  'loyalty-left',
  'loyalty-replacement-card-ordered',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

const AUDIT_ACTION_LABELS: Record<StaffAuditAction, string> = {
  'signed-on': 'Signed on as customer',
  returned: 'Returned to admin',
  'trolley-saved': 'Saved broken trolley',
  'trolley-restored': 'Restored saved trolley',
  'address-added': 'Added an address',
  'address-changed': 'Changed an address',
  'address-deleted': 'Deleted an address',
  'contact-address-changed': 'Changed the contact address',
  'name-changed': "Changed the customer's name",
  'marketing-preferences-changed': "Changed the customer's marketing preferences",
  'order-fulfilment-started': 'Started fulfilment of an order',
  'order-picked': 'Picked an order',
  'order-completed': 'Completed an order',
  'money-workflow-recovered': 'Ran recovery for a money workflow',
  'customer-care-handled': 'Marked a customer care message handled',
  'customer-care-replied': 'Replied to a customer care message',
  'shopping-list-created': 'Made a shopping list',
  'shopping-list-renamed': 'Renamed a shopping list',
  'shopping-list-deleted': 'Deleted a shopping list',
  'shopping-list-changed': "Changed a shopping list's items",
  'loyalty-joined': 'Joined the loyalty scheme',
  'loyalty-card-linked': 'Linked a loyalty card',
  'loyalty-left': 'Left the loyalty scheme',
  'loyalty-replacement-card-ordered': 'Ordered a replacement loyalty card',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as StaffAuditAction] ?? action;
}

/**
 * What an audit entry's detail adds to its label, for people reading the log: how many items a
 * trolley save or restore moved, the last four digits of a loyalty card joined with or linked.
 * Null when there is nothing to add.
 */
export function auditActionDetail(action: string, detail: Record<string, unknown>): string | null {
  if (
    action === 'loyalty-joined' ||
    action === 'loyalty-card-linked' ||
    action === 'loyalty-replacement-card-ordered'
  ) {
    const ending = detail.cardEnding;
    return typeof ending === 'string' && /^\d{4}$/.test(ending) ? `card ending ${ending}` : null;
  }
  if (action !== 'trolley-saved' && action !== 'trolley-restored') return null;
  const lines = detail.lines;
  if (typeof lines !== 'number' || !Number.isInteger(lines) || lines < 0) return null;
  return itemCount(lines);
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    // Control characters are in no email or name, and PostgreSQL refuses NUL in text.
    .regex(/^[^\p{Cc}]*$/u, `${label} must not contain control characters.`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/**
 * The console's customer search: by email, by name, or by order number. Any part may be left
 * empty, but not all of them. Email and name match anywhere, ignoring case.
 */
export const customerSearchSchema = z
  .object({
    email: optionalText(EMAIL_MAX_LENGTH, 'Email'),
    name: optionalText(100, 'Name'),
    orderNumber: z
      .string()
      .trim()
      .max(20, 'Order number must be at most 20 characters.')
      .regex(/^\d*$/, 'Order number must be digits only.')
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  })
  .strict();

export type CustomerSearch = z.infer<typeof customerSearchSchema>;

export function isEmptySearch(search: CustomerSearch): boolean {
  return (
    search.email === undefined && search.name === undefined && search.orderNumber === undefined
  );
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
