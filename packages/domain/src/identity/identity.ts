/**
 * Who a request acts for and who signed in (spec doc 1 §3 Session, §4 Session, §9).
 * `customerId` is whom the request acts for, `principalId` who signed in; they differ only while
 * staff are signed on as a customer. Anonymous is customer -1 at the default branch.
 */

export const ANONYMOUS_CUSTOMER_ID = -1;
export const DEFAULT_BRANCH_ID = 651;

/** Spec doc 1 §4: the security-token timer that shows the session time-out modal. */
export const SESSION_TOKEN_TIMER_MS = 1_680_000;

export type Permission =
  | 'staff:sign-on-as-customer'
  | 'staff:view-customers'
  | 'staff:save-trolley'
  | 'staff:manage-flags'
  | 'staff:manage-experiments'
  | 'staff:view-analytics'
  /** The content editor (decision 0077). */
  | 'staff:manage-content'
  /** The customer care inbox (decision 0076). */
  | 'staff:answer-customer-care';

export interface Identity {
  customerId: number;
  principalId: number;
  permissions: readonly Permission[];
  defaultBranchId: number;
  /** The server-side session this request belongs to; null when anonymous. */
  sessionId: string | null;
}

export const ANONYMOUS: Identity = Object.freeze({
  customerId: ANONYMOUS_CUSTOMER_ID,
  principalId: ANONYMOUS_CUSTOMER_ID,
  permissions: Object.freeze([]) as readonly Permission[],
  defaultBranchId: DEFAULT_BRANCH_ID,
  sessionId: null,
});

/** Spec: customer id -1 or empty means not signed in. */
export function isSignedIn(identity: Pick<Identity, 'customerId'>): boolean {
  return Number.isInteger(identity.customerId) && identity.customerId > 0;
}

/** Spec: staff impersonation is when customer and principal differ and neither is -1. */
export function isStaffSignOn(identity: Pick<Identity, 'customerId' | 'principalId'>): boolean {
  return (
    identity.customerId !== identity.principalId &&
    identity.customerId !== ANONYMOUS_CUSTOMER_ID &&
    identity.principalId !== ANONYMOUS_CUSTOMER_ID
  );
}

/** A browser session ends after this long without a request… */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** …and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Staff signed on as a customer (decision 0022) act with a customer's rights on a shared
 * storefront cookie, so that session ends a working day after sign-on (decision 0053), whatever
 * happens; the staff member signs on again if they need more time.
 */
export const STAFF_SIGN_ON_MAX_MS = 8 * 60 * 60 * 1000;

/** How long after it starts a session ends at the latest: a staff sign-on far sooner. */
export function sessionMaxMs(session: Pick<Identity, 'customerId' | 'principalId'>): number {
  return isStaffSignOn(session) ? STAFF_SIGN_ON_MAX_MS : SESSION_MAX_MS;
}

/** Bearer tokens live a little longer than the spec's 28-minute timer, which prompts a refresh. */
export const ACCESS_TOKEN_SECONDS = 30 * 60;

/** What an account's role may do; staff permissions ride in the token claims (spec doc 1 §6). */
export function permissionsForRole(role: string): Permission[] {
  return role === 'staff'
    ? [
        'staff:view-customers',
        'staff:sign-on-as-customer',
        'staff:save-trolley',
        'staff:manage-flags',
        'staff:manage-experiments',
        'staff:view-analytics',
        'staff:manage-content',
        'staff:answer-customer-care',
      ]
    : [];
}

/** Whether a session is still live at `now` (not revoked, not past its idle or absolute limit). */
export function isSessionLive(
  session: { lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null },
  now: Date,
): boolean {
  return (
    session.revokedAt === null &&
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() < session.lastSeenAt.getTime() + SESSION_IDLE_MS
  );
}
