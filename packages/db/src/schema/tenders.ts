import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The tenders context's tables (issue 13, decision 0039): gift cards with their balances, gift
 * vouchers, promo codes, and what each customer order (the trolley's customer order id) has
 * applied of them. Balances only move by conditional updates (`balance >= amount`), and a check
 * keeps them from ever going below zero. Rows applied to an order belong to the customer and go
 * with their account.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    serialNumber: text('serial_number').notNull().unique(),
    /** HMAC-SHA-256 of the serial number and PIN (hex). */
    pinHash: text('pin_hash').notNull(),
    balancePence: integer('balance_pence').notNull(),
    /**
     * What the card held when issued (decision 0055): balance plus what live redemptions took
     * must equal it (`npm run check:invariants`). Null only for a card issued without it.
     */
    initialBalancePence: integer('initial_balance_pence'),
    /** ACTIVE | BLOCKED */
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_cards_balance_not_negative', sql`${t.balancePence} >= 0`),
    check('gift_cards_status', sql`${t.status} IN ('ACTIVE', 'BLOCKED')`),
  ],
);

/**
 * A gift card checked for one customer order: the token answers the serial number and PIN, the
 * validation nonce (set by the validation call) lets the card be applied once, before expiry.
 */
export const giftCardValidations = pgTable(
  'gift_card_validations',
  {
    token: text('token').primaryKey(),
    nonce: text('nonce'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_card_validations_expiry_idx').on(t.expiresAt)],
);

/** Gift cards applied to a customer order; `redeemedPence` is set when the order redeems them. */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** APPLIED | REDEEMED */
    status: text('status').notNull().default('APPLIED'),
    redeemedPence: integer('redeemed_pence'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerOrderId, t.giftCardId] }),
    check('order_gift_cards_status', sql`${t.status} IN ('APPLIED', 'REDEEMED')`),
  ],
);

export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: serial('id').primaryKey(),
    serialNumber: text('serial_number').notNull().unique(),
    valuePence: integer('value_pence').notNull(),
    /** ACTIVE | REDEEMED: a voucher is used once. */
    status: text('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedOrderId: bigint('redeemed_order_id', { mode: 'number' }),
  },
  (t) => [
    check('gift_vouchers_value_positive', sql`${t.valuePence} > 0`),
    check('gift_vouchers_status', sql`${t.status} IN ('ACTIVE', 'REDEEMED')`),
  ],
);

export const orderGiftVouchers = pgTable(
  'order_gift_vouchers',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    giftVoucherId: integer('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerOrderId, t.giftVoucherId] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    /** As normalised by the domain (upper case unless a base64 VOUCHER). */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    /** AMOUNT_OFF | PERCENT_OFF */
    discountKind: text('discount_kind').notNull(),
    /** Pence for AMOUNT_OFF, a percentage for PERCENT_OFF. */
    discountValue: integer('discount_value').notNull(),
    minimumSpendPence: integer('minimum_spend_pence').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('promo_codes_discount_kind', sql`${t.discountKind} IN ('AMOUNT_OFF', 'PERCENT_OFF')`),
    check('promo_codes_discount_value', sql`${t.discountValue} > 0`),
  ],
);

export const orderPromoCodes = pgTable(
  'order_promo_codes',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerOrderId, t.code] })],
);

/**
 * Wrong gift card number-and-PIN checks per customer in the current window (decision 0039: 5 in
 * 15 minutes), shared by every server process.
 */
export const giftCardAttempts = pgTable('gift_card_attempts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * The partner discount card on a customer order (decision 0044): one per order, its number
 * (10 digits, not a payment card), which the partner's discount is worked out from at picking.
 */
export const orderPartnerDiscountCards = pgTable('order_partner_discount_cards', {
  customerOrderId: bigint('customer_order_id', { mode: 'number' }).primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cardNumber: text('card_number').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
