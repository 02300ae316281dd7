import type { Db } from '@grocer/db/client';
import { liveOrComingPromotion } from '@grocer/db/promotion-window';
import type {
  Availability,
  DiscountType,
  Product,
  PromotionTypeCode,
  Quantity,
  Uom,
} from '@grocer/domain/catalogue/catalogue.types';
import type { PricingPromotion, PromotionMembership } from '@grocer/domain/pricing/pricing.types';
import { type SQL, sql } from 'drizzle-orm';
import type { TrolleyFacts, TrolleyProductFacts } from './catalogue.contract.ts';
import { PRODUCT_ROW_TTL_MS } from './product-cache.ts';

/**
 * The trolley's product and promotion facts (decision 0031): two statements on a miss (the
 * products with their memberships, then the promotions they name with their groups), none on a
 * hit. Kept for PRODUCT_ROW_TTL_MS like the product rows; the pricing engine decides which
 * promotions are live each time, so an offer still starts and ends on the second.
 */

interface FactsRow {
  id: string;
  line_number: string;
  name: string;
  product_type: string;
  availability: string;
  lead_time: number | null;
  restriction: TrolleyProductFacts['restriction'];
  order_cap: { amount: number; uom: string } | null;
  uoms: string[];
  display_price_pence: number;
  display_price_estimated: boolean;
  unit_price_pence: number | null;
  unit_price_quantity: number | null;
  unit_price_uom: string | null;
  deposit_charge_pence: number | null;
  max_personalised_message_length: number | null;
  substitutions_prohibited: boolean;
  memberships: PromotionMembership[] | string;
}

interface PromotionRow {
  id: number;
  type_code: string;
  discount_type: string;
  discount_value: number;
  description: string;
  start: string;
  expiry: string;
  hidden: boolean;
  loyalty_only: boolean;
  groups: PricingPromotion['groups'] | string;
}

const UOMS: readonly string[] = ['C62', 'KGM', 'GRM', 'LBR'];

const inList = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function toFacts(row: FactsRow): TrolleyProductFacts {
  const cap = row.order_cap;
  return {
    productId: row.id,
    lineNumber: row.line_number,
    name: row.name,
    productType: row.product_type as Product['productType'],
    availability: row.availability as Availability,
    leadTime: row.lead_time,
    restriction: row.restriction,
    orderCap:
      cap && UOMS.includes(cap.uom) && Number.isFinite(cap.amount)
        ? ({ amount: cap.amount, uom: cap.uom } as Quantity)
        : null,
    uoms: row.uoms.filter((uom) => UOMS.includes(uom)) as Uom[],
    displayPricePence: row.display_price_pence,
    displayPriceEstimated: row.display_price_estimated,
    unitPrice:
      row.unit_price_pence === null
        ? null
        : {
            quantity: { amount: row.unit_price_quantity ?? 1, uom: row.unit_price_uom ?? 'C62' },
            pricePence: row.unit_price_pence,
          },
    depositChargePence: row.deposit_charge_pence,
    maxPersonalisedMessageLength: row.max_personalised_message_length,
    substitutionsProhibited: row.substitutions_prohibited,
    promotions: json(row.memberships),
  };
}

function toPromotion(row: PromotionRow): PricingPromotion {
  return {
    id: row.id,
    typeCode: row.type_code as PromotionTypeCode,
    discountType: row.discount_type as DiscountType,
    discountValue: row.discount_value,
    description: row.description,
    start: row.start,
    expiry: row.expiry,
    hidden: row.hidden,
    loyaltyOnly: row.loyalty_only,
    groups: json(row.groups),
  };
}

export class TrolleyFactsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Products by id with their memberships of promotions live or coming at `now`. */
  async products(ids: readonly string[], now: Date): Promise<TrolleyProductFacts[]> {
    if (ids.length === 0) return [];
    const found = await rows<FactsRow>(
      this.#db,
      sql`SELECT p.id, p.line_number, p.name, p.product_type, p.availability, p.lead_time,
          p.restriction, p.order_cap, p.uoms, p.display_price_pence, p.display_price_estimated,
          p.unit_price_pence, p.unit_price_quantity, p.unit_price_uom, p.deposit_charge_pence,
          p.max_personalised_message_length, p.substitutions_prohibited,
          coalesce((
            SELECT json_agg(json_build_object('promotionId', pp.promotion_id,
                'groupId', pp.group_id, 'wasPricePence', pp.was_price_pence)
              ORDER BY pp.promotion_id)
            FROM promotion_products pp JOIN promotions pr ON pr.id = pp.promotion_id
            WHERE pp.product_id = p.id AND ${liveOrComingPromotion(now)}
          ), '[]'::json) AS memberships
        FROM products p WHERE p.id IN (${inList(ids)})`,
    );
    return found.map(toFacts);
  }

  /** Promotions by id, with their groups in position order. */
  async promotions(ids: readonly number[]): Promise<PricingPromotion[]> {
    if (ids.length === 0) return [];
    const found = await rows<PromotionRow>(
      this.#db,
      sql`SELECT pr.id, pr.type_code, pr.discount_type, pr.discount_value, pr.description,
          to_char(pr.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
          to_char(pr.expiry_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expiry,
          pr.hidden, pr.loyalty_only,
          coalesce((
            SELECT json_agg(json_build_object('id', pg.id, 'name', pg.name,
                'threshold', pg.threshold) ORDER BY pg.position, pg.id)
            FROM promotion_groups pg WHERE pg.promotion_id = pr.id
          ), '[]'::json) AS groups
        FROM promotions pr WHERE pr.id IN (${inList(ids)})`,
    );
    return found.map(toPromotion);
  }
}

interface Held<T> {
  value: T;
  loadedAt: number;
}

/** Most products and promotions kept at once (a few hundred bytes each). */
const MAX_HELD = 20_000;

/**
 * Facts by product id and promotions by id, each kept PRODUCT_ROW_TTL_MS; what is missing or
 * old is read in one statement each.
 */
export class TrolleyFactsCache {
  readonly #products = new Map<string, Held<TrolleyProductFacts | null>>();
  readonly #promotions = new Map<number, Held<PricingPromotion | null>>();
  readonly #repository: TrolleyFactsRepository;
  readonly #ttlMs: number;

  constructor(repository: TrolleyFactsRepository, ttlMs = PRODUCT_ROW_TTL_MS) {
    this.#repository = repository;
    this.#ttlMs = ttlMs;
  }

  async get(productIds: readonly string[], now: Date): Promise<TrolleyFacts> {
    const at = now.getTime();
    const products = await this.#read(
      this.#products,
      [...new Set(productIds)],
      at,
      async (missing) => {
        const found = await this.#repository.products(missing, now);
        return new Map(found.map((facts) => [facts.productId, facts]));
      },
    );
    const promotionIds = [
      ...new Set(products.flatMap((facts) => facts.promotions.map((m) => m.promotionId))),
    ];
    const promotions = await this.#read(this.#promotions, promotionIds, at, async (missing) => {
      const found = await this.#repository.promotions(missing);
      return new Map(found.map((promotion) => [promotion.id, promotion]));
    });
    return { products, promotions };
  }

  /** Drops the facts of `productIds` and of `promotionIds` (see ProductRowCache.forget). */
  forget(productIds: readonly string[], promotionIds: readonly number[]): void {
    for (const id of productIds) this.#products.delete(id);
    for (const id of promotionIds) this.#promotions.delete(id);
  }

  async #read<K, V>(
    held: Map<K, Held<V | null>>,
    keys: readonly K[],
    at: number,
    load: (missing: K[]) => Promise<Map<K, V>>,
  ): Promise<V[]> {
    const values: V[] = [];
    const missing: K[] = [];
    for (const key of keys) {
      const entry = held.get(key);
      // A clock that went back (tests) must not see values loaded "later".
      if (entry && at >= entry.loadedAt && at - entry.loadedAt < this.#ttlMs) {
        if (entry.value !== null) values.push(entry.value);
      } else {
        missing.push(key);
      }
    }
    if (missing.length === 0) return values;
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.get(key) ?? null;
      if (held.size >= MAX_HELD) held.clear();
      // Unknown keys are remembered too, so a line of a product gone is not read every time.
      held.set(key, { value, loadedAt: at });
      if (value !== null) values.push(value);
    }
    return values;
  }
}
