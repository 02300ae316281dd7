import type { Db } from '@grocer/db/client';
import { addresses } from '@grocer/db/schema/addresses';
import { and, asc, eq, sql } from 'drizzle-orm';

/** One row of the address book, as stored. */
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = Omit<typeof addresses.$inferInsert, 'id' | 'customerId'>;
export type AddressRowChange = Partial<Omit<NewAddressRow, 'isContact' | 'created'>>;

/**
 * Namespace of the advisory locks that serialise changes to one customer's book (the second key
 * is the customer id). A lock rather than `FOR UPDATE` on the rows, because an empty book has no
 * rows to lock, and the accounts table is the identity context's (decision 0027).
 */
const BOOK_LOCK_NAMESPACE = 270_001;

/** A customer's book inside a change: every call runs in the change's transaction. */
export interface BookChange {
  list(): Promise<AddressRow[]>;
  insert(row: NewAddressRow): Promise<AddressRow>;
  update(addressId: number, change: AddressRowChange): Promise<AddressRow | null>;
  remove(addressId: number): Promise<boolean>;
  /** Makes `addressId` the one contact address (the others stop being it). */
  makeContact(addressId: number): Promise<AddressRow | null>;
}

/** The addresses table, for the addresses context only. */
export class AddressBookRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  list(customerId: number): Promise<AddressRow[]> {
    return listOf(this.db, customerId);
  }

  async find(customerId: number, addressId: number): Promise<AddressRow | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.id, addressId)));
    return row ?? null;
  }

  async contact(customerId: number): Promise<AddressRow | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isContact, true)));
    return row ?? null;
  }

  /**
   * Runs `work` in one transaction that holds the customer's book lock, so changes to one book
   * happen one at a time across every server process: two deletes cannot both see two
   * addresses, and two first addresses cannot both become the contact address.
   */
  changeBook<T>(customerId: number, work: (book: BookChange) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`SELECT pg_advisory_xact_lock(${BOOK_LOCK_NAMESPACE}, ${customerId})`);
      const mine = (addressId: number) =>
        and(eq(addresses.customerId, customerId), eq(addresses.id, addressId));
      return work({
        list: () => listOf(db, customerId),
        async insert(row) {
          const [inserted] = await db
            .insert(addresses)
            .values({ ...row, customerId })
            .returning();
          if (!inserted) throw new Error('insert returned no row');
          return inserted;
        },
        async update(addressId, change) {
          const [updated] = await db
            .update(addresses)
            .set(change)
            .where(mine(addressId))
            .returning();
          return updated ?? null;
        },
        async remove(addressId) {
          const removed = await db
            .delete(addresses)
            .where(mine(addressId))
            .returning({ id: addresses.id });
          return removed.length > 0;
        },
        async makeContact(addressId) {
          const [exists] = await db
            .select({ id: addresses.id })
            .from(addresses)
            .where(mine(addressId));
          if (!exists) return null;
          await db
            .update(addresses)
            .set({ isContact: false })
            .where(and(eq(addresses.customerId, customerId), eq(addresses.isContact, true)));
          const [contact] = await db
            .update(addresses)
            .set({ isContact: true })
            .where(mine(addressId))
            .returning();
          return contact ?? null;
        },
      });
    });
  }
}

function listOf(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
}
