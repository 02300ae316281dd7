import { z } from 'zod';
import type { OrderStatus } from '../orders/order-status.ts';
import { londonMinutesOfDay } from '../slots/london-time.ts';
import { londonIsoDate } from '../time/london-date.ts';
import type { Uom } from './catalogue.types.ts';

/**
 * Product popularity rebuilt from sales (decision 0048): units sold per week over a trailing
 * window. These rules decide what a sale is, how a line counts as units, and the number each
 * product gets; the orders context reads the lines and the catalogue stores the result.
 */

/** The trailing window the popularity number is worked out over, unless the retailer asks. */
export const POPULARITY_WINDOW_DAYS = 28;
/** A longer window is refused: a year of sales is already a poor "what sells now" signal. */
export const MAX_POPULARITY_WINDOW_DAYS = 366;
/** Products with no sale in the window: they fall to the bottom, however they sold before. */
export const NO_SALES_POPULARITY = 0;
/** products.popularity is a 32-bit integer. */
export const MAX_POPULARITY = 2_147_483_647;

/** A number products.popularity can hold: a whole number from 0 to MAX_POPULARITY. */
export function isPopularity(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_POPULARITY;
}

/**
 * Orders that are sales: placed and not undone (to be fulfilled, being amended, picked,
 * delivered and paid, or delivered and awaiting payment or a refund). Not PENDING (a placement
 * still waiting for card authentication, or abandoned there) and not CANCELLED.
 */
export const SALE_STATUSES: readonly OrderStatus[] = [
  'PLACED',
  'AMENDING',
  'FULFIL',
  'PICKED',
  'COMPLETED',
  'PAYMENT_FAILED',
  'PAID',
  'REFUND_PENDING',
];

/** A product's order lines in one unit of measure, summed: what the orders context reads. */
export interface SoldLines {
  productId: string;
  uom: Uom;
  /** How many order lines. */
  lines: number;
  /** Their quantities added up (items for C62; kilograms, grams or pounds for weighed units). */
  amount: number;
}

/**
 * Units sold per product. Counted items (C62) count their quantity: 3 tins are 3 units. A weighed
 * line (KGM, GRM, LBR) counts as one unit whatever it weighs: 1.5 kg of potatoes is one bag sold,
 * so weight never outranks items bought one by one.
 */
export function unitsSoldByProduct(sold: readonly SoldLines[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of sold) {
    const counted = line.uom === 'C62' ? Math.round(line.amount) : line.lines;
    if (counted <= 0) continue;
    units.set(line.productId, (units.get(line.productId) ?? 0) + counted);
  }
  return units;
}

/**
 * The popularity number: units sold per week over the window, rounded. A product that sold
 * anything gets at least 1, so one sale always ranks above none.
 */
export function popularityFromUnits(units: number, windowDays: number): number {
  if (!(units > 0) || !(windowDays > 0)) return NO_SALES_POPULARITY;
  const perWeek = Math.round((units * 7) / windowDays);
  return Math.min(MAX_POPULARITY, Math.max(1, perWeek));
}

/** Each sold product's popularity; products absent sold nothing (NO_SALES_POPULARITY). */
export function popularityByProduct(
  unitsByProduct: ReadonlyMap<string, number>,
  windowDays: number,
): Map<string, number> {
  const popularity = new Map<string, number>();
  for (const [productId, units] of unitsByProduct) {
    const value = popularityFromUnits(units, windowDays);
    if (value !== NO_SALES_POPULARITY) popularity.set(productId, value);
  }
  return popularity;
}

/** The start of the window ending at `now`. */
export function salesWindowStart(now: Date, windowDays: number): Date {
  return new Date(now.getTime() - windowDays * 24 * 60 * 60 * 1000);
}

export const POPULARITY_WINDOW_MESSAGE = `The window must be a whole number of days from 1 to ${MAX_POPULARITY_WINDOW_DAYS}`;

/** The window as a retailer types it (`--days 28`). */
export const popularityWindowSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, POPULARITY_WINDOW_MESSAGE)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, POPULARITY_WINDOW_MESSAGE)
      .max(MAX_POPULARITY_WINDOW_DAYS, POPULARITY_WINDOW_MESSAGE),
  );

/**
 * The nightly rebuild (decision 0048): the Europe/London day a rebuild is due for at `now`, once
 * that day's clock has reached `hour` (0–23); null before it. One rebuild per day is queued under
 * this day, however many processes ask.
 */
export function popularityRebuildDueDay(now: Date, hour: number): string | null {
  return londonMinutesOfDay(now) >= hour * 60 ? londonIsoDate(now) : null;
}
