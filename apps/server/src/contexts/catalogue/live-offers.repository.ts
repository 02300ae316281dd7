import type { Db } from '@grocer/db/client';
import { livePromotion } from '@grocer/db/promotion-window';
import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { type SQL, sql } from 'drizzle-orm';
import type {
  LiveOfferReads,
  MealDealRow,
  OfferProductsFilter,
  OfferRow,
  ProductPage,
} from './catalogue.contract.ts';
import { PRODUCT_ORDER_BY } from './catalogue.repository.ts';

/**
 * Offer reads over the catalogue's promotion tables, for the offers context (through the
 * catalogue contract's LiveOfferReads). "Live" is the promotion window rule's SQL form and the
 * sort orders are the browse orders, so an offer listed here is exactly one a product card shows.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers return `{ rows }`; the shared Db type cannot say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Ids of the products on a live offer (of one type, when given). */
function liveOfferProductIds(now: Date, offerType: string | undefined): SQL {
  const type = offerType === undefined ? sql`` : sql`AND pr.type_code = ${offerType}`;
  return sql`SELECT pp.product_id FROM promotion_products pp
    JOIN promotions pr ON pr.id = pp.promotion_id
    WHERE ${livePromotion(now)} ${type}`;
}

const OFFER_COLUMNS = sql`pr.id, pr.name, pr.description, pr.type_code,
  pr.expiry_date, count(pp.product_id)::int AS product_count`;

export class LiveOffersRepository implements LiveOfferReads {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** One page of the products on a live offer, in `sortBy` order, and how many there are. */
  async offerProducts(
    filter: OfferProductsFilter,
    paging: { start: number; size: number; sortBy: SortBy },
    now: Date,
  ): Promise<ProductPage> {
    const inCategory =
      filter.categoryId === undefined
        ? sql``
        : sql`AND p.id IN (SELECT pc.product_id FROM product_categories pc
            WHERE pc.category_id = ${filter.categoryId})`;
    const where = sql`p.id IN (${liveOfferProductIds(now, filter.offerType)}) ${inCategory}`;
    const page = await rows<{ line_number: string; total: number }>(
      this.#db,
      sql`SELECT p.line_number, count(*) OVER ()::int AS total FROM products p
        WHERE ${where}
        ORDER BY ${PRODUCT_ORDER_BY[paging.sortBy]}
        LIMIT ${paging.size} OFFSET ${paging.start}`,
    );
    if (page.length > 0 || paging.start === 0) {
      return { lineNumbers: page.map((row) => row.line_number), total: page[0]?.total ?? 0 };
    }
    // Paged past the end: the window count came back with no rows, so count on its own.
    const [counted] = await rows<{ total: number }>(
      this.#db,
      sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    );
    return { lineNumbers: [], total: counted?.total ?? 0 };
  }

  /** How many products on a live offer each of `categoryIds` holds; categories with none are absent. */
  async offerCountsByCategory(
    categoryIds: readonly string[],
    offerType: string | undefined,
    now: Date,
  ): Promise<Map<string, number>> {
    if (categoryIds.length === 0) return new Map();
    const found = await rows<{ category_id: string; n: number }>(
      this.#db,
      sql`SELECT pc.category_id, count(*)::int AS n FROM product_categories pc
        WHERE pc.category_id IN (${inList(categoryIds)})
          AND pc.product_id IN (${liveOfferProductIds(now, offerType)})
        GROUP BY pc.category_id`,
    );
    return new Map(found.map((row) => [row.category_id, row.n]));
  }

  /** Live offers with products, the most products first, then the soonest to end. */
  listLiveOffers(
    offerType: string | undefined,
    limit: number,
    now: Date,
    membersOnly = false,
  ): Promise<OfferRow[]> {
    const type = offerType === undefined ? sql`` : sql`AND pr.type_code = ${offerType}`;
    const members = membersOnly ? sql`AND pr.loyalty_only` : sql``;
    return rows<OfferRow>(
      this.#db,
      sql`SELECT ${OFFER_COLUMNS} FROM promotions pr
        JOIN promotion_products pp ON pp.promotion_id = pr.id
        WHERE ${livePromotion(now)} ${type} ${members}
        GROUP BY pr.id
        ORDER BY product_count DESC, pr.expiry_date, pr.id
        LIMIT ${limit}`,
    );
  }

  /** One live offer with its product count; null when unknown, hidden, not started or expired. */
  async findLiveOffer(offerId: number, now: Date): Promise<OfferRow | null> {
    const found = await rows<OfferRow>(
      this.#db,
      sql`SELECT ${OFFER_COLUMNS} FROM promotions pr
        JOIN promotion_products pp ON pp.promotion_id = pr.id
        WHERE pr.id = ${offerId} AND ${livePromotion(now)}
        GROUP BY pr.id`,
    );
    return found[0] ?? null;
  }

  /** One page of an offer's products, most popular first. */
  async productsOfOffer(
    offerId: number,
    paging: { start: number; size: number },
  ): Promise<string[]> {
    const found = await rows<{ line_number: string }>(
      this.#db,
      sql`SELECT p.line_number FROM products p
        JOIN promotion_products pp ON pp.product_id = p.id AND pp.promotion_id = ${offerId}
        ORDER BY ${PRODUCT_ORDER_BY.MOST_POPULAR}
        LIMIT ${paging.size} OFFSET ${paging.start}`,
    );
    return found.map((row) => row.line_number);
  }

  /** A live meal deal (TOTAL_PRICE) with its groups in order; null for any other promotion. */
  async mealDealOf(offerId: number, now: Date): Promise<MealDealRow | null> {
    const [deal] = await rows<OfferRow & { discount_value: number; start_date: Date | string }>(
      this.#db,
      sql`SELECT ${OFFER_COLUMNS}, pr.discount_value, pr.start_date FROM promotions pr
        JOIN promotion_products pp ON pp.promotion_id = pr.id
        WHERE pr.id = ${offerId} AND pr.discount_type = 'TOTAL_PRICE' AND ${livePromotion(now)}
        GROUP BY pr.id`,
    );
    if (!deal) return null;
    const members = await rows<{
      id: number;
      name: string;
      threshold: number;
      line_number: string | null;
    }>(
      this.#db,
      sql`SELECT g.id, g.name, g.threshold, p.line_number FROM promotion_groups g
        LEFT JOIN promotion_products pp ON pp.group_id = g.id AND pp.promotion_id = g.promotion_id
        LEFT JOIN products p ON p.id = pp.product_id
        WHERE g.promotion_id = ${offerId}
        ORDER BY g.position, g.id, ${PRODUCT_ORDER_BY.MOST_POPULAR}`,
    );
    const groups: MealDealRow['groups'] = [];
    for (const row of members) {
      let group = groups.at(-1);
      if (group?.id !== row.id) {
        group = { id: row.id, name: row.name, threshold: row.threshold, lineNumbers: [] };
        groups.push(group);
      }
      if (row.line_number !== null) group.lineNumbers.push(row.line_number);
    }
    const { discount_value, start_date, ...offer } = deal;
    return { offer, pricePence: Math.round(Number(discount_value)), startDate: start_date, groups };
  }
}
