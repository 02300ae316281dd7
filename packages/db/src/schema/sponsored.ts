import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Mega-menu ad banners (the sponsored context's; decision 0096, spec doc 3 §3 "Ad banner"): one
 * row a banner for one Groceries category, with the vendor's tracking addresses. Staff add and
 * remove them in the console; every change is in `ad_changes`.
 */
export const adBanners = pgTable(
  'ad_banners',
  {
    id: serial('id').primaryKey(),
    categoryId: text('category_id').notNull(),
    offerHeading: text('offer_heading'),
    heading: text('heading').notNull(),
    subheading: text('subheading'),
    linkUrl: text('link_url').notNull(),
    linkText: text('link_text').notNull(),
    altText: text('alt_text'),
    imageSrc: text('image_src'),
    /** The products the banner promotes (line numbers), as the entity's `products`. */
    lineNumbers: jsonb('line_numbers').$type<string[]>().notNull().default([]),
    marketingBadge: text('marketing_badge'),
    impressionUrls: jsonb('impression_urls').$type<string[]>().notNull().default([]),
    clickUrls: jsonb('click_urls').$type<string[]>().notNull().default([]),
    vendor: text('vendor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ad_banners_category_idx').on(t.categoryId, t.createdAt),
    check('ad_banners_link_is_ours', sql`${t.linkUrl} LIKE '/ecom/%'`),
  ],
);

/**
 * Sponsored placements (decision 0096): a product paid for by a vendor, by line number, with its
 * sponsorship id. At most one a product. The catalogue carries the id on the product's row
 * (is_sponsored, sponsorship_id), set through its service when a placement is added or removed.
 */
export const sponsoredPlacements = pgTable(
  'sponsored_placements',
  {
    id: serial('id').primaryKey(),
    lineNumber: text('line_number').notNull(),
    sponsorshipId: text('sponsorship_id').notNull(),
    vendor: text('vendor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sponsored_placements_line_number_key').on(t.lineNumber)],
);

/** Who changed which banner or placement, and when: rows are only ever added. */
export const adChanges = pgTable(
  'ad_changes',
  {
    id: serial('id').primaryKey(),
    /** banner-added | banner-removed | placement-added | placement-removed */
    action: text('action').notNull(),
    /** The banner's or placement's id. */
    ref: text('ref').notNull(),
    /** Small facts: the heading and category, or the line number and sponsorship id. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    staffId: integer('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ad_changes_at_idx').on(t.at)],
);
