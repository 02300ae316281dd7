import type { PricingIncentive } from '@grocer/domain/incentives/incentive-rules';
import type { PricingPromotion } from '@grocer/domain/pricing/pricing.types';
import type { PromotionStatus } from '@grocer/domain/pricing/promotion-status';
import type { BookedSlot } from '@grocer/domain/trolley/booked-slot';
import type { TrolleyProductFacts } from '../catalogue/catalogue.contract.ts';
import type { Trolley } from './trolley.contract.ts';
import type { StampedTrolley, StoredLine } from './trolley.repository.ts';

/**
 * The priced view of a trolley as getTrolley last answered it (decision 0063), kept per order id
 * so the next read of the same trolley neither reads its lines again nor prices them again.
 *
 * What it holds: for each trolley read lately, its lines and their stamp (which names each
 * line's row version, TrolleyRepository.loadUnlessHeld), the view worked out from them, and
 * everything else that view was worked out from (its basis): the catalogue's facts of its
 * products and promotions (the very objects the catalogue's facts cache answered, compared by
 * identity, so a refreshed fact is a different one), each promotion's status at the time of the
 * read (live, expired by the slot, members only: the loyalty membership counts only there), the
 * booked slot and today's London date. The view is a pure function of these and of the
 * trolley's own row (order id, version, substitution preference, read every time): prices and
 * offers depend on the time only through the promotions' statuses, the conflicts only through
 * today. So a view held for the lines' current stamp with the basis of this read is the view
 * this read would work out; with anything else it is worked out afresh.
 *
 * For how long: each read's one trolley statement answers the lines' stamp, and the lines only
 * when the stamp is not the one held, so a held view is never answered after any write to the
 * lines, by any writer in any process. Entries stay until MAX_HELD_LINES lines are held, then
 * the least recently read trolleys go.
 *
 * Under the customer's write stamp (decision 0103, StampedRead) getTrolley makes no read at all:
 * the view is checked against the basis as now (the catalogue's facts, the statuses, today) with
 * the slot, membership and offers read under the stamp.
 *
 * Why: a 100-line getTrolley spent most of its time building its 100 lines as JSON in the
 * database, reading them and pricing them again, while shoppers read an unchanged trolley far
 * more often than they change it.
 */

/** Most trolley lines held at once, over all trolleys (about 1–2 kB each with their view). */
export const MAX_HELD_LINES = 20_000;

/**
 * Most customers whose open order id is remembered (about 100 bytes each). The id is only a
 * guess of which held view the viewer's read may answer with (decision 0060): the read names the
 * open trolley itself and sends its lines unless it is that order with the held stamp.
 */
export const MAX_OPEN_ORDERS = 50_000;

/** What a view was worked out from besides the stored lines. */
export interface ViewBasis {
  products: readonly TrolleyProductFacts[];
  promotions: readonly PricingPromotion[];
  /** promotions[i]'s status at the read. */
  statuses: readonly PromotionStatus[];
  slot: BookedSlot | null;
  /** Today in Europe/London, 'YYYY-MM-DD'. */
  today: string;
  /** The loaded personal offers (decision 0088); live or not is a matter of `today`. */
  incentives: readonly PricingIncentive[];
}

/**
 * What getTrolley read for a view under the customer's write stamp (decision 0103): the stamp
 * read with the session before any of it, and what else the read found besides the lines. While
 * the stamp stands (nothing of the customer's was written: not the trolley's row, a line, the
 * slot reservation, the membership or an offer) and until `until` (keptUntil: an unconfirmed
 * hold's expiry, London midnight, 30 s), the same reads would find the same, so a read under it
 * makes none of them.
 */
export interface StampedRead {
  stamp: string;
  /** The trolley's row as read, its customer's id with it. */
  row: Omit<StampedTrolley, 'lines' | 'linesStamp'>;
  member: boolean;
  /** Epoch milliseconds. */
  readAt: number;
  until: number;
}

export interface HeldView {
  /** The lines' stamp (TrolleyRepository.loadUnlessHeld) and the lines. */
  linesStamp: string;
  lines: readonly StoredLine[];
  basis: ViewBasis;
  /** Frozen: every caller gets the same objects. */
  trolley: Trolley;
  /** Read under the customer's write stamp (getTrolley's reads); null: not (the viewer's). */
  stamped: StampedRead | null;
}

/** Whether `held` was read under `stamp` for `customerId` and may be used at `at` (ms). */
export function standsUnder(
  held: HeldView | undefined,
  customerId: number,
  stamp: string | null,
  at: number,
): held is HeldView & { stamped: StampedRead } {
  const read = held?.stamped;
  return (
    read !== undefined &&
    read !== null &&
    stamp !== null &&
    read.stamp === stamp &&
    read.row.customerId === customerId &&
    read.readAt <= at &&
    at < read.until
  );
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const slotKey = (slot: BookedSlot | null) =>
  slot === null
    ? null
    : `${slot.slotType} ${typeof slot.start === 'string' ? slot.start : slot.start.toISOString()} ${slot.deliveryChargePence}`;

const incentivesKey = (incentives: readonly PricingIncentive[]) =>
  incentives.length === 0 ? '' : JSON.stringify(incentives);

export function sameBasis(a: ViewBasis, b: ViewBasis): boolean {
  return (
    a.today === b.today &&
    incentivesKey(a.incentives) === incentivesKey(b.incentives) &&
    slotKey(a.slot) === slotKey(b.slot) &&
    sameItems(a.statuses, b.statuses) &&
    sameItems(a.products, b.products) &&
    sameItems(a.promotions, b.promotions)
  );
}

export class TrolleyViewCache {
  readonly #held = new Map<string, HeldView>();
  readonly #openOrders = new Map<number, string>();
  readonly #maxLines: number;
  #lines = 0;

  constructor(maxLines = MAX_HELD_LINES) {
    this.#maxLines = maxLines;
  }

  /** The order id the customer's open trolley was last read under, if remembered. */
  openOrderOf(customerId: number): string | undefined {
    return this.#openOrders.get(customerId);
  }

  noteOpenOrder(customerId: number, orderId: string): void {
    if (this.#openOrders.get(customerId) === orderId) return;
    this.#openOrders.delete(customerId);
    this.#openOrders.set(customerId, orderId);
    // Oldest noted first out.
    if (this.#openOrders.size > MAX_OPEN_ORDERS) {
      const [oldest] = this.#openOrders.keys();
      if (oldest !== undefined) this.#openOrders.delete(oldest);
    }
  }

  forgetOpenOrder(customerId: number): void {
    this.#openOrders.delete(customerId);
  }

  get(orderId: string): HeldView | undefined {
    return this.#held.get(orderId);
  }

  set(orderId: string, view: HeldView): void {
    this.#drop(orderId);
    this.#held.set(orderId, view);
    this.#lines += view.lines.length;
    // Least recently set first: a trolley read again is set again whenever its view changes,
    // and moved to the end on a hit (touch).
    for (const [oldest] of this.#held) {
      if (this.#lines <= this.#maxLines || oldest === orderId) break;
      this.#drop(oldest);
    }
  }

  /** Marks the trolley's view as read now (it goes last). */
  touch(orderId: string): void {
    const view = this.#held.get(orderId);
    if (!view) return;
    this.#held.delete(orderId);
    this.#held.set(orderId, view);
  }

  #drop(orderId: string): void {
    const view = this.#held.get(orderId);
    if (!view) return;
    this.#held.delete(orderId);
    this.#lines -= view.lines.length;
  }
}
