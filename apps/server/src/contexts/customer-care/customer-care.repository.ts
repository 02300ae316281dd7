import type { Db } from '@grocer/db/client';
import {
  customerCareEvents,
  customerCareMessages,
  customerCareRateWindows,
} from '@grocer/db/schema/customer-care';
import type { InboxFilter } from '@grocer/domain/customer-care/contact-form-options';
import {
  type RateLimit,
  type RateVerdict,
  takeFromWindow,
} from '@grocer/domain/identity/rate-window';
import { and, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';

export type CareMessageRow = typeof customerCareMessages.$inferSelect;
export type NewCareMessageRow = Omit<typeof customerCareMessages.$inferInsert, 'id'>;
export type CareEventAction = 'opened' | 'handled' | 'replied';

export interface CareEventRow {
  id: number;
  staffId: number | null;
  action: CareEventAction;
  body: string | null;
  at: Date;
}

/** The customer_care_* tables, for the customer-care context only. */
export class CustomerCareRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async insertMessage(row: NewCareMessageRow): Promise<number> {
    const [inserted] = await this.#db
      .insert(customerCareMessages)
      .values(row)
      .returning({ id: customerCareMessages.id });
    return inserted?.id as number;
  }

  /**
   * Counts one message under `key`; the verdict says whether it is within `rule`. The row is read
   * FOR UPDATE in a transaction, so two processes counting at once serialise on it rather than
   * both reading the old count (as the sign-in throttle does, decision 0021).
   */
  take(key: string, rule: RateLimit, now: Date): Promise<RateVerdict> {
    return this.#db.transaction(async (tx) => {
      const first = takeFromWindow(null, now, rule);
      const inserted = await tx
        .insert(customerCareRateWindows)
        .values({ key, ...first.window })
        .onConflictDoNothing({ target: customerCareRateWindows.key })
        .returning({ key: customerCareRateWindows.key });
      if (inserted.length > 0) return first;
      const [row] = await tx
        .select({
          startedAt: customerCareRateWindows.startedAt,
          count: customerCareRateWindows.count,
        })
        .from(customerCareRateWindows)
        .where(eq(customerCareRateWindows.key, key))
        .for('update');
      const verdict = takeFromWindow(row ?? null, now, rule);
      await tx
        .update(customerCareRateWindows)
        .set({ startedAt: verdict.window.startedAt, count: verdict.window.count })
        .where(eq(customerCareRateWindows.key, key));
      return verdict;
    });
  }

  /** Forgets windows that ended long ago (keeps the table small). */
  async pruneWindows(olderThan: Date): Promise<void> {
    await this.#db
      .delete(customerCareRateWindows)
      .where(lt(customerCareRateWindows.startedAt, olderThan));
  }

  /** Newest first. */
  list(filter: InboxFilter, limit: number): Promise<CareMessageRow[]> {
    const where: SQL | undefined =
      filter === 'open'
        ? isNull(customerCareMessages.handledAt)
        : filter === 'handled'
          ? isNotNull(customerCareMessages.handledAt)
          : undefined;
    return this.#db
      .select()
      .from(customerCareMessages)
      .where(where)
      .orderBy(desc(customerCareMessages.createdAt), desc(customerCareMessages.id))
      .limit(limit);
  }

  async get(id: number): Promise<CareMessageRow | null> {
    const [row] = await this.#db
      .select()
      .from(customerCareMessages)
      .where(eq(customerCareMessages.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Oldest first: the message's story as it happened. */
  async events(messageId: number): Promise<CareEventRow[]> {
    const rows = await this.#db
      .select({
        id: customerCareEvents.id,
        staffId: customerCareEvents.staffId,
        action: customerCareEvents.action,
        body: customerCareEvents.body,
        at: customerCareEvents.at,
      })
      .from(customerCareEvents)
      .where(eq(customerCareEvents.messageId, messageId))
      .orderBy(customerCareEvents.at, customerCareEvents.id);
    return rows.map((row) => ({ ...row, action: row.action as CareEventAction }));
  }

  async lastOpened(messageId: number, staffId: number): Promise<Date | null> {
    const [row] = await this.#db
      .select({ at: customerCareEvents.at })
      .from(customerCareEvents)
      .where(
        and(
          eq(customerCareEvents.messageId, messageId),
          eq(customerCareEvents.staffId, staffId),
          eq(customerCareEvents.action, 'opened'),
        ),
      )
      .orderBy(desc(customerCareEvents.at))
      .limit(1);
    return row?.at ?? null;
  }

  async addEvent(event: {
    messageId: number;
    staffId: number;
    action: CareEventAction;
    body?: string;
    at: Date;
  }): Promise<void> {
    await this.#db.insert(customerCareEvents).values({ ...event, body: event.body ?? null });
  }

  /** Marks the message handled and audits it, once: false when it already was. */
  markHandled(messageId: number, staffId: number, now: Date): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const changed = await tx
        .update(customerCareMessages)
        .set({ handledAt: now, handledBy: staffId })
        .where(and(eq(customerCareMessages.id, messageId), isNull(customerCareMessages.handledAt)))
        .returning({ id: customerCareMessages.id });
      if (changed.length === 0) return false;
      await tx
        .insert(customerCareEvents)
        .values({ messageId, staffId, action: 'handled', body: null, at: now });
      return true;
    });
  }
}
