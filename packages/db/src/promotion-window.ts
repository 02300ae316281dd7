import type { PromotionWindow } from '@grocer/domain/promotions/promotion-window';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL forms of the promotion window rule (`@grocer/domain/promotions/promotion-window`):
 * live from the start, included, until the expiry, excluded, and never while hidden. Every
 * statement that asks whether a promotion is live, or stores its window, takes its SQL from
 * here; promotion-window.test.ts holds each form equal to the domain functions at the
 * boundary instants. `alias` names a `promotions` row and is always fixed in code.
 */

/** Range bounds of a window: start included, expiry excluded, as in isPromotionLive. */
const WINDOW_BOUNDS = '[)';

const columns = (alias: string) => ({
  start: sql.raw(`${alias}.start_date`),
  expiry: sql.raw(`${alias}.expiry_date`),
  hidden: sql.raw(`${alias}.hidden`),
});

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The promotion `alias` is live at `at` (isPromotionLive). */
export function livePromotion(at: Date, alias = 'pr'): SQL {
  const c = columns(alias);
  return sql`${c.start} <= ${instant(at)} AND ${c.expiry} > ${instant(at)} AND NOT ${c.hidden}`;
}

/** The promotion `alias` is live at `at` or may be later (isPromotionLiveOrComing). */
export function liveOrComingPromotion(at: Date, alias = 'pr'): SQL {
  const c = columns(alias);
  return sql`${c.expiry} > ${instant(at)} AND NOT ${c.hidden}`;
}

/**
 * Text (the index build is plain SQL): the promotion's window as a tstzrange, empty when the
 * promotion is hidden or expires no later than it starts, so it contains exactly the instants
 * the promotion is live. A multirange of them (an offer set's periods) contains an instant
 * exactly when one of its promotions is live then (rangesLiveAt). `greatest` keeps tstzrange
 * from refusing an expiry before the start, even where the planner folds constants.
 */
export function promotionWindowRangeText(alias = 'pr'): string {
  return `CASE WHEN ${alias}.hidden THEN 'empty'::tstzrange ELSE tstzrange(${alias}.start_date,
    greatest(${alias}.start_date, ${alias}.expiry_date), '${WINDOW_BOUNDS}') END`;
}

/** The ranges in `column` (windows from promotionWindowRangeText) hold a live promotion at `at`. */
export function rangesLiveAt(column: SQL, at: Date): SQL {
  return sql`${column} @> ${instant(at)}`;
}

/**
 * The ranges in `column` as a JSON array of [start, expiry] in epoch milliseconds (null for an
 * open end), for windowsFromJson. Read back as windows, they answer isPromotionLive exactly as
 * rangesLiveAt does, since every range holds its start and not its end (promotionWindowRangeText,
 * and range_agg keeps the bounds of what it merges).
 */
export function rangesAsWindowsJson(column: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_array(
      CASE WHEN lower_inf(r) THEN NULL ELSE extract(epoch FROM lower(r)) * 1000 END,
      CASE WHEN upper_inf(r) THEN NULL ELSE extract(epoch FROM upper(r)) * 1000 END
    )), '[]') FROM unnest(${column}) AS r)`;
}

/** Windows from rangesAsWindowsJson's value (parsed or not, as each driver returns it). */
export function windowsFromJson(value: unknown): PromotionWindow[] {
  const pairs = (typeof value === 'string' ? JSON.parse(value) : value) as [unknown, unknown][];
  // PostgreSQL writes an infinite timestamp's epoch as the string "Infinity"; Number reads it.
  return pairs.map(([start, expiry]) => ({
    start: start === null ? -Infinity : Number(start),
    expiry: expiry === null ? Infinity : Number(expiry),
  }));
}
