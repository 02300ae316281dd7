import { randomBytes } from 'node:crypto';
import { giftCardPinMatches } from '@grocer/db/gift-card-pin';
import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import {
  GIFT_CARD_ALREADY_APPLIED,
  GIFT_CARD_BALANCE_CHANGED,
  GIFT_CARD_CHECKS_EXHAUSTED,
  GIFT_CARD_NO_BALANCE,
  GIFT_CARD_NOT_ON_ORDER,
  GIFT_CARD_NOT_VALID,
  GIFT_CARD_VALIDATION_EXPIRED,
  GIFT_CARDS_FULL,
  GIFT_VOUCHER_ALREADY_APPLIED,
  GIFT_VOUCHER_EXPIRED,
  GIFT_VOUCHER_NOT_ON_ORDER,
  GIFT_VOUCHER_NOT_VALID,
  GIFT_VOUCHER_USED,
  GIFT_VOUCHERS_FULL,
  PROMO_CODE_ALREADY_APPLIED,
  PROMO_CODE_APPLIED,
  PROMO_CODE_EXPIRED,
  PROMO_CODE_MINIMUM_SPEND,
  PROMO_CODE_NOT_APPLIED,
  PROMO_CODE_NOT_ON_ORDER,
  PROMO_CODE_ONE_PER_ORDER,
  PROMO_CODE_REMOVED,
  PROMO_CODE_UNKNOWN,
} from '@grocer/domain/messages/tender-messages';
import { formatMoney } from '@grocer/domain/money/money';
import {
  estimatedTotalsOf,
  orderTotalsOf,
  type TenderState,
} from '@grocer/domain/orders/order-totals';
import { afterFailedCheck, giftCardCheckWait } from '@grocer/domain/tenders/gift-card-attempts';
import {
  judgePromoCode,
  normalisePromoCode,
  type PromoCodeRefusal,
  type PromoCodeTerms,
} from '@grocer/domain/tenders/promo-code-rules';
import { promoCodeType } from '@grocer/domain/tenders/promo-code-type';
import { amountCovered } from '@grocer/domain/tenders/tender-cover';
import {
  isTenderListFull,
  MAX_GIFT_CARDS,
  MAX_GIFT_VOUCHERS,
} from '@grocer/domain/tenders/tender-limits';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type {
  AppliedPromoCode,
  GiftCardCheck,
  OrderTenders,
  TenderFailure,
  TenderOutcome,
  TenderRedemption,
  TendersService,
} from './tenders.contract.ts';
import type { PromoCodeRow, TendersRepository, ValidationRow } from './tenders.repository.ts';

/** How long a gift card check (token, then nonce) stays good (decision 0039). */
export const GIFT_CARD_CHECK_MINUTES = 15;

const gbp = (pence: number): Money => ({ amount: Math.round(pence), currencyCode: 'GBP' });
const ok = <T>(value: T): TenderOutcome<T> => ({ outcome: 'ok', value });
const refused = <T>(
  code: TenderFailure['code'],
  message: string,
  detail?: Record<string, unknown>,
): TenderOutcome<T> => ({
  outcome: 'refused',
  failure: { code, message, ...(detail ? { detail } : {}) },
});
/** ORDER_ORCHESTRATION_037 (spec doc 2 §5): the voucher's inline errors as name and value. */
const voucherRefused = <T>(message: string): TenderOutcome<T> =>
  refused('ORDER_ORCHESTRATION_037', message, {
    details: [{ name: 'serialNumber', value: message }],
  });
const promoRefused = <T>(message: string, reason: string): TenderOutcome<T> =>
  refused('PROMO_CODE_NOT_APPLIED', message, { snackbar: PROMO_CODE_NOT_APPLIED, reason });
const NO_SUCH_ORDER = 'No such order.';

const token = () => randomBytes(32).toString('base64url');

function termsOf(row: PromoCodeRow): PromoCodeTerms {
  return {
    code: row.code,
    discount:
      row.discount_kind === 'AMOUNT_OFF'
        ? { kind: 'AMOUNT_OFF', amountOff: row.discount_value }
        : { kind: 'PERCENT_OFF', percentOff: row.discount_value },
    minimumSpend: row.minimum_spend_pence,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}

const REFUSAL_TEXT: Record<PromoCodeRefusal, (terms: PromoCodeTerms) => string> = {
  EXPIRED: () => PROMO_CODE_EXPIRED,
  ALREADY_APPLIED: () => PROMO_CODE_ALREADY_APPLIED,
  ONE_PER_ORDER: () => PROMO_CODE_ONE_PER_ORDER,
  MINIMUM_SPEND_NOT_MET: (terms) =>
    PROMO_CODE_MINIMUM_SPEND.replace('{amount}', formatMoney(terms.minimumSpend)),
};

export interface TendersModule {
  service: TendersService;
  redemption: TenderRedemption;
}

/**
 * Gift cards, gift vouchers and promo codes on the shopper's open order (decision 0039). What
 * each tender covers is worked out afresh from the trolley's totals on every read, so it
 * follows the trolley; redemption debits balances for the placement workflow.
 */
export function createTendersService(deps: {
  repository: TendersRepository;
  trolley: Pick<TrolleyService, 'openOrderId' | 'getTrolley'>;
  now: () => Date;
}): TendersModule {
  const { repository, trolley, now } = deps;

  /** The order is the shopper's open one. */
  async function owns(identity: Identity, orderId: string): Promise<boolean> {
    if (!isSignedIn(identity)) return false;
    return (await trolley.openOrderId(identity)) === orderId;
  }

  /** The order's tenders as the money rule reads them, with the rows they came from. */
  async function stateOf(orderId: string, customerId: number) {
    const { cards, vouchers, promos, partnerCardNumber } = await repository.orderTenders(
      orderId,
      customerId,
    );
    const state: TenderState = {
      promoCodes: promos.map(termsOf),
      giftVouchers: vouchers.map((voucher) => ({
        serialNumber: voucher.serial_number,
        value:
          voucher.status === 'ACTIVE' || voucher.redeemed_order_id === orderId
            ? voucher.value_pence
            : 0,
      })),
      giftCards: cards.map((card) => ({
        serialNumber: card.serial_number,
        // Redeemed by this order (it is being amended): what it took comes back before it is
        // taken again, so the card can give its balance and that.
        balance:
          card.status === 'REDEEMED'
            ? card.balance_pence + (card.redeemed_pence ?? 0)
            : card.balance_pence,
      })),
    };
    return { state, cards, vouchers, promos, partnerCardNumber };
  }

  async function tendersOf(identity: Identity, orderId: string): Promise<OrderTenders> {
    const [current, { state, cards, vouchers, promos }] = await Promise.all([
      trolley.getTrolley(identity, orderId),
      stateOf(orderId, identity.customerId),
    ]);
    // The money rule (issue 21): the same function placement charges by.
    const totals = orderTotalsOf(current.trolleyTotals, state, now());
    const promoCodes: AppliedPromoCode[] = promos.map((row, i) => ({
      code: row.code,
      status: 'APPLIED',
      description: row.description,
      value: gbp(totals.promoCodeDiscounts[i] ?? 0),
      type: promoCodeType(row.code),
      applicationMethod: 'ORDER_LEVEL',
    }));
    return {
      customerOrderId: orderId,
      giftCards: cards.map((card, i) => ({
        serialNumber: card.serial_number,
        remainingBalance: gbp(card.balance_pence),
        amountToDeduct: gbp(totals.giftCardAmounts[i] ?? 0),
        status: card.status === 'REDEEMED' ? 'REDEEMED' : 'ACTIVE',
      })),
      giftVouchers: vouchers.map((voucher) => ({
        serialNumber: voucher.serial_number,
        status: voucher.redeemed_order_id === orderId ? 'REDEEMED' : 'ACTIVE',
        amount: gbp(voucher.value_pence),
      })),
      promoCodes,
      giftCardsFull: isTenderListFull(cards.length),
      giftVouchersFull: isTenderListFull(vouchers.length),
      totals: estimatedTotalsOf(totals),
    };
  }

  /** Runs `work` on the shopper's own order; any other order answers NOT_FOUND. */
  async function onOwnOrder<T>(
    identity: Identity,
    orderId: string,
    work: () => Promise<TenderOutcome<T>>,
  ): Promise<TenderOutcome<T>> {
    if (!(await owns(identity, orderId))) return refused('NOT_FOUND', NO_SUCH_ORDER);
    return work();
  }

  const checkOf = (row: ValidationRow): GiftCardCheck => ({
    giftCardToken: row.token,
    giftCardValidationNonce: row.nonce,
    serialNumber: row.serial_number,
    remainingBalance: gbp(row.balance_pence),
    status: 'VALIDATED',
    expiresAt: new Date(row.expires_at).toISOString(),
  });

  const service: TendersService = {
    ownsOrder: owns,

    orderTenders: (identity, orderId) =>
      onOwnOrder(identity, orderId, async () => ok(await tendersOf(identity, orderId))),

    addGiftCardToken: (identity, orderId, card) =>
      onOwnOrder(identity, orderId, async () => {
        const wait = giftCardCheckWait(await repository.failedChecks(identity.customerId), now());
        if (wait > 0) {
          return refused('TOO_MANY_REQUESTS', GIFT_CARD_CHECKS_EXHAUSTED, {
            retryAfterSeconds: wait,
          });
        }
        const found = await repository.giftCardBySerial(card.serialNumber);
        if (
          found?.status !== 'ACTIVE' ||
          !giftCardPinMatches(card.serialNumber, card.pin, found.pin_hash)
        ) {
          const at = now();
          await repository.recordFailedCheck(identity.customerId, (failures) =>
            afterFailedCheck(failures, at),
          );
          return refused('GIFT_CARD_NOT_VALID', GIFT_CARD_NOT_VALID);
        }
        if (found.balance_pence <= 0) return refused('GIFT_CARD_NO_BALANCE', GIFT_CARD_NO_BALANCE);
        const at = now();
        const expiresAt = new Date(at.getTime() + GIFT_CARD_CHECK_MINUTES * 60_000);
        const giftCardToken = token();
        await repository.createValidation({
          token: giftCardToken,
          customerId: identity.customerId,
          orderId,
          giftCardId: found.id,
          expiresAt,
          now: at,
        });
        return ok({
          giftCardToken,
          giftCardValidationNonce: null,
          serialNumber: found.serial_number,
          remainingBalance: gbp(found.balance_pence),
          status: 'VALIDATED',
          expiresAt: expiresAt.toISOString(),
        });
      }),

    addGiftCardValidation: (identity, orderId, giftCardToken) =>
      onOwnOrder(identity, orderId, async () => {
        const row = await repository.validation(giftCardToken, identity.customerId, orderId, now());
        if (!row) return refused('GIFT_CARD_VALIDATION_EXPIRED', GIFT_CARD_VALIDATION_EXPIRED);
        const nonce = token();
        await repository.setNonce(giftCardToken, nonce);
        return ok(checkOf({ ...row, nonce }));
      }),

    addGiftCard: (identity, orderId, check) =>
      onOwnOrder(identity, orderId, async () => {
        const applied = await repository.applyGiftCard({
          token: check.giftCardToken,
          nonce: check.giftCardValidationNonce,
          customerId: identity.customerId,
          orderId,
          now: now(),
          limit: MAX_GIFT_CARDS,
        });
        if (applied === 'invalid') {
          return refused('GIFT_CARD_VALIDATION_EXPIRED', GIFT_CARD_VALIDATION_EXPIRED);
        }
        if (applied === 'full') return refused('GIFT_CARDS_FULL', GIFT_CARDS_FULL);
        if (applied === 'already') {
          return refused('GIFT_CARD_ALREADY_APPLIED', GIFT_CARD_ALREADY_APPLIED);
        }
        return ok(await tendersOf(identity, orderId));
      }),

    removeGiftCard: (identity, orderId, serialNumber) =>
      onOwnOrder(identity, orderId, async () => {
        if (!(await repository.removeGiftCard(orderId, serialNumber))) {
          return refused('GIFT_CARD_NOT_FOUND', GIFT_CARD_NOT_ON_ORDER);
        }
        return ok(await tendersOf(identity, orderId));
      }),

    addGiftVoucher: (identity, orderId, serialNumber) =>
      onOwnOrder(identity, orderId, async () => {
        const voucher = await repository.giftVoucherBySerial(serialNumber);
        if (!voucher) return voucherRefused(GIFT_VOUCHER_NOT_VALID);
        if (voucher.status !== 'ACTIVE') return voucherRefused(GIFT_VOUCHER_USED);
        if (voucher.expires_at !== null && new Date(voucher.expires_at) <= now()) {
          return voucherRefused(GIFT_VOUCHER_EXPIRED);
        }
        const applied = await repository.applyGiftVoucher({
          voucherId: voucher.id,
          customerId: identity.customerId,
          orderId,
          limit: MAX_GIFT_VOUCHERS,
        });
        if (applied === 'full') return voucherRefused(GIFT_VOUCHERS_FULL);
        if (applied === 'already') return voucherRefused(GIFT_VOUCHER_ALREADY_APPLIED);
        return ok(await tendersOf(identity, orderId));
      }),

    removeGiftVoucher: (identity, orderId, serialNumber) =>
      onOwnOrder(identity, orderId, async () => {
        if (!(await repository.removeGiftVoucher(orderId, serialNumber))) {
          return refused('GIFT_VOUCHER_NOT_FOUND', GIFT_VOUCHER_NOT_ON_ORDER);
        }
        return ok(await tendersOf(identity, orderId));
      }),

    addPromoCode: (identity, orderId, code) =>
      onOwnOrder(identity, orderId, async () => {
        const key = normalisePromoCode(code);
        const row = await repository.promoCode(key);
        if (!row) return promoRefused(PROMO_CODE_UNKNOWN, 'UNKNOWN');
        const terms = termsOf(row);
        const current = await trolley.getTrolley(identity, orderId);
        const itemTotal = current.trolleyTotals.itemTotalEstimatedCost.amount;
        const verdict = await repository.applyPromoCode({
          code: key,
          customerId: identity.customerId,
          orderId,
          judge: (held) => judgePromoCode(terms, { itemTotal, appliedCodes: held, now: now() }),
        });
        if (verdict.outcome === 'refused') {
          return promoRefused(REFUSAL_TEXT[verdict.reason](terms), verdict.reason);
        }
        const tenders = await tendersOf(identity, orderId);
        return ok({
          message: PROMO_CODE_APPLIED,
          promoCode: tenders.promoCodes.find((applied) => applied.code === key) ?? null,
          tenders,
        });
      }),

    removePromoCode: (identity, orderId, code) =>
      onOwnOrder(identity, orderId, async () => {
        if (!(await repository.removePromoCode(orderId, normalisePromoCode(code)))) {
          return refused('PROMO_CODE_NOT_FOUND', PROMO_CODE_NOT_ON_ORDER);
        }
        return ok({
          message: PROMO_CODE_REMOVED,
          promoCode: null,
          tenders: await tendersOf(identity, orderId),
        });
      }),
  };

  const redemption: TenderRedemption = {
    async tenderState(customerId, orderId) {
      const { state, partnerCardNumber } = await stateOf(orderId, customerId);
      return { ...state, partnerDiscountCardNumber: partnerCardNumber };
    },
    async redeem(customerId, orderId, amountToPay, planned) {
      const result = await repository.redeem({
        customerId,
        orderId,
        amountToPay,
        amountFor: amountCovered,
        ...(planned ? { planned: new Map(planned.map((c) => [c.serialNumber, c.amount])) } : {}),
        now: now(),
      });
      if (result.outcome === 'voucher-used') return voucherRefused(GIFT_VOUCHER_USED);
      if (result.outcome === 'voucher-expired') return voucherRefused(GIFT_VOUCHER_EXPIRED);
      if (result.outcome === 'balance-changed') {
        return refused('GIFT_CARD_BALANCE_CHANGED', GIFT_CARD_BALANCE_CHANGED, {
          serialNumber: result.serialNumber,
        });
      }
      return ok({
        customerOrderId: orderId,
        giftCards: result.cards.map((card) => ({
          serialNumber: card.serial_number,
          redeemed: gbp(card.redeemed_pence),
          remainingBalance: gbp(card.balance_pence),
        })),
        giftVouchers: result.vouchers.map((voucher) => ({
          serialNumber: voucher.serial_number,
          redeemed: gbp(voucher.value_pence),
        })),
        toPay: gbp(result.toPay),
      });
    },
    async releaseRedemption(customerId, orderId) {
      await repository.release(customerId, orderId);
    },
    async redeemedTenders(_customerId, orderId) {
      const [cards, vouchers] = await Promise.all([
        repository.orderGiftCards(orderId),
        repository.orderGiftVouchers(orderId),
      ]);
      return {
        giftCards: cards.map((card) => ({
          serialNumber: card.serial_number,
          remainingBalance: gbp(card.balance_pence),
          amountToDeduct: gbp(card.status === 'REDEEMED' ? (card.redeemed_pence ?? 0) : 0),
        })),
        giftVouchers: vouchers.map((voucher) => ({
          serialNumber: voucher.serial_number,
          status: voucher.redeemed_order_id === orderId ? 'REDEEMED' : 'ACTIVE',
          value: gbp(voucher.value_pence),
        })),
      };
    },
  };

  return { service, redemption };
}
