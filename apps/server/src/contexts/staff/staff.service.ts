import { type Identity, isStaffSignOn } from '@grocer/domain/identity/identity';
import { normaliseLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import {
  consoleAccess,
  isConsoleStaff,
  STAFF_CONSOLE_PATH,
  STAFF_SESSION_COOKIE,
  STAFF_SIGN_ON_HINT_COOKIE,
} from '@grocer/domain/staff/staff-console';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueEngine, ManagersSpecialRow } from '../catalogue/catalogue.contract.ts';
import type {
  CustomerDirectory,
  IdentityService,
  StaffSignIn,
} from '../identity/identity.contract.ts';
import { clearSessionCookie, sessionCookie } from '../identity/session-cookie.contract.ts';
import type { LoyaltyService } from '../loyalty/loyalty.contract.ts';
import type { ManagersSpecialListed, StaffAudit, StaffService } from './staff.contract.ts';
import type { StaffAuditRepository } from './staff-audit.repository.ts';

/** How many ended specials the console lists. */
const PAST_SPECIALS_SHOWN = 20;

/** Search answers stay short: staff narrow the search rather than page through customers. */
const SEARCH_LIMIT = 25;
const AUDIT_SHOWN = 50;

/**
 * The console session's cookie: HttpOnly, SameSite=Strict (the console is never reached from
 * another site with it), only sent to the console's paths, and gone when the browser closes.
 * Secure is added under TLS by the security hook (decision 0018).
 */
function consoleCookie(secret: string): string {
  return `${STAFF_SESSION_COOKIE}=${secret}; Path=${STAFF_CONSOLE_PATH}; HttpOnly; SameSite=Strict`;
}

function clearConsoleCookie(): string {
  return `${STAFF_SESSION_COOKIE}=; Path=${STAFF_CONSOLE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`;
}

const signOnHint = (on: boolean) =>
  on
    ? `${STAFF_SIGN_ON_HINT_COOKIE}=1; Path=/; SameSite=Lax`
    : `${STAFF_SIGN_ON_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

export function createStaffService(deps: {
  repository: StaffAuditRepository;
  directory: CustomerDirectory;
  identity: IdentityService;
  staffSignIn: StaffSignIn;
  /** The loyalty scheme (built after staff, whose audit it records to). */
  loyalty: () => LoyaltyService;
  /** Manager's specials are the catalogue's promotions (decision 0097). */
  catalogue: Pick<CatalogueEngine, 'managersSpecials'>;
  now: () => Date;
}): StaffService {
  const { repository, directory, identity, staffSignIn, loyalty, now, catalogue } = deps;

  /** Specials with their staff members' names. */
  async function listed(rows: readonly ManagersSpecialRow[]): Promise<ManagersSpecialListed[]> {
    const ids = rows.flatMap((row) =>
      [row.createdByStaffId, row.endedByStaffId].filter((id): id is number => id !== null),
    );
    const names = ids.length === 0 ? new Map<number, string>() : await directory.namesOf(ids);
    return rows.map((row) => ({
      ...row,
      createdByName:
        row.createdByStaffId === null ? null : (names.get(row.createdByStaffId) ?? null),
      endedByName: row.endedByStaffId === null ? null : (names.get(row.endedByStaffId) ?? null),
    }));
  }

  const one = async (row: ManagersSpecialRow) => (await listed([row]))[0] as ManagersSpecialListed;

  /** Every console operation checks again, so a caller that skipped `access` still cannot act. */
  function requireStaff(staff: Identity): void {
    if (!isConsoleStaff(staff)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
  }

  /**
   * The staff member acting for a customer from the console (issue 27 part D): the loyalty
   * service's calls take whom they act for, and record to the audit log as staff's actions.
   */
  async function actingFor(staff: Identity, customerId: number): Promise<Identity> {
    requireStaff(staff);
    if (!(await directory.get(customerId))) {
      throw new AppError('CUSTOMER_NOT_FOUND', `No customer ${customerId}`);
    }
    return { ...staff, customerId };
  }

  const audit: StaffAudit = {
    async record(entry) {
      await repository.insert({
        staffId: entry.staffId,
        customerId: entry.customerId,
        action: entry.action,
        detail: entry.detail ?? {},
        at: now(),
      });
    },
    async listForCustomer(customerId, limit = AUDIT_SHOWN) {
      const rows = await repository.listForCustomer(customerId, limit);
      const names = await directory.namesOf(rows.map((row) => row.staffId));
      return rows.map((row) => ({
        ...row,
        staffName: names.get(row.staffId) ?? `Staff ${row.staffId}`,
      }));
    },
  };

  return {
    audit,

    async signIn(email, password, client) {
      const answer = await staffSignIn.signIn(email, password, client);
      if (answer.outcome !== 'signed-in') return answer;
      return { outcome: 'signed-in', setCookie: consoleCookie(answer.session.secret) };
    },

    async signOut(staff) {
      if (staff.sessionId !== null) await identity.endSession(staff.sessionId, 'signed-out');
      return { setCookie: clearConsoleCookie() };
    },

    async access({ consoleSessionSecret, storefrontIdentity }) {
      const resolved =
        consoleSessionSecret === null
          ? null
          : await identity.resolve({ sessionSecret: consoleSessionSecret, bearerToken: null });
      const consoleSession = resolved?.problem === null ? resolved.identity : null;
      // The storefront session matters only when there is no live console session.
      const storefront = consoleSession === null ? await storefrontIdentity() : consoleSession;
      const decision = consoleAccess(consoleSession, storefront);
      if (decision === 'staff' && consoleSession) return { kind: 'staff', staff: consoleSession };
      if (decision === 'forbidden') return { kind: 'forbidden' };
      return { kind: 'sign-in', clearCookie: resolved ? clearConsoleCookie() : null };
    },

    async findCustomers(staff, search) {
      requireStaff(staff);
      const { email, name, orderNumber } = search;
      // An order number alone finds nobody yet; with other parts it narrows nothing.
      if (email === undefined && name === undefined) {
        return { customers: [], more: false, orderNumberSearched: orderNumber !== undefined };
      }
      const found = await directory.search({ email, name }, SEARCH_LIMIT + 1);
      return {
        customers: found.slice(0, SEARCH_LIMIT),
        more: found.length > SEARCH_LIMIT,
        orderNumberSearched: orderNumber !== undefined,
      };
    },

    async viewCustomer(staff, customerId) {
      requireStaff(staff);
      const customer = await directory.get(customerId);
      if (!customer) return null;
      const [entries, membership] = await Promise.all([
        audit.listForCustomer(customerId),
        loyalty().account({ ...staff, customerId }),
      ]);
      return { customer, audit: entries, loyalty: membership };
    },

    async signOnAsCustomer(staff, customerId, replacingSecret) {
      requireStaff(staff);
      if (!staff.permissions.includes('staff:sign-on-as-customer')) {
        throw new AppError('FORBIDDEN', 'This staff account cannot sign on as a customer.');
      }
      const customer = await directory.get(customerId);
      if (!customer) return { kind: 'not-found' };
      // The browser's storefront session is about to lose its cookie; end it rather than leave
      // it live and unreachable. (The console session is a different cookie and stays.)
      // Resolved here rather than through the request, whose memo would clear the new cookie
      // when the old one had already ended.
      const replacing =
        replacingSecret === null
          ? null
          : await identity.resolve({ sessionSecret: replacingSecret, bearerToken: null });
      const replacedId = replacing?.identity.sessionId ?? null;
      if (replacedId !== null && replacedId !== staff.sessionId) {
        await identity.endSession(replacedId, 'replaced');
      }
      const session = await identity.startSession(staff.principalId, { customerId });
      await audit.record({
        staffId: staff.principalId,
        customerId,
        action: 'signed-on',
        detail: { session: session.sessionId.slice(0, 12) },
      });
      return {
        kind: 'signed-on',
        customerId,
        setCookies: [sessionCookie(session.secret, session.expiresAt), signOnHint(true)],
      };
    },

    async returnToAdmin(current) {
      if (!isStaffSignOn(current) || current.sessionId === null) return null;
      await identity.endSession(current.sessionId, 'staff-returned');
      await audit.record({
        staffId: current.principalId,
        customerId: current.customerId,
        action: 'returned',
        detail: { session: current.sessionId.slice(0, 12) },
      });
      return {
        customerId: current.customerId,
        setCookies: [clearSessionCookie(), signOnHint(false)],
      };
    },

    async enrolInLoyalty(staff, customerId) {
      return loyalty().join(await actingFor(staff, customerId));
    },

    async linkLoyaltyCard(staff, customerId, cardNumber) {
      const forCustomer = await actingFor(staff, customerId);
      return loyalty().linkCard(forCustomer, normaliseLoyaltyCardNumber(cardNumber));
    },

    async removeLoyaltyMembership(staff, customerId) {
      const left = await loyalty().leave(await actingFor(staff, customerId));
      if (!left) throw new AppError('LOYALTY_NOT_A_MEMBER', 'This customer is not a member.');
    },

    async managersSpecials(staff) {
      requireStaff(staff);
      const [running, past] = await Promise.all([
        catalogue.managersSpecials.running(),
        catalogue.managersSpecials.past(PAST_SPECIALS_SHOWN),
      ]);
      // One name lookup for both lists.
      const all = await listed([...running, ...past]);
      return { running: all.slice(0, running.length), past: all.slice(running.length) };
    },

    async createManagersSpecial(staff, input) {
      requireStaff(staff);
      return one(await catalogue.managersSpecials.create({ ...input, staffId: staff.principalId }));
    },

    async endManagersSpecial(staff, promotionId) {
      requireStaff(staff);
      return one(await catalogue.managersSpecials.end(promotionId, staff.principalId));
    },
  };
}
