import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { branches } from './catalogue.ts';

/**
 * The slots context's tables (issue 12, decision 0034). Capacity lives here: a slot is booked by
 * `UPDATE slots SET booked = booked + 1 WHERE id = … AND booked < capacity`, and the CHECK keeps
 * `booked` within 0..capacity whatever the concurrency or the number of server processes.
 */

/** Postcode districts (RG1, SW4) and the branch whose vans deliver there. */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    postcodeDistrict: text('postcode_district').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [
    check(
      'delivery_areas_district_shape',
      sql`${t.postcodeDistrict} ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$'`,
    ),
    index('delivery_areas_branch_idx').on(t.branchId),
  ],
);

/** Bookable windows, generated ahead from the templates (idempotently, per branch and day). */
export const slots = pgTable(
  'slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** DELIVERY | GROCERY_COLLECTION | ENTERTAINING_COLLECTION */
    slotType: text('slot_type').notNull(),
    /** DEFAULT | SAVER */
    gridType: text('grid_type').notNull(),
    /** The London day. */
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Before demand and offers (the domain's slotPricePence works out the price). */
    basePricePence: integer('base_price_pence').notNull(),
    /** christmas | easter, on a campaign's slot days. */
    campaign: text('campaign'),
  },
  (t) => [
    uniqueIndex('slots_one_per_window').on(t.branchId, t.slotType, t.gridType, t.startAt),
    index('slots_grid_idx').on(t.branchId, t.slotType, t.gridType, t.slotDate),
    check('slots_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('slots_window', sql`${t.endAt} > ${t.startAt}`),
    check(
      'slots_type_known',
      sql`${t.slotType} in ('DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION')`,
    ),
    check('slots_grid_known', sql`${t.gridType} in ('DEFAULT', 'SAVER')`),
    check('slots_price_not_negative', sql`${t.basePricePence} >= 0`),
  ],
);

/** Which branch days have been generated: generation adds only the days missing here. */
export const slotDays = pgTable(
  'slot_days',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.slotDate] })],
);

/**
 * A customer order's hold on a slot. UNCONFIRMED until the order is placed (CONFIRMED), and
 * given back when cancelled, replaced by another booking, or past `expires_at` (EXPIRED). At most
 * one live (UNCONFIRMED or CONFIRMED) reservation per order.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 50_000_001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The trolley's customer order id (the orders context will own it). */
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    /** Delivery: the address book's address; null for collection. */
    addressId: integer('address_id'),
    postcode: text('postcode').notNull(),
    greenSlot: boolean('green_slot').notNull().default(false),
    /** What the shopper agreed to pay for the slot. */
    deliveryChargePence: integer('delivery_charge_pence').notNull(),
    /** What the delivery pass paid of the slot's charge (decision 0087); 0 when it did not. */
    deliveryPassSavingPence: integer('delivery_pass_saving_pence').notNull().default(0),
    status: text('status').notNull().default('UNCONFIRMED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_reservations_one_live_per_order')
      .on(t.customerOrderId)
      .where(sql`${t.status} in ('UNCONFIRMED', 'CONFIRMED')`),
    index('slot_reservations_customer_idx').on(t.customerId, t.status),
    index('slot_reservations_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'UNCONFIRMED'`),
    index('slot_reservations_slot_idx').on(t.slotId),
    check(
      'slot_reservations_status_known',
      sql`${t.status} in ('UNCONFIRMED', 'CONFIRMED', 'CANCELLED', 'EXPIRED')`,
    ),
    check('slot_reservations_charge_not_negative', sql`${t.deliveryChargePence} >= 0`),
  ],
);
