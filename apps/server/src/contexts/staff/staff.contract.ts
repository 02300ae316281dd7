import type { Identity } from '@grocer/domain/identity/identity';
import type { CustomerSearch, StaffAuditAction } from '@grocer/domain/staff/staff-console';
import type { ManagersSpecialRow } from '../catalogue/catalogue.contract.ts';
import type { CustomerDetails, CustomerSummary } from '../identity/identity.contract.ts';
import type { LoyaltyAccount } from '../loyalty/loyalty.contract.ts';

/**
 * The staff context's contract (decision 0022): the staff console's work, and the audit log that
 * every staff action on a customer is written to. Other contexts (trolley save and restore,
 * address changes) record their staff actions through `StaffAudit.record`.
 */

export type { CustomerDetails, CustomerSummary, LoyaltyAccount, StaffAuditAction };

export interface StaffAuditRecord {
  /** The staff member (the session's principal). */
  staffId: number;
  customerId: number;
  action: StaffAuditAction;
  /** Small JSON facts about the action; never secrets. */
  detail?: Record<string, unknown>;
}

export interface StaffAuditEntry {
  id: number;
  staffId: number;
  staffName: string;
  customerId: number;
  action: StaffAuditAction;
  detail: Record<string, unknown>;
  at: Date;
}

export interface StaffAudit {
  record(entry: StaffAuditRecord): Promise<void>;
  /** Newest first. */
  listForCustomer(customerId: number, limit?: number): Promise<StaffAuditEntry[]>;
}

export interface CustomerSearchResult {
  customers: CustomerSummary[];
  /** True when more matched than were returned. */
  more: boolean;
  /** Order numbers are accepted but there are no orders to search yet (the checkout issue). */
  orderNumberSearched: boolean;
}

export interface CustomerView {
  customer: CustomerDetails;
  audit: StaffAuditEntry[];
  /** The customer's loyalty membership (issue 27 part D), or null when not a member. */
  loyalty: LoyaltyAccount | null;
}

/**
 * What a console request carries: the console session cookie's secret, and the storefront
 * identity (asked only when the console session does not decide).
 */
export interface ConsoleCredentials {
  consoleSessionSecret: string | null;
  storefrontIdentity: () => Promise<Identity>;
}

export type ConsoleAccessResult =
  | { kind: 'staff'; staff: Identity }
  | { kind: 'forbidden' }
  /** `clearCookie`: a Set-Cookie that forgets an ended console session, when one was sent. */
  | { kind: 'sign-in'; clearCookie: string | null };

export type SignOnResult =
  /** `setCookies`: the new storefront session, and the header's hint that staff are signed on. */
  { kind: 'signed-on'; customerId: number; setCookies: string[] } | { kind: 'not-found' };

export type StaffSignInAnswer =
  | { outcome: 'signed-in'; setCookie: string }
  | { outcome: 'refused' }
  | { outcome: 'locked' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** A manager's special as the console lists it: who made and ended it, by name. */
export interface ManagersSpecialListed extends ManagersSpecialRow {
  createdByName: string | null;
  endedByName: string | null;
}

export interface ManagersSpecialsListing {
  running: ManagersSpecialListed[];
  /** The latest ended or expired, newest first. */
  past: ManagersSpecialListed[];
}

export interface StaffService {
  audit: StaffAudit;
  /**
   * Staff sign-in, through the sign-in throttle and locks: the console session's Set-Cookie, or
   * why not (refused credentials, a locked email, or too many attempts just now).
   */
  signIn(email: string, password: string, client: { ip: string }): Promise<StaffSignInAnswer>;
  /** Ends the console session; returns the Set-Cookie that clears it. */
  signOut(staff: Identity): Promise<{ setCookie: string }>;
  access(credentials: ConsoleCredentials): Promise<ConsoleAccessResult>;
  findCustomers(staff: Identity, search: CustomerSearch): Promise<CustomerSearchResult>;
  viewCustomer(staff: Identity, customerId: number): Promise<CustomerView | null>;
  /**
   * Starts a new storefront session with the staff member as principal, acting for the customer,
   * and records it. `replacingSecret` is the browser's current storefront session cookie: that
   * session is ended, since the new cookie takes its place.
   */
  signOnAsCustomer(
    staff: Identity,
    customerId: number,
    replacingSecret: string | null,
  ): Promise<SignOnResult>;
  /**
   * Ends a staff sign-on session ('staff-returned') and records it; the Set-Cookies clear the
   * storefront session and the hint. Null when the identity is not a staff sign-on.
   */
  returnToAdmin(identity: Identity): Promise<{ customerId: number; setCookies: string[] } | null>;
  /**
   * Enrols the customer in the loyalty scheme with a new card (issue 27 part D, decision 0091),
   * through the loyalty service, audited 'loyalty-joined'. A member keeps the card held
   * (`joined` false, nothing recorded). CUSTOMER_NOT_FOUND when there is no such customer.
   */
  enrolInLoyalty(
    staff: Identity,
    customerId: number,
  ): Promise<{ account: LoyaltyAccount; joined: boolean }>;
  /**
   * Links a loyalty card number for the customer (spaces and dashes ignored), audited
   * 'loyalty-card-linked'. VALIDATION_FAILED for a number outside the card rule,
   * LOYALTY_CARD_ALREADY_LINKED for another account's card; nothing changes on a refusal.
   */
  linkLoyaltyCard(staff: Identity, customerId: number, cardNumber: string): Promise<LoyaltyAccount>;
  /**
   * Removes the customer's membership (leaving clears the card), audited 'loyalty-left'.
   * LOYALTY_NOT_A_MEMBER when the customer holds none.
   */
  removeLoyaltyMembership(staff: Identity, customerId: number): Promise<void>;
  /** Manager's specials running and lately ended (decision 0097). FORBIDDEN for non-staff. */
  managersSpecials(staff: Identity): Promise<ManagersSpecialsListing>;
  /**
   * Makes a product a manager's special from now, through the catalogue (the rule is the
   * domain's; see ManagersSpecials.create), recorded with the staff member and the time.
   */
  createManagersSpecial(
    staff: Identity,
    input: { lineNumber: string; specialPricePence: number; days: number },
  ): Promise<ManagersSpecialListed>;
  /** Ends a running special now, recorded with the staff member and the time. */
  endManagersSpecial(staff: Identity, promotionId: number): Promise<ManagersSpecialListed>;
}
