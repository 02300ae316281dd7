import type { Database } from '@grocer/db/client';
import { orderLines, orders } from '@grocer/db/schema/orders';
import { sql } from 'drizzle-orm';

/**
 * A shopper's past online orders for the favourites tests and bench (decision 0079), written as
 * the orders context keeps placed orders: the favourites page reads only which products an order
 * that counts as a sale held, and when it was placed. Placing dozens of orders through checkout
 * (slot, card, minimum spend) would test checkout, not favourites. The orders go with the
 * customer's account.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ids far above the trolley's (which start at 10,000,001), so none is ever a real trolley's. */
let nextOrderId = 9_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

export interface PastOrder {
  daysAgo: number;
  /** Each product once, one of each unless `amount`; status COMPLETED unless given. */
  lines: { lineNumber: string; productId: string; amount?: number }[];
  status?: string;
}

/** Writes the orders; answers their customer order ids, oldest first as given. */
export async function writePastOrders(
  database: Database,
  customerId: number,
  pastOrders: readonly PastOrder[],
  now: Date = new Date(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const order of pastOrders) {
    nextOrderId += 1;
    const customerOrderId = nextOrderId;
    const at = new Date(now.getTime() - order.daysAgo * DAY_MS);
    await database.db.insert(orders).values({
      customerOrderId,
      customerId,
      status: order.status ?? 'COMPLETED',
      totals: {},
      slot: {},
      amountToPayPence: 0,
      paymentCardId: 0,
      createdAt: at,
      updatedAt: at,
    });
    if (order.lines.length > 0) {
      await database.db.insert(orderLines).values(
        order.lines.map((line, position) => ({
          customerOrderId,
          lineNumber: line.lineNumber,
          position,
          productId: line.productId,
          quantity: { amount: line.amount ?? 1, uom: 'C62' },
          canSubstitute: true,
          pricePence: 100,
          retailPricePence: 100,
          savingPence: 0,
          totalPricePence: 100,
          depositChargePence: 0,
          estimated: false,
        })),
      );
    }
    ids.push(String(customerOrderId));
  }
  return ids;
}

/** Products of the catalogue to shop with: available, sold by the item, one per aisle first. */
export async function productsToShop(
  database: Database,
  count: number,
): Promise<{ lineNumber: string; productId: string; aisleId: string; name: string }[]> {
  const found = (await database.db.execute(
    sql`SELECT p.line_number, p.id, p.name, c.id AS aisle_id
        FROM products p
        JOIN product_categories pc ON pc.product_id = p.id
        JOIN categories c ON c.id = pc.category_id AND c.depth = 1
        WHERE p.availability = 'AVAILABLE' AND p.uoms @> '["C62"]'::jsonb
        ORDER BY p.line_number
        LIMIT ${count}`,
  )) as unknown as {
    rows: { line_number: string; id: string; name: string; aisle_id: string }[];
  };
  return found.rows.map((row) => ({
    lineNumber: row.line_number,
    productId: row.id,
    aisleId: row.aisle_id,
    name: row.name,
  }));
}
