import type { Db } from '@grocer/db/client';
import { shoppingListItems, shoppingLists } from '@grocer/db/schema/shopping-lists';
import type { Quantity, Uom } from '@grocer/domain/catalogue/catalogue.types';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/** A list as stored, with its lines in the order they were added. */
export interface StoredList {
  id: number;
  name: string;
  created: Date;
  items: { lineNumber: string; quantity: Quantity }[];
}

/**
 * Namespace of the advisory locks that serialise changes to one shopper's lists (the second key
 * is the customer id): the limits on lists and lines, and unique names, hold across processes.
 * A lock rather than `FOR UPDATE`, because a shopper with no list has no row to lock.
 */
const LISTS_LOCK_NAMESPACE = 370_081;

/** A shopper's lists inside a change: every call runs in the change's transaction. */
export interface ListsChange {
  /** The shopper's lists' ids and names, oldest first. */
  names(): Promise<{ id: number; name: string }[]>;
  find(listId: number): Promise<StoredList | null>;
  insert(name: string, at: Date): Promise<StoredList>;
  rename(listId: number, name: string, at: Date): Promise<void>;
  remove(listId: number): Promise<void>;
  /** Appends lines after the list's last. */
  addItems(listId: number, items: readonly StoredList['items'][number][], at: Date): Promise<void>;
  setQuantity(listId: number, lineNumber: string, quantity: Quantity, at: Date): Promise<void>;
  removeItem(listId: number, lineNumber: string, at: Date): Promise<void>;
}

type ItemRow = {
  shoppingListId: number;
  lineNumber: string;
  quantityAmount: number;
  quantityUom: string;
};

function itemsByList(rows: readonly ItemRow[]): Map<number, StoredList['items']> {
  const byList = new Map<number, StoredList['items']>();
  for (const row of rows) {
    const items = byList.get(row.shoppingListId) ?? [];
    items.push({
      lineNumber: row.lineNumber,
      quantity: { amount: row.quantityAmount, uom: row.quantityUom as Uom },
    });
    byList.set(row.shoppingListId, items);
  }
  return byList;
}

const itemColumns = {
  shoppingListId: shoppingListItems.shoppingListId,
  lineNumber: shoppingListItems.lineNumber,
  quantityAmount: shoppingListItems.quantityAmount,
  quantityUom: shoppingListItems.quantityUom,
};

async function listsOf(db: Db, customerId: number, listId?: number): Promise<StoredList[]> {
  const mine = eq(shoppingLists.customerId, customerId);
  const lists = await db
    .select({ id: shoppingLists.id, name: shoppingLists.name, created: shoppingLists.created })
    .from(shoppingLists)
    .where(listId === undefined ? mine : and(mine, eq(shoppingLists.id, listId)))
    .orderBy(desc(shoppingLists.created), desc(shoppingLists.id));
  if (lists.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(
      inArray(
        shoppingListItems.shoppingListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(shoppingListItems.position));
  const items = itemsByList(rows);
  return lists.map((list) => ({ ...list, items: items.get(list.id) ?? [] }));
}

/** The shopping list tables, for the shopping-lists context only. */
export class ShoppingListsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Newest first. */
  list(customerId: number): Promise<StoredList[]> {
    return listsOf(this.db, customerId);
  }

  async find(customerId: number, listId: number): Promise<StoredList | null> {
    return (await listsOf(this.db, customerId, listId))[0] ?? null;
  }

  async exists(customerId: number, listId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(and(eq(shoppingLists.customerId, customerId), eq(shoppingLists.id, listId)));
    return row !== undefined;
  }

  /**
   * Runs `work` in one transaction holding the shopper's lists lock, so changes to one shopper's
   * lists happen one at a time across every server process.
   */
  change<T>(customerId: number, work: (lists: ListsChange) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`SELECT pg_advisory_xact_lock(${LISTS_LOCK_NAMESPACE}, ${customerId})`);
      const mine = (listId: number) =>
        and(eq(shoppingLists.customerId, customerId), eq(shoppingLists.id, listId));
      const touch = (listId: number, at: Date) =>
        db.update(shoppingLists).set({ modified: at }).where(mine(listId));
      return work({
        names: () =>
          db
            .select({ id: shoppingLists.id, name: shoppingLists.name })
            .from(shoppingLists)
            .where(eq(shoppingLists.customerId, customerId))
            .orderBy(asc(shoppingLists.id)),
        find: async (listId) => (await listsOf(db, customerId, listId))[0] ?? null,
        async insert(name, at) {
          const [row] = await db
            .insert(shoppingLists)
            .values({ customerId, name, created: at, modified: at })
            .returning({
              id: shoppingLists.id,
              name: shoppingLists.name,
              created: shoppingLists.created,
            });
          if (!row) throw new Error('insert returned no row');
          return { ...row, items: [] };
        },
        async rename(listId, name, at) {
          await db.update(shoppingLists).set({ name, modified: at }).where(mine(listId));
        },
        async remove(listId) {
          await db.delete(shoppingLists).where(mine(listId));
        },
        async addItems(listId, items, at) {
          if (items.length === 0) return;
          const [last] = await db
            .select({ position: sql<number | null>`max(${shoppingListItems.position})` })
            .from(shoppingListItems)
            .where(eq(shoppingListItems.shoppingListId, listId));
          const start = Number(last?.position ?? 0) + 1;
          await db.insert(shoppingListItems).values(
            items.map((item, index) => ({
              shoppingListId: listId,
              lineNumber: item.lineNumber,
              quantityAmount: item.quantity.amount,
              quantityUom: item.quantity.uom,
              position: start + index,
              addedAt: at,
            })),
          );
          await touch(listId, at);
        },
        async setQuantity(listId, lineNumber, quantity, at) {
          await db
            .update(shoppingListItems)
            .set({ quantityAmount: quantity.amount, quantityUom: quantity.uom })
            .where(
              and(
                eq(shoppingListItems.shoppingListId, listId),
                eq(shoppingListItems.lineNumber, lineNumber),
              ),
            );
          await touch(listId, at);
        },
        async removeItem(listId, lineNumber, at) {
          await db
            .delete(shoppingListItems)
            .where(
              and(
                eq(shoppingListItems.shoppingListId, listId),
                eq(shoppingListItems.lineNumber, lineNumber),
              ),
            );
          await touch(listId, at);
        },
      });
    });
  }
}
