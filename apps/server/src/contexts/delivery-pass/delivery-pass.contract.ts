import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import type {
  DeliveryPassCoverage,
  DeliveryPassPlanId,
} from '@grocer/domain/delivery-pass/delivery-pass-plans';
import type { Identity } from '@grocer/domain/identity/identity';
import type { DeliveryPassStatus } from '@grocer/domain/identity/viewer';
import type { SlotType } from '@grocer/domain/trolley/booked-slot';

/**
 * The delivery pass context's contract (issue 27 part B, decision 0087; spec doc 3 §2, §3, §4,
 * §7 "GET delivery-pass-orchestration pass/status (v1)"; doc 1 §3 isDeliveryPassActive).
 */

export type { DeliveryPassPlanId, DeliveryPassStatus };

export interface DeliveryPassPlanView {
  id: DeliveryPassPlanId;
  name: string;
  months: number;
  coverage: DeliveryPassCoverage;
  summary: string;
  price: Money;
}

/** Spec doc 3 §7 pass/status: the status the header's link reads. */
export interface DeliveryPassStatusView {
  status: DeliveryPassStatus;
}

/** An order whose delivery the pass paid. */
export interface DeliveryPassUse {
  customerOrderId: string;
  /** ISO start of its slot. */
  slotStart: string;
  saved: Money;
}

/** The shopper's pass, as the account page shows it. */
export interface DeliveryPassView {
  status: DeliveryPassStatus;
  plan: DeliveryPassPlanView;
  /** ISO instants. */
  startsAt: string;
  expiresAt: string;
  autoRenew: boolean;
  /** When auto-renew is on: when the next period is bought (before expiry). */
  renewsAt: string | null;
  /** The saved card it renews with. */
  cardId: number;
  /** The last renewal was refused; the pass runs out at its expiry. */
  renewalFailed: boolean;
  orders: DeliveryPassUse[];
  moneySaved: Money;
}

export interface BuyDeliveryPassInput {
  plan: DeliveryPassPlanId;
  cardId: number;
  /** The caller's idempotency key: the same buy again moves no more money. */
  idempotencyKey?: string;
}

export interface UpdateDeliveryPassInput {
  autoRenew?: boolean;
  cardId?: number;
}

export interface DeliveryPassService {
  plans(): DeliveryPassPlanView[];
  /** unknown when anonymous; active while a pass lasts; otherwise available. */
  status(identity: Identity): Promise<DeliveryPassStatus>;
  /** Null when the shopper has never had a pass (or is anonymous). */
  pass(identity: Identity): Promise<DeliveryPassView | null>;
  /**
   * Buys a pass with a saved card; refusals are AppErrors from the catalogue. A card whose bank
   * asks to check it is the shopper is SECURITY_NEEDED with `detail.challengeUrl` and
   * `detail.paymentId`: after the challenge, `completeBuy`.
   */
  buy(identity: Identity, input: BuyDeliveryPassInput): Promise<DeliveryPassView>;
  /**
   * Completes a buy the card's bank asked to check (3-D Secure): after the shopper has been
   * through the provider's challenge page for `paymentId`.
   */
  completeBuy(identity: Identity, paymentId: string): Promise<DeliveryPassView>;
  update(identity: Identity, input: UpdateDeliveryPassInput): Promise<DeliveryPassView>;
}

/** What the slots context asks (decision 0087): one reading of the pass for a grid or booking. */
export interface DeliveryPassCover {
  /** The shopper's pass is active now (spec doc 1 §3 isDeliveryPassActive). */
  active: boolean;
  /** The pass pays this slot's delivery charge. */
  covers(slot: { slotType: SlotType; start: string | Date }): boolean;
}

export interface DeliveryPassSlots {
  cover(customerId: number, now: Date): Promise<DeliveryPassCover>;
  /** The slot of an order was booked: with the pass paying `savedPence`, or (0) without it. */
  recordBooking(
    customerId: number,
    customerOrderId: string,
    booking: { savedPence: number; slotStart: Date },
  ): Promise<void>;
}

/** How a sweep settled the runs it took: finished, undone, left for later, or failed (logged). */
export type SweepCounts = Record<'rolled-forward' | 'rolled-back' | 'deferred' | 'failed', number>;

/**
 * The money recovery sweep's entry for the pass's payment runs (decision 0094): runs left in
 * progress past `leaseMs` are finished or given back; 3-D Secure checks nobody came back to are
 * voided. `customerIds` limits it (tests on a shared database).
 */
export type DeliveryPassRecovery = (options: {
  leaseMs: number;
  customerIds?: readonly number[] | undefined;
}) => Promise<SweepCounts>;
