import { randomInt } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';

/**
 * Products of a slot test's own (removed afterwards), for the trolley re-check a booking makes:
 * a plain grocery, one sold out online, a Christmas-only turkey (20–24 December of `year`,
 * orders until the 15th) and an entertaining platter needing three days' notice.
 */

export interface SlotTestProduct {
  id: string;
  lineNumber: string;
}

export interface SlotTestCatalogue {
  milk: SlotTestProduct;
  soldOut: SlotTestProduct;
  turkey: SlotTestProduct;
  platter: SlotTestProduct;
  /** Puts a line straight into the customer's open trolley (an add would refuse sold-out). */
  putInTrolley(orderId: string, product: SlotTestProduct): Promise<void>;
  remove(): Promise<void>;
}

export async function createSlotTestCatalogue(
  database: Database,
  year: number,
): Promise<SlotTestCatalogue> {
  const run = randomInt(10_000_000, 99_999_999);
  const categories = (await database.db.execute(
    sql`SELECT id FROM categories ORDER BY id LIMIT 1`,
  )) as unknown as { rows: { id: string }[] };
  const categoryId = categories.rows[0]?.id;
  if (!categoryId) throw new Error('the test catalogue has no category');
  let n = 0;
  const product = async (spec: {
    name: string;
    productType?: string;
    availability?: string;
    leadTime?: number;
    restriction?: { startDate: string; endDate: string; cutOffDate: string };
  }): Promise<SlotTestProduct> => {
    n += 1;
    const lineNumber = `98${run}${String(n).padStart(2, '0')}`;
    const id = `${lineNumber}-slot`;
    await database.db.execute(
      sql`INSERT INTO products (id, line_number, name, brand_name, size, product_type,
          display_price_pence, uoms, restriction, lead_time, image, availability,
          primary_category_id, default_quantity_uom, default_quantity_amount)
        VALUES (${id}, ${lineNumber}, ${spec.name}, 'Slotty', '1 each',
          ${spec.productType ?? 'G'}, 500, '["C62"]'::jsonb,
          ${spec.restriction ? JSON.stringify({ restrictionId: `S${run}`, ...spec.restriction }) : null}::jsonb,
          ${spec.leadTime ?? null}, 'bread', ${spec.availability ?? 'AVAILABLE'}, ${categoryId},
          'C62', 1)`,
    );
    return { id, lineNumber };
  };
  const milk = await product({ name: 'Slotty milk' });
  const soldOut = await product({ name: 'Slotty crumpets', availability: 'SOLD_OUT_ONLINE' });
  const turkey = await product({
    name: 'Slotty turkey',
    restriction: {
      startDate: `${year}-12-20`,
      endDate: `${year}-12-24`,
      cutOffDate: `${year}-12-15`,
    },
  });
  const platter = await product({ name: 'Slotty platter', productType: 'E', leadTime: 3 });
  return {
    milk,
    soldOut,
    turkey,
    platter,
    async putInTrolley(orderId, line) {
      await database.db.execute(
        sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
            quantity_amount, quantity_uom)
          VALUES (${orderId}::bigint, ${line.lineNumber}, ${line.id}, 1, 'C62')`,
      );
    },
    async remove() {
      await database.db.execute(
        sql`DELETE FROM trolley_items WHERE product_id LIKE ${`98${run}%-slot`}`,
      );
      await database.db.execute(sql`DELETE FROM products WHERE id LIKE ${`98${run}%-slot`}`);
    },
  };
}
