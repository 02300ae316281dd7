import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The money invariants (decision 0055): what must hold between orders, slots, gift cards,
 * vouchers, the payment provider's authorisations, trolleys and the workflows' progress records,
 * each counted against any database. The operations context **only reads**, and reads every
 * context's tables: it is the one place allowed to (the architecture test holds it to SELECTs).
 * `npm run check:invariants` prints them; the crash tests assert zero for their own rows.
 */

export interface InvariantOptions {
  /** Only rows of these customers (tests on a shared database). All rows when absent. */
  customerIds?: readonly number[];
  /**
   * Work younger than this is in flight, not broken: authorisations, closed trolleys and orders
   * changed within it are left out (default 0). An operator on a live shop passes the lease.
   */
  graceMs?: number;
  /** A workflow that has not progressed for this long is left in progress (default 60 s). */
  leaseMs?: number;
}

export interface InvariantCount {
  name: string;
  /** What must hold, in a sentence. */
  rule: string;
  violations: number;
  /** Up to 20 of the rows in violation (order ids, slot ids, gift card ids…), for the operator. */
  examples: string[];
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Statuses of an order that has been placed and not cancelled: it holds a confirmed slot. */
const HOLDING_STATUSES = sql`('PLACED', 'FULFIL', 'PICKED', 'COMPLETED', 'PAYMENT_FAILED', 'PAID', 'REFUND_PENDING')`;

interface Check {
  name: string;
  rule: string;
  /** SELECT … AS id rows in violation; `mine(column)` scopes a customer id column. */
  query(scope: { mine(column: SQL): SQL; graceSecs: number; leaseSecs: number }): SQL;
}

const CHECKS: Check[] = [
  {
    name: 'order-without-confirmed-reservation',
    rule: 'A placed order (not pending, amending or cancelled) holds a CONFIRMED slot reservation; an amending one a live one.',
    query: ({ mine, graceSecs }) =>
      sql`SELECT o.customer_order_id::text AS id FROM orders o
          WHERE ${mine(sql`o.customer_id`)}
            AND o.updated_at <= now() - make_interval(secs => ${graceSecs})
            AND (
              (o.status IN ${HOLDING_STATUSES} AND NOT EXISTS (SELECT 1 FROM slot_reservations r
                WHERE r.customer_order_id = o.customer_order_id AND r.status = 'CONFIRMED'))
              OR (o.status = 'AMENDING' AND NOT EXISTS (SELECT 1 FROM slot_reservations r
                WHERE r.customer_order_id = o.customer_order_id
                  AND r.status IN ('UNCONFIRMED', 'CONFIRMED'))))`,
  },
  {
    name: 'confirmed-reservation-without-order',
    rule: 'A CONFIRMED slot reservation belongs to an order that exists and is not cancelled.',
    query: ({ mine }) =>
      sql`SELECT r.id::text AS id FROM slot_reservations r
          WHERE ${mine(sql`r.customer_id`)} AND r.status = 'CONFIRMED'
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_order_id = r.customer_order_id
              AND o.status <> 'CANCELLED')`,
  },
  {
    name: 'slot-booked-not-live-reservations',
    rule: "A slot's booked count equals its live (UNCONFIRMED or CONFIRMED) reservations.",
    query: ({ mine }) =>
      sql`SELECT s.id::text AS id FROM slots s
          WHERE EXISTS (SELECT 1 FROM slot_reservations m WHERE m.slot_id = s.id
              AND ${mine(sql`m.customer_id`)})
            AND s.booked <> (SELECT count(*) FROM slot_reservations r
              WHERE r.slot_id = s.id AND r.status IN ('UNCONFIRMED', 'CONFIRMED'))`,
  },
  {
    name: 'redeemed-gift-card-without-live-order',
    rule: 'A gift card redeemed for an order belongs to an order that exists and is not cancelled.',
    query: ({ mine }) =>
      sql`SELECT g.customer_order_id::text || '/' || g.gift_card_id AS id FROM order_gift_cards g
          WHERE ${mine(sql`g.customer_id`)} AND g.status = 'REDEEMED'
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_order_id = g.customer_order_id
              AND o.status <> 'CANCELLED')`,
  },
  {
    name: 'redeemed-voucher-without-live-order',
    rule: 'A voucher redeemed by an order belongs to an order that exists and is not cancelled.',
    query: ({ mine }) =>
      sql`SELECT v.id::text AS id FROM gift_vouchers v
          WHERE v.status = 'REDEEMED' AND v.redeemed_order_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM order_gift_vouchers ov
              WHERE ov.gift_voucher_id = v.id AND ${mine(sql`ov.customer_id`)})
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_order_id = v.redeemed_order_id
              AND o.status <> 'CANCELLED')`,
  },
  {
    name: 'gift-card-balance-not-original-value',
    rule: "A gift card's balance plus what its redemptions took equals the value it was issued with.",
    query: ({ mine }) =>
      sql`SELECT c.id::text AS id FROM gift_cards c
          WHERE c.initial_balance_pence IS NOT NULL
            AND EXISTS (SELECT 1 FROM order_gift_cards m WHERE m.gift_card_id = c.id
              AND ${mine(sql`m.customer_id`)})
            AND c.balance_pence + coalesce((SELECT sum(g.redeemed_pence) FROM order_gift_cards g
              WHERE g.gift_card_id = c.id AND g.status = 'REDEEMED'), 0) <> c.initial_balance_pence`,
  },
  {
    name: 'open-authorisation-without-order',
    rule: 'An open card authorisation (authorised, nothing captured, not voided) belongs to a live order (its payment, its resolution payment or an amend waiting for the card challenge) or to a delivery pass buy waiting for the card challenge.',
    query: ({ mine, graceSecs }) =>
      sql`SELECT p.id AS id FROM psp_payments p
          WHERE p.status = 'AUTHORISED' AND p.captured_pence = 0
            AND p.created_at <= now() - make_interval(secs => ${graceSecs})
            AND EXISTS (SELECT 1 FROM payment_cards c WHERE c.provider_token = p.token
              AND ${mine(sql`c.customer_id`)})
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.status <> 'CANCELLED'
              AND (o.payment_id = p.id OR o.resolution_payment_id = p.id))
            AND NOT EXISTS (SELECT 1 FROM order_amendments a WHERE a.pending_payment_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM delivery_pass_payments d
              WHERE d.payment_id = p.id AND d.status = 'CHALLENGE')`,
  },
  {
    name: 'closed-trolley-without-order',
    rule: 'A trolley closed for an order (ORDERED) has its order; an AMENDING order its trolley open, unless it waits for the card challenge.',
    query: ({ mine, graceSecs }) =>
      sql`SELECT t.customer_order_id::text AS id FROM trolleys t
          WHERE ${mine(sql`t.customer_id`)} AND t.status = 'ORDERED'
            AND t.updated_at <= now() - make_interval(secs => ${graceSecs})
            AND (NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_order_id = t.customer_order_id)
              OR EXISTS (SELECT 1 FROM orders o
                JOIN order_amendments a ON a.customer_order_id = o.customer_order_id
                WHERE o.customer_order_id = t.customer_order_id AND o.status = 'AMENDING'
                  AND a.pending_payment_id IS NULL))`,
  },
  {
    name: 'order-with-two-live-reservations',
    rule: 'An order holds at most one live (UNCONFIRMED or CONFIRMED) slot reservation.',
    query: ({ mine }) =>
      sql`SELECT r.customer_order_id::text AS id FROM slot_reservations r
          WHERE ${mine(sql`r.customer_id`)} AND r.status IN ('UNCONFIRMED', 'CONFIRMED')
          GROUP BY r.customer_order_id HAVING count(*) > 1`,
  },
  {
    name: 'picked-order-not-captured',
    rule: 'A picked order has its capture recorded within a lease (the sweep finishes a dead one).',
    query: ({ mine, leaseSecs }) =>
      sql`SELECT o.customer_order_id::text AS id FROM orders o
          WHERE ${mine(sql`o.customer_id`)} AND o.status = 'PICKED' AND o.captured_pence IS NULL
            AND o.updated_at <= now() - make_interval(secs => ${leaseSecs})`,
  },
  {
    name: 'captured-amount-not-providers',
    rule: 'The amount an order records as captured equals what the payment provider captured of its payment and its resolution payment.',
    query: ({ mine }) =>
      sql`SELECT o.customer_order_id::text AS id FROM orders o
          WHERE ${mine(sql`o.customer_id`)} AND o.captured_pence IS NOT NULL
            AND o.captured_pence <>
              coalesce((SELECT p.captured_pence FROM psp_payments p WHERE p.id = o.payment_id), 0)
              + coalesce((SELECT p.captured_pence FROM psp_payments p
                  WHERE p.id = o.resolution_payment_id
                    AND o.resolution_payment_id IS DISTINCT FROM o.payment_id), 0)`,
  },
  {
    name: 'captured-payment-without-order',
    rule: 'Money the payment provider captured (and kept) belongs to an order (its payment or its resolution payment) or to a delivery pass period it paid for: never a second charge, never a pass paid for and not given.',
    query: ({ mine, graceSecs }) =>
      sql`SELECT p.id AS id FROM psp_payments p
          WHERE p.captured_pence > 0
            AND p.created_at <= now() - make_interval(secs => ${graceSecs})
            AND EXISTS (SELECT 1 FROM payment_cards c WHERE c.provider_token = p.token
              AND ${mine(sql`c.customer_id`)})
            AND NOT EXISTS (SELECT 1 FROM orders o
              WHERE o.payment_id = p.id OR o.resolution_payment_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM delivery_pass_payments d
              WHERE d.payment_id = p.id AND d.status = 'TAKEN')
            AND p.refunded_pence < p.captured_pence`,
  },
  {
    name: 'workflow-in-progress-past-lease',
    rule: 'No money workflow (placement, cancel, amend checkout, change slot, resolve payment, capture, a delivery pass buy or renewal) is left in progress past its lease: the recovery sweep settles them.',
    query: ({ mine, leaseSecs }) =>
      sql`SELECT 'placement/' || p.id AS id FROM order_placements p
          WHERE ${mine(sql`p.customer_id`)} AND p.state = 'IN_PROGRESS'
            AND p.progressed_at <= now() - make_interval(secs => ${leaseSecs})
          UNION ALL
          SELECT w.kind || '/' || w.id AS id FROM money_workflows w
          WHERE ${mine(sql`w.customer_id`)} AND w.status = 'IN_PROGRESS'
            AND w.progressed_at <= now() - make_interval(secs => ${leaseSecs})
          UNION ALL
          SELECT 'delivery-pass/' || d.id AS id FROM delivery_pass_payments d
          WHERE ${mine(sql`d.customer_id`)} AND d.status = 'IN_PROGRESS'
            AND d.progressed_at <= now() - make_interval(secs => ${leaseSecs})`,
  },
];

export const INVARIANT_NAMES = CHECKS.map((check) => check.name);

/** Every invariant with its count of violations (and a few examples), in a fixed order. */
export async function checkMoneyInvariants(
  db: Db,
  options: InvariantOptions = {},
): Promise<InvariantCount[]> {
  const { customerIds } = options;
  const mine = (column: SQL) =>
    customerIds === undefined
      ? sql`true`
      : customerIds.length === 0
        ? sql`false`
        : sql`${column} IN (${ids(customerIds)})`;
  const scope = {
    mine,
    graceSecs: (options.graceMs ?? 0) / 1000,
    leaseSecs: (options.leaseMs ?? 60_000) / 1000,
  };
  const counts: InvariantCount[] = [];
  for (const check of CHECKS) {
    const found = await rows<{ id: string }>(db, check.query(scope));
    counts.push({
      name: check.name,
      rule: check.rule,
      violations: found.length,
      examples: found.slice(0, 20).map((row) => row.id),
    });
  }
  return counts;
}

/** A money workflow run left IN_PROGRESS past the lease (the staff console lists them). */
export interface StuckMoneyWorkflow {
  runId: number;
  kind: string;
  customerOrderId: string;
  customerId: number;
  step: string | null;
  progressedAt: string;
}

/**
 * The `money_workflows` runs left in progress past `leaseMs`, oldest first (decision 0058).
 * Placements left in progress are counted by `workflow-in-progress-past-lease` and settled by
 * the sweep; the console's "run recovery" is for these runs.
 */
export async function stuckMoneyWorkflows(
  db: Db,
  options: { leaseMs: number; limit: number; customerIds?: readonly number[] },
): Promise<StuckMoneyWorkflow[]> {
  const { customerIds } = options;
  const mine =
    customerIds === undefined
      ? sql`true`
      : customerIds.length === 0
        ? sql`false`
        : sql`customer_id IN (${ids(customerIds)})`;
  const found = await rows<{
    id: number;
    kind: string;
    customer_order_id: string;
    customer_id: number;
    step: string | null;
    progressed_at: Date | string;
  }>(
    db,
    sql`SELECT id, kind, customer_order_id::text AS customer_order_id, customer_id, step,
          progressed_at
        FROM money_workflows
        WHERE status = 'IN_PROGRESS' AND ${mine}
          AND progressed_at <= now() - make_interval(secs => ${options.leaseMs / 1000})
        ORDER BY progressed_at, id LIMIT ${options.limit}`,
  );
  return found.map((row) => ({
    runId: row.id,
    kind: row.kind,
    customerOrderId: row.customer_order_id,
    customerId: row.customer_id,
    step: row.step,
    progressedAt: new Date(row.progressed_at).toISOString(),
  }));
}
