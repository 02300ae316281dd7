import type { Db } from '@grocer/db/client';
import { type SqlExecutor as Executor, sqlRows as rows } from '@grocer/db/sql-rows';
import type { RateWindow } from '@grocer/domain/identity/rate-window';
import { sql } from 'drizzle-orm';

/**
 * The tenders context's tables (decision 0039): gift_cards, gift_card_validations,
 * order_gift_cards, gift_vouchers, order_gift_vouchers, promo_codes, order_promo_codes.
 * Changes to one order's tenders take a transaction-scoped advisory lock on the order, so two
 * adds at once cannot pass the list limit; balances move only by conditional updates.
 */

/** The advisory lock space of order tender changes ('tenders' in decision 0039). */
const LOCK_SPACE = 39;
const lockOrder = (tx: Executor, orderId: string) =>
  tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, (${orderId}::bigint % 2147483647)::int)`,
  );

export interface GiftCardRow {
  id: number;
  serial_number: string;
  pin_hash: string;
  balance_pence: number;
  status: 'ACTIVE' | 'BLOCKED';
}

export interface ValidationRow {
  token: string;
  nonce: string | null;
  customer_id: number;
  customer_order_id: string;
  gift_card_id: number;
  expires_at: Date;
  serial_number: string;
  balance_pence: number;
}

export interface OrderGiftCardRow {
  gift_card_id: number;
  serial_number: string;
  balance_pence: number;
  status: 'APPLIED' | 'REDEEMED';
  redeemed_pence: number | null;
}

export interface GiftVoucherRow {
  id: number;
  serial_number: string;
  value_pence: number;
  status: 'ACTIVE' | 'REDEEMED';
  expires_at: Date | null;
  redeemed_order_id: string | null;
}

export interface PromoCodeRow {
  code: string;
  description: string;
  discount_kind: 'AMOUNT_OFF' | 'PERCENT_OFF';
  discount_value: number;
  minimum_spend_pence: number;
  expires_at: Date | null;
}

export type AddResult = 'added' | 'full' | 'already';

export interface RedeemedCard {
  serial_number: string;
  redeemed_pence: number;
  balance_pence: number;
}

export type RedeemResult =
  | {
      outcome: 'redeemed';
      cards: RedeemedCard[];
      vouchers: { serial_number: string; value_pence: number }[];
      toPay: number;
    }
  | { outcome: 'balance-changed'; serialNumber: string }
  | { outcome: 'voucher-used'; serialNumber: string }
  | { outcome: 'voucher-expired'; serialNumber: string };

const CARD_COLUMNS = sql.raw('c.id, c.serial_number, c.pin_hash, c.balance_pence, c.status');
const VOUCHER_COLUMNS = sql.raw(
  'v.id, v.serial_number, v.value_pence, v.status, v.expires_at, v.redeemed_order_id::text AS redeemed_order_id',
);

export class TendersRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The customer's wrong gift card checks in their current window, if any. */
  async failedChecks(customerId: number): Promise<RateWindow | null> {
    const [row] = await rows<{ started_at: Date; failures: number }>(
      this.#db,
      sql`SELECT started_at, failures FROM gift_card_attempts WHERE customer_id = ${customerId}`,
    );
    return row ? { startedAt: new Date(row.started_at), count: row.failures } : null;
  }

  /** Counts a wrong check: `next` turns the stored window (read locked) into the one to keep. */
  async recordFailedCheck(
    customerId: number,
    next: (failures: RateWindow | null) => RateWindow,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const [row] = await rows<{ started_at: Date; failures: number }>(
        tx,
        sql`SELECT started_at, failures FROM gift_card_attempts
          WHERE customer_id = ${customerId} FOR UPDATE`,
      );
      const window = next(
        row ? { startedAt: new Date(row.started_at), count: row.failures } : null,
      );
      await tx.execute(
        sql`INSERT INTO gift_card_attempts (customer_id, started_at, failures)
          VALUES (${customerId}, ${window.startedAt}, ${window.count})
          ON CONFLICT (customer_id) DO UPDATE
            SET started_at = excluded.started_at, failures = excluded.failures`,
      );
    });
  }

  async giftCardBySerial(serialNumber: string): Promise<GiftCardRow | null> {
    const [row] = await rows<GiftCardRow>(
      this.#db,
      sql`SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.serial_number = ${serialNumber}`,
    );
    return row ?? null;
  }

  async createValidation(input: {
    token: string;
    customerId: number;
    orderId: string;
    giftCardId: number;
    expiresAt: Date;
    now: Date;
  }): Promise<void> {
    await this.#db.transaction(async (tx) => {
      // Lapsed checks go as new ones are made.
      await tx.execute(sql`DELETE FROM gift_card_validations WHERE expires_at <= ${input.now}`);
      await tx.execute(
        sql`INSERT INTO gift_card_validations
          (token, customer_id, customer_order_id, gift_card_id, expires_at)
          VALUES (${input.token}, ${input.customerId}, ${input.orderId}::bigint,
            ${input.giftCardId}, ${input.expiresAt})`,
      );
    });
  }

  /** The customer's check of a card for the order, while it is good. */
  async validation(
    token: string,
    customerId: number,
    orderId: string,
    now: Date,
  ): Promise<ValidationRow | null> {
    const [row] = await rows<ValidationRow>(
      this.#db,
      sql`SELECT g.token, g.nonce, g.customer_id, g.customer_order_id::text AS customer_order_id,
          g.gift_card_id, g.expires_at, c.serial_number, c.balance_pence
        FROM gift_card_validations g JOIN gift_cards c ON c.id = g.gift_card_id
        WHERE g.token = ${token} AND g.customer_id = ${customerId}
          AND g.customer_order_id = ${orderId}::bigint AND g.expires_at > ${now}`,
    );
    return row ?? null;
  }

  async setNonce(token: string, nonce: string): Promise<void> {
    await this.#db.execute(
      sql`UPDATE gift_card_validations SET nonce = ${nonce} WHERE token = ${token}`,
    );
  }

  /**
   * Uses the check (token and nonce, once) to apply its card to the order, unless the order's
   * list is full or holds the card already.
   */
  applyGiftCard(input: {
    token: string;
    nonce: string;
    customerId: number;
    orderId: string;
    now: Date;
    limit: number;
  }): Promise<AddResult | 'invalid'> {
    return this.#db.transaction(async (tx) => {
      await lockOrder(tx, input.orderId);
      const [used] = await rows<{ gift_card_id: number }>(
        tx,
        sql`DELETE FROM gift_card_validations
          WHERE token = ${input.token} AND nonce = ${input.nonce}
            AND customer_id = ${input.customerId} AND customer_order_id = ${input.orderId}::bigint
            AND expires_at > ${input.now}
          RETURNING gift_card_id`,
      );
      if (!used) return 'invalid';
      const held = await rows<{ gift_card_id: number }>(
        tx,
        sql`SELECT gift_card_id FROM order_gift_cards WHERE customer_order_id = ${input.orderId}::bigint`,
      );
      if (held.some((row) => row.gift_card_id === used.gift_card_id)) return 'already';
      if (held.length >= input.limit) return 'full';
      await tx.execute(
        sql`INSERT INTO order_gift_cards (customer_order_id, gift_card_id, customer_id)
          VALUES (${input.orderId}::bigint, ${used.gift_card_id}, ${input.customerId})`,
      );
      return 'added';
    });
  }

  /**
   * Everything on the order that the money rule reads, in one round trip (placement's validate
   * reads it beside the trolley, slot and card; issue 21): its gift cards, vouchers and promo
   * codes in the order applied, and its partner discount card.
   */
  async orderTenders(
    orderId: string,
    customerId: number,
  ): Promise<{
    cards: OrderGiftCardRow[];
    vouchers: GiftVoucherRow[];
    promos: PromoCodeRow[];
    partnerCardNumber: string | null;
  }> {
    const [row] = await rows<{
      cards: OrderGiftCardRow[];
      vouchers: GiftVoucherRow[];
      promos: PromoCodeRow[];
      partner: string | null;
    }>(
      this.#db,
      sql`SELECT
        (SELECT coalesce(json_agg(json_build_object('gift_card_id', o.gift_card_id,
            'serial_number', c.serial_number, 'balance_pence', c.balance_pence,
            'status', o.status, 'redeemed_pence', o.redeemed_pence)
            ORDER BY o.added_at, o.gift_card_id), '[]'::json)
          FROM order_gift_cards o JOIN gift_cards c ON c.id = o.gift_card_id
          WHERE o.customer_order_id = ${orderId}::bigint) AS cards,
        (SELECT coalesce(json_agg(json_build_object('id', v.id, 'serial_number', v.serial_number,
            'value_pence', v.value_pence, 'status', v.status, 'expires_at', v.expires_at,
            'redeemed_order_id', v.redeemed_order_id::text)
            ORDER BY o.added_at, o.gift_voucher_id), '[]'::json)
          FROM order_gift_vouchers o JOIN gift_vouchers v ON v.id = o.gift_voucher_id
          WHERE o.customer_order_id = ${orderId}::bigint) AS vouchers,
        (SELECT coalesce(json_agg(json_build_object('code', p.code, 'description', p.description,
            'discount_kind', p.discount_kind, 'discount_value', p.discount_value,
            'minimum_spend_pence', p.minimum_spend_pence, 'expires_at', p.expires_at)
            ORDER BY o.added_at, p.code), '[]'::json)
          FROM order_promo_codes o JOIN promo_codes p ON p.code = o.code
          WHERE o.customer_order_id = ${orderId}::bigint) AS promos,
        (SELECT card_number FROM order_partner_discount_cards
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}) AS partner`,
    );
    const dated = <T extends { expires_at: Date | null }>(list: T[]): T[] =>
      list.map((item) => ({
        ...item,
        expires_at: item.expires_at === null ? null : new Date(item.expires_at),
      }));
    return {
      cards: row?.cards ?? [],
      vouchers: dated(row?.vouchers ?? []),
      promos: dated(row?.promos ?? []),
      partnerCardNumber: row?.partner ?? null,
    };
  }

  async orderGiftCards(orderId: string): Promise<OrderGiftCardRow[]> {
    return rows<OrderGiftCardRow>(
      this.#db,
      sql`SELECT o.gift_card_id, c.serial_number, c.balance_pence, o.status, o.redeemed_pence
        FROM order_gift_cards o JOIN gift_cards c ON c.id = o.gift_card_id
        WHERE o.customer_order_id = ${orderId}::bigint
        ORDER BY o.added_at, o.gift_card_id`,
    );
  }

  /** Takes an applied (not redeemed) card off the order; false when it is not on it. */
  async removeGiftCard(orderId: string, serialNumber: string): Promise<boolean> {
    const removed = await rows<{ gift_card_id: number }>(
      this.#db,
      sql`DELETE FROM order_gift_cards o USING gift_cards c
        WHERE c.id = o.gift_card_id AND o.customer_order_id = ${orderId}::bigint
          AND c.serial_number = ${serialNumber} AND o.status = 'APPLIED'
        RETURNING o.gift_card_id`,
    );
    return removed.length > 0;
  }

  async giftVoucherBySerial(serialNumber: string): Promise<GiftVoucherRow | null> {
    const [row] = await rows<GiftVoucherRow>(
      this.#db,
      sql`SELECT ${VOUCHER_COLUMNS} FROM gift_vouchers v WHERE v.serial_number = ${serialNumber}`,
    );
    return row ?? null;
  }

  applyGiftVoucher(input: {
    voucherId: number;
    customerId: number;
    orderId: string;
    limit: number;
  }): Promise<AddResult> {
    return this.#db.transaction(async (tx) => {
      await lockOrder(tx, input.orderId);
      const held = await rows<{ gift_voucher_id: number }>(
        tx,
        sql`SELECT gift_voucher_id FROM order_gift_vouchers
          WHERE customer_order_id = ${input.orderId}::bigint`,
      );
      if (held.some((row) => row.gift_voucher_id === input.voucherId)) return 'already';
      if (held.length >= input.limit) return 'full';
      await tx.execute(
        sql`INSERT INTO order_gift_vouchers (customer_order_id, gift_voucher_id, customer_id)
          VALUES (${input.orderId}::bigint, ${input.voucherId}, ${input.customerId})`,
      );
      return 'added';
    });
  }

  async orderGiftVouchers(orderId: string): Promise<GiftVoucherRow[]> {
    return rows<GiftVoucherRow>(
      this.#db,
      sql`SELECT ${VOUCHER_COLUMNS}
        FROM order_gift_vouchers o JOIN gift_vouchers v ON v.id = o.gift_voucher_id
        WHERE o.customer_order_id = ${orderId}::bigint
        ORDER BY o.added_at, o.gift_voucher_id`,
    );
  }

  async removeGiftVoucher(orderId: string, serialNumber: string): Promise<boolean> {
    const removed = await rows<{ gift_voucher_id: number }>(
      this.#db,
      sql`DELETE FROM order_gift_vouchers o USING gift_vouchers v
        WHERE v.id = o.gift_voucher_id AND o.customer_order_id = ${orderId}::bigint
          AND v.serial_number = ${serialNumber}
          AND (v.redeemed_order_id IS NULL OR v.redeemed_order_id <> o.customer_order_id)
        RETURNING o.gift_voucher_id`,
    );
    return removed.length > 0;
  }

  async promoCode(code: string): Promise<PromoCodeRow | null> {
    const [row] = await rows<PromoCodeRow>(
      this.#db,
      sql`SELECT code, description, discount_kind, discount_value, minimum_spend_pence, expires_at
        FROM promo_codes WHERE code = ${code}`,
    );
    return row ?? null;
  }

  /**
   * Applies the code when `judge`, given the codes the order holds (read under the order's
   * lock), says it may; answers the verdict.
   */
  applyPromoCode<V extends { outcome: string }>(input: {
    code: string;
    customerId: number;
    orderId: string;
    judge: (held: string[]) => V;
  }): Promise<V> {
    return this.#db.transaction(async (tx) => {
      await lockOrder(tx, input.orderId);
      const held = await rows<{ code: string }>(
        tx,
        sql`SELECT code FROM order_promo_codes WHERE customer_order_id = ${input.orderId}::bigint`,
      );
      const verdict = input.judge(held.map((row) => row.code));
      if (verdict.outcome === 'applies') {
        await tx.execute(
          sql`INSERT INTO order_promo_codes (customer_order_id, code, customer_id)
            VALUES (${input.orderId}::bigint, ${input.code}, ${input.customerId})`,
        );
      }
      return verdict;
    });
  }

  async removePromoCode(orderId: string, code: string): Promise<boolean> {
    const removed = await rows<{ code: string }>(
      this.#db,
      sql`DELETE FROM order_promo_codes
        WHERE customer_order_id = ${orderId}::bigint AND code = ${code} RETURNING code`,
    );
    return removed.length > 0;
  }

  /**
   * Redeems the order's tenders in one transaction: each voucher ACTIVE → REDEEMED, then each
   * applied gift card debited what `amountFor(balance, leftToPay)` says, by
   * `UPDATE … WHERE balance_pence >= amount`. Any refusal rolls everything back. An order
   * already redeemed answers what it took.
   */
  redeem(input: {
    customerId: number;
    orderId: string;
    amountToPay: number;
    amountFor: (balance: number, leftToPay: number) => number;
    /** Each card's planned amount by serial number: the card must give exactly that. */
    planned?: ReadonlyMap<string, number>;
    now: Date;
  }): Promise<RedeemResult> {
    const { orderId } = input;
    return this.#db
      .transaction(async (tx) => {
        await lockOrder(tx, orderId);
        const vouchers = await rows<GiftVoucherRow>(
          tx,
          sql`SELECT ${VOUCHER_COLUMNS}
            FROM order_gift_vouchers o JOIN gift_vouchers v ON v.id = o.gift_voucher_id
            WHERE o.customer_order_id = ${orderId}::bigint AND o.customer_id = ${input.customerId}
            ORDER BY o.added_at, o.gift_voucher_id`,
        );
        let left = Math.max(0, Math.floor(input.amountToPay));
        for (const voucher of vouchers) {
          if (voucher.redeemed_order_id !== orderId) {
            const taken = await rows<{ id: number }>(
              tx,
              sql`UPDATE gift_vouchers SET status = 'REDEEMED', redeemed_order_id = ${orderId}::bigint
                WHERE id = ${voucher.id} AND status = 'ACTIVE'
                  AND (expires_at IS NULL OR expires_at > ${input.now})
                RETURNING id`,
            );
            if (taken.length === 0) {
              const expired =
                voucher.expires_at !== null && new Date(voucher.expires_at) <= input.now;
              throw new Refusal(
                expired
                  ? { outcome: 'voucher-expired', serialNumber: voucher.serial_number }
                  : { outcome: 'voucher-used', serialNumber: voucher.serial_number },
              );
            }
          }
          left -= Math.min(left, voucher.value_pence);
        }
        const cards = await rows<OrderGiftCardRow>(
          tx,
          sql`SELECT o.gift_card_id, c.serial_number, c.balance_pence, o.status, o.redeemed_pence
            FROM order_gift_cards o JOIN gift_cards c ON c.id = o.gift_card_id
            WHERE o.customer_order_id = ${orderId}::bigint AND o.customer_id = ${input.customerId}
            ORDER BY o.added_at, o.gift_card_id`,
        );
        const redeemed: RedeemedCard[] = [];
        for (const card of cards) {
          if (card.status === 'REDEEMED') {
            const amount = card.redeemed_pence ?? 0;
            left -= Math.min(left, amount);
            redeemed.push({
              serial_number: card.serial_number,
              redeemed_pence: amount,
              balance_pence: card.balance_pence,
            });
            continue;
          }
          const covers = input.amountFor(card.balance_pence, left);
          const planned = input.planned?.get(card.serial_number);
          // Less than planned: the shopper would pay the difference by card unseen (issue 21).
          if (planned !== undefined && covers < planned)
            throw new Refusal({ outcome: 'balance-changed', serialNumber: card.serial_number });
          const amount = planned ?? covers;
          const [debited] = await rows<{ balance_pence: number }>(
            tx,
            sql`UPDATE gift_cards SET balance_pence = balance_pence - ${amount}
              WHERE id = ${card.gift_card_id} AND status = 'ACTIVE' AND balance_pence >= ${amount}
              RETURNING balance_pence`,
          );
          if (!debited)
            throw new Refusal({ outcome: 'balance-changed', serialNumber: card.serial_number });
          await tx.execute(
            sql`UPDATE order_gift_cards SET status = 'REDEEMED', redeemed_pence = ${amount}
              WHERE customer_order_id = ${orderId}::bigint AND gift_card_id = ${card.gift_card_id}`,
          );
          left -= amount;
          redeemed.push({
            serial_number: card.serial_number,
            redeemed_pence: amount,
            balance_pence: debited.balance_pence,
          });
        }
        return {
          outcome: 'redeemed' as const,
          cards: redeemed,
          vouchers: vouchers.map((v) => ({
            serial_number: v.serial_number,
            value_pence: v.value_pence,
          })),
          toPay: left,
        };
      })
      .catch((error: unknown) => {
        if (error instanceof Refusal) return error.result;
        throw error;
      });
  }

  /** Gives back what `redeem` took for the order; running it again changes nothing. */
  async release(customerId: number, orderId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const cards = await rows<{ gift_card_id: number; redeemed_pence: number }>(
        tx,
        sql`SELECT gift_card_id, redeemed_pence FROM order_gift_cards
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'REDEEMED'
          FOR UPDATE`,
      );
      await tx.execute(
        sql`UPDATE order_gift_cards SET status = 'APPLIED', redeemed_pence = NULL
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'REDEEMED'`,
      );
      for (const card of cards) {
        await tx.execute(
          sql`UPDATE gift_cards SET balance_pence = balance_pence + ${card.redeemed_pence}
            WHERE id = ${card.gift_card_id}`,
        );
      }
      await tx.execute(
        sql`UPDATE gift_vouchers SET status = 'ACTIVE', redeemed_order_id = NULL
          WHERE redeemed_order_id = ${orderId}::bigint AND id IN (SELECT gift_voucher_id
            FROM order_gift_vouchers WHERE customer_order_id = ${orderId}::bigint
              AND customer_id = ${customerId})`,
      );
    });
  }
}

/** A refused redemption, thrown to roll its transaction back. */
class Refusal extends Error {
  readonly result: RedeemResult;
  constructor(result: RedeemResult) {
    super(result.outcome);
    this.result = result;
  }
}
