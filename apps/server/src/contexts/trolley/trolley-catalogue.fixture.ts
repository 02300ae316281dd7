import { randomInt } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';

/**
 * Products and promotions of its own for a trolley test, with known prices, removed afterwards.
 * Nothing here is listed under a category, and the promotions run in March 2090 (the tests' clock,
 * TROLLEY_TEST_NOW), so tests running beside them on a shared PostgreSQL never see them live.
 */

export const TROLLEY_TEST_NOW = new Date('2090-03-10T12:00:00Z');
const MARCH = { start: '2090-03-01T00:00:00.000Z', expiry: '2090-03-31T23:00:00.000Z' };

export interface FixtureProduct {
  id: string;
  lineNumber: string;
  name: string;
}

interface ProductSpec {
  name: string;
  pricePence: number;
  productType?: string;
  uoms?: string[];
  unitPrice?: { pence: number; quantity: number; uom: string };
  availability?: string;
  maxPersonalisedMessageLength?: number;
  orderCap?: { amount: number; uom: string };
  depositChargePence?: number;
  substitutionsProhibited?: boolean;
  restriction?: { startDate: string; endDate: string; cutOffDate: string };
  displayPriceEstimated?: boolean;
}

const SPECS = {
  /** In '2 for £2'. */
  beans: { name: 'Zqx baked beans', pricePence: 125 },
  /** In '2 for £2' too. */
  spaghetti: { name: 'Zqx tinned spaghetti', pricePence: 110 },
  /** In '3 for 2'. */
  soup: { name: 'Zqx tomato soup', pricePence: 180 },
  /** Now £3, was £4. */
  cheese: { name: 'Zqx cheddar', pricePence: 300 },
  /** Deli: £3.20 per 100 g, sold by the gram. */
  ham: {
    name: 'Zqx honey roast ham',
    pricePence: 320,
    productType: 'W',
    uoms: ['GRM'],
    unitPrice: { pence: 3200, quantity: 1, uom: 'KGM' },
    displayPriceEstimated: true,
  },
  /** Takes a message of up to 30 characters: every add is a new line. */
  cake: { name: 'Zqx celebration cake', pricePence: 1500, maxPersonalisedMessageLength: 30 },
  /** At most 6 per customer. */
  eggs: { name: 'Zqx free range eggs', pricePence: 250, orderCap: { amount: 6, uom: 'C62' } },
  /** A bottle deposit of 10p; substitutes prohibited. */
  cola: {
    name: 'Zqx cola',
    pricePence: 150,
    depositChargePence: 10,
    substitutionsProhibited: true,
  },
  soldOut: { name: 'Zqx sold out crumpets', pricePence: 90, availability: 'SOLD_OUT_ONLINE' },
  unavailable: {
    name: 'Zqx missing muffins',
    pricePence: 95,
    availability: 'TEMPORARILY_UNAVAILABLE',
  },
  /** Christmas only; its last order date passed on 1 March 2090. */
  pudding: {
    name: 'Zqx Christmas pudding',
    pricePence: 800,
    restriction: { startDate: '2090-12-20', endDate: '2090-12-24', cutOffDate: '2090-03-01' },
  },
  /** Nothing special, £1. */
  milk: { name: 'Zqx milk', pricePence: 100 },
} satisfies Record<string, ProductSpec>;

export type FixtureName = keyof typeof SPECS;

export interface TrolleyCatalogue {
  products: Record<FixtureName, FixtureProduct>;
  promotionIds: { twoForTwo: number; threeForTwo: number; cheeseWasNow: number };
  /** The category listed as the products' primary one (for recommendations). */
  categoryId: string;
  remove(): Promise<void>;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function createTrolleyCatalogue(database: Database): Promise<TrolleyCatalogue> {
  const [leaf] = await rows<{ id: string }>(
    database,
    sql`SELECT c.id FROM categories c
      WHERE EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
      ORDER BY c.id LIMIT 1`,
  );
  if (!leaf) throw new Error('seed has no leaf category with products');
  const run = randomInt(10_000_000, 99_999_999);
  const products = {} as Record<FixtureName, FixtureProduct>;
  let n = 0;
  for (const [key, spec] of Object.entries(SPECS) as [FixtureName, ProductSpec][]) {
    n += 1;
    const lineNumber = `99${run}${String(n).padStart(2, '0')}`;
    const id = `${lineNumber}-zqx`;
    products[key] = { id, lineNumber, name: spec.name };
    await database.db.execute(
      sql`INSERT INTO products (id, line_number, name, brand_name, size, product_type,
          display_price_pence, display_price_estimated, unit_price_pence, unit_price_quantity,
          unit_price_uom, uoms, max_personalised_message_length, restriction, deposit_charge_pence,
          substitutions_prohibited, image, availability, primary_category_id, order_cap,
          default_quantity_uom, default_quantity_amount)
        VALUES (${id}, ${lineNumber}, ${spec.name}, 'Zqx', '1 each', ${spec.productType ?? 'G'},
          ${spec.pricePence}, ${spec.displayPriceEstimated ?? false},
          ${spec.unitPrice?.pence ?? null}, ${spec.unitPrice?.quantity ?? null},
          ${spec.unitPrice?.uom ?? null}, ${JSON.stringify(spec.uoms ?? ['C62'])}::jsonb,
          ${spec.maxPersonalisedMessageLength ?? null},
          ${spec.restriction ? JSON.stringify({ restrictionId: `R${run}`, ...spec.restriction }) : null}::jsonb,
          ${spec.depositChargePence ?? null}, ${spec.substitutionsProhibited ?? false}, 'bread',
          ${spec.availability ?? 'AVAILABLE'}, ${leaf.id},
          ${spec.orderCap ? JSON.stringify(spec.orderCap) : null}::jsonb,
          ${(spec.uoms ?? ['C62'])[0]}, ${spec.uoms?.[0] === 'GRM' ? 100 : 1})`,
    );
  }

  const promotion = async (
    id: number,
    fields: { typeCode: string; discountType: string; value: number; description: string },
  ) =>
    database.db.execute(
      sql`INSERT INTO promotions (id, type_code, name, description, discount_type, discount_value,
          start_date, expiry_date)
        VALUES (${id}, ${fields.typeCode}, ${fields.description}, ${fields.description},
          ${fields.discountType}, ${fields.value}, ${MARCH.start}::timestamptz,
          ${MARCH.expiry}::timestamptz)`,
    );
  const group = async (promotionId: number, threshold: number) => {
    const [created] = await rows<{ id: number }>(
      database,
      sql`INSERT INTO promotion_groups (promotion_id, name, threshold)
        VALUES (${promotionId}, 'Any', ${threshold}) RETURNING id`,
    );
    return created?.id as number;
  };
  const member = (
    promotionId: number,
    product: FixtureProduct,
    groupId: number | null,
    was?: number,
  ) =>
    database.db.execute(
      sql`INSERT INTO promotion_products (promotion_id, product_id, group_id, was_price_pence)
        VALUES (${promotionId}, ${product.id}, ${groupId}, ${was ?? null})`,
    );

  const base = randomInt(1_000_000, 2_000_000_000);
  const promotionIds = { twoForTwo: base, threeForTwo: base + 1, cheeseWasNow: base + 2 };
  await promotion(promotionIds.twoForTwo, {
    typeCode: 'MULTIBUY',
    discountType: 'FIXED_PRICE',
    value: 200,
    description: 'Any 2 for £2',
  });
  const anyTwo = await group(promotionIds.twoForTwo, 2);
  await member(promotionIds.twoForTwo, products.beans, anyTwo);
  await member(promotionIds.twoForTwo, products.spaghetti, anyTwo);
  await promotion(promotionIds.threeForTwo, {
    typeCode: 'MULTIBUY',
    discountType: 'X_FOR_Y',
    value: 2,
    description: '3 for 2',
  });
  await member(promotionIds.threeForTwo, products.soup, await group(promotionIds.threeForTwo, 3));
  await promotion(promotionIds.cheeseWasNow, {
    typeCode: 'WAS_NOW',
    discountType: 'AMOUNT_OFF',
    value: 100,
    description: 'Was £4, now £3',
  });
  await member(promotionIds.cheeseWasNow, products.cheese, null, 400);

  return {
    products,
    promotionIds,
    categoryId: leaf.id,
    async remove() {
      await database.db.execute(
        sql`DELETE FROM promotions WHERE id IN (${base}, ${base + 1}, ${base + 2})`,
      );
      await database.db.execute(sql`DELETE FROM products WHERE id LIKE ${`99${run}%-zqx`}`);
    },
  };
}
