import type { OpeningHours } from '@grocer/domain/branches/opening-hours';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Taxonomy. Roots have depth 0 (Groceries is 10051); shoppers see up to 3 levels below it. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    shortName: text('short_name'),
    pageTitle: text('page_title'),
    /** One lower-cased URL segment, e.g. `fresh_and_chilled`. */
    urlName: text('url_name').notNull(),
    /** Full lower-cased browse path below /shop/browse, e.g. `groceries/fresh_and_chilled/milk`. */
    path: text('path').notNull().unique(),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    hiddenInNav: boolean('hidden_in_nav').notNull().default(false),
    emptyOfProducts: boolean('empty_of_products').notNull().default(false),
    iconName: text('icon_name'),
    banner: jsonb('banner').$type<{ heading: string; subheading?: string; url?: string } | null>(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export interface ProductRestriction {
  restrictionId: string;
  startDate: string;
  endDate: string;
  cutOffDate: string;
}

/** Every field of spec doc 1 §3 "Product". Money in integer pence. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    lineNumber: text('line_number').notNull().unique(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    size: text('size').notNull(),
    description: text('description').notNull().default(''),
    /** G or W (one set), E or L (the other): G grocery, W weighed, E entertaining, L lead-time entertaining. */
    productType: text('product_type').notNull(),
    productTags: jsonb('product_tags').$type<string[]>().notNull().default([]),
    displayPricePence: integer('display_price_pence').notNull(),
    displayPriceEstimated: boolean('display_price_estimated').notNull().default(false),
    displayPriceQualifier: text('display_price_qualifier'),
    formattedPriceRange: text('formatted_price_range'),
    formattedWeightRange: text('formatted_weight_range'),
    /** currentSaleUnitPrice: price per `unitPriceQuantity` of `unitPriceUom` (e.g. 1 KGM, 100 GRM, 1 LTR, 1 C62). */
    unitPricePence: integer('unit_price_pence'),
    unitPriceQuantity: real('unit_price_quantity'),
    unitPriceUom: text('unit_price_uom'),
    defaultQuantityAmount: real('default_quantity_amount').notNull().default(1),
    defaultQuantityUom: text('default_quantity_uom').notNull().default('C62'),
    uoms: jsonb('uoms').$type<string[]>().notNull().default(['C62']),
    sizeDescription: text('size_description'),
    servingsMin: integer('servings_min'),
    servingsMax: integer('servings_max'),
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Days of notice needed (entertaining). */
    leadTime: integer('lead_time'),
    containsAlcohol: boolean('contains_alcohol').notNull().default(false),
    substitutionsProhibited: boolean('substitutions_prohibited').notNull().default(false),
    maxPersonalisedMessageLength: integer('max_personalised_message_length'),
    restriction: jsonb('restriction').$type<ProductRestriction | null>(),
    depositChargePence: integer('deposit_charge_pence'),
    /**
     * The most one customer may order, in one unit (`{amount, uom}`); null for no cap. The
     * trolley cuts a larger quantity down to it ('Sorry, you can only order 6 of this item').
     */
    orderCap: jsonb('order_cap').$type<{ amount: number; uom: string } | null>(),
    /** HFSS status: 'HFSS' or 'NON_HFSS'. */
    hfss: text('hfss').notNull().default('NON_HFSS'),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    sponsorshipId: text('sponsorship_id'),
    /** fluent-emoji-flat icon name, served from our own assets. */
    image: text('image').notNull(),
    /** AVAILABLE | TEMPORARILY_UNAVAILABLE | SOLD_OUT_ONLINE */
    availability: text('availability').notNull().default('AVAILABLE'),
    /**
     * Units sold in a typical week (higher sells more): the Most popular order, and in search
     * it leads among products of the kind a query names (decision 0049). The demo generator
     * invents it (demo/sales.ts); `npm run popularity:rebuild` sets it from orders (0048).
     */
    popularity: integer('popularity').notNull().default(0),
    primaryCategoryId: text('primary_category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_primary_category_idx').on(t.primaryCategoryId),
    index('products_popularity_idx').on(t.popularity),
  ],
);

/** A product is listed under its leaf category and every ancestor, so browse at any level is one join. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  /** MULTIBUY | WAS_NOW | MEAL_DEAL | PERCENT_OFF */
  typeCode: text('type_code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** TOTAL_PRICE (meal deal), PERCENTAGE, FIXED_PRICE, AMOUNT_OFF, X_FOR_Y */
  discountType: text('discount_type').notNull(),
  /** Pence for TOTAL_PRICE/FIXED_PRICE/AMOUNT_OFF, percent for PERCENTAGE. */
  discountValue: integer('discount_value').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  hidden: boolean('hidden').notNull().default(false),
  /** Loyalty-scheme-only offer (myWaitrosePromotion in the spec). */
  loyaltyOnly: boolean('loyalty_only').notNull().default(false),
});

export const promotionGroups = pgTable(
  'promotion_groups',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    threshold: integer('threshold').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('promotion_groups_promotion_idx').on(t.promotionId)],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => promotionGroups.id, { onDelete: 'cascade' }),
    /** Price before a WAS_NOW reduction. */
    wasPricePence: integer('was_price_pence'),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    town: text('town').notNull(),
    region: text('region'),
    postcode: text('postcode').notNull(),
    phone: text('phone'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    defaultBranch: boolean('default_branch').notNull().default(false),
    offersCollection: boolean('offers_collection').notNull().default(true),
    offersEntertaining: boolean('offers_entertaining').notNull().default(true),
    /**
     * The week's opening hours (decision 0075): one entry per open day, Monday first, local
     * 'HH:MM' times; a day missing is closed. Null when the shop has not given them.
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
  },
  (t) => [
    check(
      'branches_opening_hours_array',
      sql`${t.openingHours} IS NULL OR jsonb_typeof(${t.openingHours}) = 'array'`,
    ),
  ],
);
