import type { Db } from '@grocer/db/client';
import { liveOrComingPromotion, livePromotion } from '@grocer/db/promotion-window';
import type { ProductRestriction } from '@grocer/db/schema/catalogue';
import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import type { FeaturedAisle } from '@grocer/domain/catalogue/featured-aisles';
import { newProductsSince } from '@grocer/domain/catalogue/new-products';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Catalogue reads. Plain SQL that PGlite and PostgreSQL run alike; each call is one round-trip,
 * with a product's current and coming promotions aggregated in the same statement (no N+1).
 */

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  short_name: string | null;
  page_title: string | null;
  path: string;
  depth: number;
  position: number;
  hidden_in_nav: boolean;
  empty_of_products: boolean;
  icon_name: string | null;
  banner: { heading: string; subheading?: string; url?: string } | null;
  product_count: number;
}

export interface PromotionJson {
  promotionId: number;
  typeCode: string;
  description: string;
  /** ISO instants in UTC, formatted by SQL so both engines agree. */
  start: string;
  expiry: string;
  loyaltyOnly: boolean;
  discountType: string;
  wasPricePence: number | null;
  groups: { name: string; threshold: number }[];
}

export interface ProductRow {
  id: string;
  line_number: string;
  name: string;
  brand_name: string;
  size: string;
  description: string;
  product_type: string;
  product_tags: string[];
  display_price_pence: number;
  display_price_estimated: boolean;
  display_price_qualifier: string | null;
  formatted_price_range: string | null;
  formatted_weight_range: string | null;
  unit_price_pence: number | null;
  unit_price_quantity: number | null;
  unit_price_uom: string | null;
  default_quantity_amount: number;
  default_quantity_uom: string;
  uoms: string[];
  size_description: string | null;
  servings_min: number | null;
  servings_max: number | null;
  average_rating: number;
  review_count: number;
  lead_time: number | null;
  contains_alcohol: boolean;
  substitutions_prohibited: boolean;
  max_personalised_message_length: number | null;
  restriction: ProductRestriction | null;
  deposit_charge_pence: number | null;
  hfss: string;
  is_sponsored: boolean;
  sponsorship_id: string | null;
  image: string;
  availability: string;
  primary_category_id: string;
  promotions: PromotionJson[];
}

export interface BranchRow {
  id: number;
  name: string;
  line1: string;
  line2: string | null;
  town: string;
  region: string | null;
  postcode: string;
  phone: string | null;
  default_branch: boolean;
  offers_collection: boolean;
  offers_entertaining: boolean;
}

export interface BranchDetailsRow extends BranchRow {
  latitude: number | null;
  longitude: number | null;
  /** Checked by parseOpeningHours when read. */
  opening_hours: unknown;
}

/**
 * Sort orders on products aliased `p`, as fixed SQL (never built from input); ids break ties so
 * pages never overlap. Exported so the offers context lists products in the same orders as browse.
 */
export const PRODUCT_ORDER_BY: Record<SortBy, SQL> = {
  MOST_POPULAR: sql`p.popularity DESC, p.id`,
  RELEVANCE: sql`p.popularity DESC, p.id`,
  PRICE_LOW_2_HIGH: sql`p.display_price_pence ASC, p.popularity DESC, p.id`,
  PRICE_HIGH_2_LOW: sql`p.display_price_pence DESC, p.popularity DESC, p.id`,
  // The C collation sorts the same on every server, whatever its locale.
  A_2_Z: sql`lower(p.name) COLLATE "C" ASC, p.id`,
  Z_2_A: sql`lower(p.name) COLLATE "C" DESC, p.id`,
  TOP_RATED: sql`p.average_rating DESC, p.review_count DESC, p.popularity DESC, p.id`,
};

/**
 * The products of a featured aisle at `now`, as a condition on `p` (decision 0078): new ones
 * (added since the new-product rule's first instant, up to now), and for the featured page also
 * those on a live offer (the promotion window rule, as the offers pages list them).
 */
export function featuredAisleFilter(aisle: FeaturedAisle, now: Date): SQL {
  const since = newProductsSince(now).toISOString();
  const added = sql`p.created_at >= ${since}::timestamptz AND p.created_at <= ${now.toISOString()}::timestamptz`;
  if (aisle === 'new') return added;
  return sql`(${added}) OR p.id IN (SELECT pp.product_id FROM promotion_products pp
    JOIN promotions pr ON pr.id = pp.promotion_id WHERE ${livePromotion(now)})`;
}

const PRODUCT_COLUMNS = sql`p.id, p.line_number, p.name, p.brand_name, p.size, p.description,
  p.product_type, p.product_tags, p.display_price_pence, p.display_price_estimated,
  p.display_price_qualifier, p.formatted_price_range, p.formatted_weight_range,
  p.unit_price_pence, p.unit_price_quantity, p.unit_price_uom, p.default_quantity_amount,
  p.default_quantity_uom, p.uoms, p.size_description, p.servings_min, p.servings_max,
  p.average_rating, p.review_count, p.lead_time, p.contains_alcohol, p.substitutions_prohibited,
  p.max_personalised_message_length, p.restriction, p.deposit_charge_pence, p.hfss,
  p.is_sponsored, p.sponsorship_id, p.image, p.availability, p.primary_category_id`;

/**
 * Products matching `filter` (a condition on `p`) with every promotion of theirs live or coming
 * at `now` (the product cache decides which are live when it is read),
 * in one statement: the products are found first (by index), then each one's promotions by the
 * promotion_products product index, and each promotion's groups by theirs. No N+1 round trips,
 * and no pass over every live promotion.
 */
function selectProducts(filter: SQL, now: Date): SQL {
  return sql`SELECT ${PRODUCT_COLUMNS}, coalesce(live.list, '[]'::json) AS promotions
    FROM products p
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
          'promotionId', pr.id,
          'start', to_char(pr.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'typeCode', pr.type_code,
          'description', pr.description,
          'expiry', to_char(pr.expiry_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'loyaltyOnly', pr.loyalty_only,
          'discountType', pr.discount_type,
          'wasPricePence', pp.was_price_pence,
          'groups', (
            SELECT coalesce(json_agg(json_build_object('name', pg.name, 'threshold', pg.threshold)
              ORDER BY pg.position, pg.id), '[]'::json)
            FROM promotion_groups pg WHERE pg.promotion_id = pr.id
          )
        ) ORDER BY pr.id) AS list
      FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id
      WHERE pp.product_id = p.id AND ${liveOrComingPromotion(now)}
    ) live ON true
    WHERE ${filter}`;
}

const inList = (values: string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers return `{ rows }`; the shared Db type cannot say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export class CatalogueRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Every category with the number of products listed under it (descendants included). */
  loadCategories(): Promise<CategoryRow[]> {
    return rows<CategoryRow>(
      this.#db,
      sql`SELECT c.id, c.parent_id, c.name, c.short_name, c.page_title, c.path, c.depth,
          c.position, c.hidden_in_nav, c.empty_of_products, c.icon_name, c.banner,
          coalesce(counts.n, 0)::int AS product_count
        FROM categories c
        LEFT JOIN (
          SELECT category_id, count(*) AS n FROM product_categories GROUP BY category_id
        ) counts ON counts.category_id = c.id
        ORDER BY c.depth, c.position, c.id`,
    );
  }

  findProductsByLineNumbers(lineNumbers: string[], now: Date): Promise<ProductRow[]> {
    if (lineNumbers.length === 0) return Promise.resolve([]);
    return rows<ProductRow>(
      this.#db,
      selectProducts(sql`p.line_number IN (${inList(lineNumbers)})`, now),
    );
  }

  /**
   * Every product id under a category, in display order for `sortBy`; only those `only` (a
   * condition on `p`, from featuredAisleFilter) keeps, when given.
   */
  async orderedProductIds(categoryId: string, sortBy: SortBy, only?: SQL): Promise<string[]> {
    const found = await rows<{ id: string }>(
      this.#db,
      sql`SELECT p.id FROM product_categories pc
        JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ${categoryId} ${only ? sql`AND (${only})` : sql``}
        ORDER BY ${PRODUCT_ORDER_BY[sortBy]}`,
    );
    return found.map((row) => row.id);
  }

  /** How many products `only` keeps under each category (descendants included); none: absent. */
  async countsByCategory(only: SQL): Promise<Map<string, number>> {
    const found = await rows<{ category_id: string; n: number }>(
      this.#db,
      sql`SELECT pc.category_id, count(*)::int AS n FROM product_categories pc
        JOIN products p ON p.id = pc.product_id
        WHERE ${only}
        GROUP BY pc.category_id`,
    );
    return new Map(found.map((row) => [row.category_id, row.n]));
  }

  /** Products by primary key with their current and coming promotions, in no particular order. */
  findProductsByIds(ids: string[], now: Date): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return rows<ProductRow>(this.#db, selectProducts(sql`p.id IN (${inList(ids)})`, now));
  }

  listBranches(): Promise<BranchRow[]> {
    return rows<BranchRow>(
      this.#db,
      sql`SELECT id, name, line1, line2, town, region, postcode, phone, default_branch,
          offers_collection, offers_entertaining
        FROM branches ORDER BY default_branch DESC, name, id`,
    );
  }

  /** Every branch with its position and hours (Find a store). */
  listBranchDetails(): Promise<BranchDetailsRow[]> {
    return rows<BranchDetailsRow>(
      this.#db,
      sql`SELECT id, name, line1, line2, town, region, postcode, phone, default_branch,
          offers_collection, offers_entertaining, latitude, longitude, opening_hours
        FROM branches ORDER BY town, name, id`,
    );
  }

  async findBranch(id: number): Promise<BranchRow | null> {
    const found = await rows<BranchRow>(
      this.#db,
      sql`SELECT id, name, line1, line2, town, region, postcode, phone, default_branch,
          offers_collection, offers_entertaining
        FROM branches WHERE id = ${id}`,
    );
    return found[0] ?? null;
  }
}
