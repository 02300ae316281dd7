import type { CookieConsent } from '../consent/cookie-consent.ts';
import { ABANDONED_TROLLEY_UPDATE } from './analytics-channel.ts';

/**
 * The events the shop's collector takes (spec doc 3 §4, issue 23, decision 0070), without zod:
 * the browser's analytics client reads these on every page.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'search',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'slot_booked',
  'begin_checkout',
  'purchase',
  'experiment_exposure',
  ABANDONED_TROLLEY_UPDATE,
  'recommendation_impression',
  'recommendation_click',
  'ad_banner_impression',
  'ad_banner_click',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/**
 * The consent category each event needs (decision 0070): experiments, ad banners' impressions
 * and clicks advertising (decision 0096), the rest analytics.
 */
export function consentCategoryOf(name: AnalyticsEventName): keyof CookieConsent {
  if (name === 'experiment_exposure') return 'experimental';
  if (name === 'ad_banner_impression' || name === 'ad_banner_click') return 'advertising';
  return 'analytics';
}

/** Spec doc 3 §4: order amount strings are cut to 64 characters. */
export const ORDER_AMOUNT_MAX_LENGTH = 64;
export const orderAmountText = (amount: string): string => amount.slice(0, ORDER_AMOUNT_MAX_LENGTH);

/**
 * At most this many events a minute from one client id or one address (per server process): a
 * limit against a runaway or hostile client, not a quota (decision 0070).
 */
export const ANALYTICS_EVENTS_PER_MINUTE = 300;

/**
 * Spec doc 3 §4: the analytics tag-manager wait defaults to 3000 ms. Events made before the
 * visitor has made their cookie choices are held in memory (never stored or sent) for this long,
 * and queued only if analytics is allowed by then (decision 0070).
 */
export const ANALYTICS_CONSENT_WAIT_MS = 3000;

/** At most this many events in one beacon, and parameters in one event. */
export const MAX_EVENTS_PER_BATCH = 25;
export const MAX_PARAMS_PER_EVENT = 20;

/**
 * The parameters each event carries (issue 23): what the browser sends and what the staff
 * dashboard reads. Every value is small (strings at most 256 characters).
 */
export interface AnalyticsEventParams {
  /**
   * A page shown; with the address's `fromDate` and `startDate` when they are dates (spec doc 3
   * §4 reads them; what they mean is not shown, so they are only recorded: decision 0070).
   */
  page_view: { from_date?: string; start_date?: string };
  /** A search shown: the words, how many products it found, and the kind of search. */
  search: { search_term: string; result_count: number; search_type: string };
  /** A product page shown. */
  view_item: { line_number: string; product_id: string };
  /** A trolley change, with the analytics context of where it was made (spec doc 1 §3). */
  add_to_cart: {
    line_number: string;
    quantity: number;
    click_context?: string;
    product_position?: number;
    search_type?: string;
  };
  remove_from_cart: AnalyticsEventParams['add_to_cart'];
  slot_booked: { slot_type: string; slot_start: string };
  begin_checkout: { order_id: string };
  /** An order placed: its id and amount (the amount text cut to 64 characters). */
  purchase: { order_id: string; amount: string };
  /** A variant shown to the visitor. */
  experiment_exposure: { experiment_key: string; variation: string };
  abandoned_trolley_update: { order_id: string };
  recommendation_impression: { line_number: string; placement: string };
  recommendation_click: { line_number: string; placement: string };
  /** A mega-menu ad banner shown, or its link followed (decision 0096). */
  ad_banner_impression: { banner_id: string; category_id: string };
  ad_banner_click: { banner_id: string; category_id: string };
}
