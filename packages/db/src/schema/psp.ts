import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payment provider's own tables (apps/server/src/psp; decision 0038). They
 * stand for a card processor's systems: no context of the shop reads them (the architecture test
 * holds), the shop only talks to the provider over its HTTP API.
 */

/** A hosted card form handed to one shop page; it can tokenise one card, before it lapses. */
export const pspFormSessions = pgTable('psp_form_sessions', {
  id: text('id').primaryKey(),
  /** Where the token goes: the shop page's origin (postMessage) and URL (no-JavaScript post). */
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /**
   * The merchant's reference for the shopper who opened the form (decision 0051): the provider
   * answers it with the card, so the shop saves the token only for that shopper.
   */
  shopperReference: text('shopper_reference'),
  /** Set once the form has tokenised its card. */
  token: text('token'),
});

/** Tokenised cards: the number lives here, and only here. */
export const pspCards = pgTable('psp_cards', {
  token: text('token').primaryKey(),
  pan: text('pan').notNull(),
  cardType: text('card_type').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Payments: an authorisation and what was captured, voided and refunded of it. */
export const pspPayments = pgTable(
  'psp_payments',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** CHALLENGE_REQUIRED | AUTHORISED | DECLINED | INSUFFICIENT_FUNDS | VOIDED */
    status: text('status').notNull(),
    capturedPence: integer('captured_pence').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('psp_payments_token').on(t.token),
    check(
      'psp_payments_amounts',
      sql`${t.capturedPence} <= ${t.amountPence} AND ${t.refundedPence} <= ${t.capturedPence}`,
    ),
  ],
);

/** The first answer to each idempotency key: a repeat gets it again and changes nothing. */
export const pspIdempotency = pgTable('psp_idempotency', {
  key: text('key').primaryKey(),
  /** Operation and its input, so a key reused for something else is refused. */
  fingerprint: text('fingerprint').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
