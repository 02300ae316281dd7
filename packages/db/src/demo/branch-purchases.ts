import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { branchPurchases } from '../schema/branch-purchases.ts';
import { buildBranches, DEFAULT_BRANCH_ID } from './branches.ts';
import { hashString, Prng } from './prng.ts';

/**
 * The demo shoppers' shopping in our branches (decision 0079): a year of visits to their
 * branch, recorded against their account as the till's receipts would be, so Bought in store,
 * the favourites page's bought-in-branch products, its Frequently bought order and its forgotten
 * products have something real to show.
 *
 * Each shopper has regulars (picked by how well products sell, `products.popularity`) that go in
 * most baskets, and a few extras each visit. What is bought follows the catalogue's seasons:
 * Christmas-only products (those with the Christmas delivery restriction) and the Christmas aisle
 * sell in November and December, the Summer & Seasonal aisle from May to August, ice cream and
 * barbecue food more in summer; the rest all year. The same catalogue and the same day make the
 * same receipts.
 */

export interface DemoBranchShopper {
  /** The branch they shop in. */
  branchId: number;
  /** Days between visits. */
  everyDays: number;
  /** How many products they buy most visits. */
  regulars: number;
  /** Extras per visit, at most. */
  extras: number;
}

/** By demo account email. */
export const DEMO_BRANCH_SHOPPERS: Readonly<Record<string, DemoBranchShopper>> = {
  'shopper@example.com': { branchId: DEFAULT_BRANCH_ID, everyDays: 7, regulars: 24, extras: 5 },
  'second.shopper@example.com': {
    branchId: buildBranches()[1]?.id ?? DEFAULT_BRANCH_ID,
    everyDays: 12,
    regulars: 14,
    extras: 3,
  },
};

/** A year of visits: the favourites page counts a year. */
const HISTORY_DAYS = 364;
const DAY_MS = 86_400_000;
/** Each regular is in a basket this often. */
const REGULAR_CHANCE = 0.7;

/** A product as the generator needs it. */
export interface ShoppableProduct {
  id: string;
  lineNumber: string;
  pricePence: number;
  /** Units sold in a typical week across the shop. */
  popularity: number;
  /** Its top-level aisle's name. */
  aisle: string;
  /** Only on sale for Christmas delivery. */
  christmasOnly: boolean;
  /** Sold by weight only (no C62): bought as one pack of its default weight. */
  uom: string;
  defaultAmount: number;
}

export interface DemoReceipt {
  receiptId: string;
  branchId: number;
  purchasedAt: Date;
  lines: {
    lineNumber: string;
    productId: string;
    amount: number;
    uom: string;
    pricePence: number;
  }[];
}

const SUMMERY = /ice cream|ice lolly|barbecue|bbq|burger|sorbet|strawberr|salad/i;

/** How much more (or less) a product sells in `month` (0 January … 11 December). */
export function seasonalWeight(
  product: Pick<ShoppableProduct, 'aisle' | 'christmasOnly' | 'lineNumber'> & { name?: string },
  month: number,
): number {
  const festive = month === 10 || month === 11;
  const summer = month >= 4 && month <= 7;
  if (product.christmasOnly || product.aisle === 'Christmas') return festive ? 1 : 0;
  if (product.aisle === 'Summer & Seasonal') return summer ? 1 : 0.05;
  if (product.name && SUMMERY.test(product.name)) return summer ? 2 : 0.5;
  return 1;
}

/** The receipts of one shopper's year of visits, ending on the day before `now`. */
export function demoBranchReceipts(
  email: string,
  profile: DemoBranchShopper,
  products: readonly (ShoppableProduct & { name?: string })[],
  now: Date,
): DemoReceipt[] {
  if (products.length === 0) return [];
  const rng = new Prng(hashString(`grocer-branch-shopping:${email}`));
  const weights = products.map((product) => Math.max(1, product.popularity));
  // Regulars: everyday products (never seasonal ones), the better sellers more likely.
  const everyday = products
    .map((product, index) => ({ product, weight: weights[index] ?? 1 }))
    .filter(({ product }) => seasonalWeight(product, 0) === 1 && seasonalWeight(product, 6) === 1);
  const regulars = new Map<string, ShoppableProduct>();
  for (let tries = 0; regulars.size < profile.regulars && tries < profile.regulars * 20; tries++) {
    const picked = rng.weighted(
      everyday.map((entry) => entry.product),
      everyday.map((entry) => entry.weight),
    );
    regulars.set(picked.lineNumber, picked);
  }
  // Each shopper's usual amount of a regular: mostly one, sometimes two.
  const usual = new Map([...regulars.keys()].map((line) => [line, rng.chance(0.25) ? 2 : 1]));

  const receipts: DemoReceipt[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // The last visit yesterday, the others every `everyDays` before it within the year.
  const first = 1 + Math.floor((HISTORY_DAYS - 1) / profile.everyDays) * profile.everyDays;
  for (let daysAgo = first; daysAgo >= 1; daysAgo -= profile.everyDays) {
    // Mid-morning to early evening, on the day.
    const at = new Date(today - daysAgo * DAY_MS + rng.int(9 * 60, 18 * 60) * 60_000);
    const month = at.getUTCMonth();
    const basket = new Map<string, { product: ShoppableProduct; amount: number }>();
    for (const regular of regulars.values()) {
      if (rng.chance(REGULAR_CHANCE)) {
        basket.set(regular.lineNumber, {
          product: regular,
          amount: usual.get(regular.lineNumber) ?? 1,
        });
      }
    }
    const seasonal = products.map(
      (product, index) => (weights[index] ?? 1) * seasonalWeight(product, month),
    );
    const extras = rng.int(1, profile.extras);
    for (let i = 0; i < extras; i++) {
      const extra = rng.weighted(products, seasonal);
      if (!basket.has(extra.lineNumber))
        basket.set(extra.lineNumber, { product: extra, amount: 1 });
    }
    receipts.push({
      receiptId: `DEMO-${profile.branchId}-${at.toISOString().slice(0, 10)}-${hashString(email) % 10_000}`,
      branchId: profile.branchId,
      purchasedAt: at,
      lines: [...basket.values()].map(({ product, amount }) => ({
        lineNumber: product.lineNumber,
        productId: product.id,
        amount: product.uom === 'C62' ? amount : product.defaultAmount,
        uom: product.uom,
        pricePence: product.pricePence * (product.uom === 'C62' ? amount : 1),
      })),
    });
  }
  return receipts;
}

/** The catalogue's products as the generator reads them, with their aisle. */
async function shoppableProducts(db: Db): Promise<(ShoppableProduct & { name: string })[]> {
  const found = (await db.execute(
    sql`SELECT p.id, p.line_number, p.name, p.display_price_pence, p.popularity,
          p.restriction IS NOT NULL AS christmas_only, c.name AS aisle,
          CASE WHEN p.uoms @> '["C62"]'::jsonb THEN 'C62' ELSE p.default_quantity_uom END AS uom,
          p.default_quantity_amount
        FROM products p
        JOIN categories c ON c.id = (
          SELECT pc.category_id FROM product_categories pc
          JOIN categories d ON d.id = pc.category_id AND d.depth = 1
          WHERE pc.product_id = p.id LIMIT 1)
        WHERE p.availability = 'AVAILABLE' AND p.product_type IN ('G', 'W')
        ORDER BY p.line_number`,
  )) as unknown as {
    rows: {
      id: string;
      line_number: string;
      name: string;
      display_price_pence: number;
      popularity: number;
      christmas_only: boolean;
      aisle: string;
      uom: string;
      default_quantity_amount: number;
    }[];
  };
  return found.rows.map((row) => ({
    id: row.id,
    lineNumber: row.line_number,
    name: row.name,
    pricePence: Number(row.display_price_pence),
    popularity: Number(row.popularity),
    aisle: row.aisle,
    christmasOnly: Boolean(row.christmas_only),
    uom: row.uom,
    defaultAmount: Number(row.default_quantity_amount),
  }));
}

/**
 * Adds a year of branch shopping to each demo shopper who has none recorded (so never twice),
 * ending yesterday. Returns how many receipt lines were added.
 */
export async function seedDemoBranchPurchases(db: Db, now: Date = new Date()): Promise<number> {
  const emails = Object.keys(DEMO_BRANCH_SHOPPERS);
  const shoppers = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(
      and(
        inArray(accounts.email, emails),
        sql`not exists (select 1 from ${branchPurchases} where ${branchPurchases.customerId} = ${accounts.id})`,
      ),
    );
  if (shoppers.length === 0) return 0;
  const products = await shoppableProducts(db);
  let added = 0;
  for (const shopper of shoppers) {
    const profile = DEMO_BRANCH_SHOPPERS[shopper.email];
    if (!profile) continue;
    const rows = demoBranchReceipts(shopper.email, profile, products, now).flatMap((receipt) =>
      receipt.lines.map((line) => ({
        customerId: shopper.id,
        branchId: receipt.branchId,
        receiptId: receipt.receiptId,
        lineNumber: line.lineNumber,
        productId: line.productId,
        quantityAmount: line.amount,
        quantityUom: line.uom,
        pricePence: line.pricePence,
        purchasedAt: receipt.purchasedAt,
      })),
    );
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(branchPurchases).values(rows.slice(start, start + 500));
    }
    added += rows.length;
  }
  return added;
}
