import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { sessions } from '@grocer/db/schema/identity';
import { SESSION_IDLE_MS } from '@grocer/domain/identity/identity';
import { containsPattern } from '@grocer/domain/staff/staff-console';
import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CustomerDirectory } from './identity.contract.ts';

/**
 * Customer accounts as the staff console sees them (decision 0022). The identity context owns
 * the accounts and sessions tables; the staff context asks through CustomerDirectory (its contract).
 */

const summaryColumns = {
  customerId: accounts.id,
  email: accounts.email,
  title: accounts.title,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

export function createCustomerDirectory(db: Db, now: () => Date): CustomerDirectory {
  return {
    async search(search, limit) {
      const parts = [eq(accounts.role, 'customer')];
      if (search.email !== undefined) {
        parts.push(ilike(accounts.email, containsPattern(search.email)));
      }
      if (search.name !== undefined) {
        const pattern = containsPattern(search.name);
        const fullName = sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`;
        parts.push(
          or(
            ilike(accounts.firstName, pattern),
            ilike(accounts.lastName, pattern),
            sql`${fullName} like ${pattern}`,
          ) as ReturnType<typeof eq>,
        );
      }
      return db
        .select(summaryColumns)
        .from(accounts)
        .where(and(...parts))
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
        .limit(limit);
    },

    async get(customerId) {
      const [account] = await db
        .select({
          ...summaryColumns,
          createdAt: accounts.createdAt,
          lastLoginAt: accounts.lastLoginAt,
        })
        .from(accounts)
        .where(and(eq(accounts.id, customerId), eq(accounts.role, 'customer')))
        .limit(1);
      if (!account) return null;
      const at = now();
      const [live] = await db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
            gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)),
          ),
        );
      return { ...account, liveSessions: live?.n ?? 0 };
    },

    async namesOf(accountIds) {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(inArray(accounts.id, [...new Set(accountIds)]));
      return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
    },
  };
}
