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
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The consent category each event needs (decision 0070): experiments, the rest analytics. */
export function consentCategoryOf(name: AnalyticsEventName): keyof CookieConsent {
  return name === 'experiment_exposure' ? 'experimental' : 'analytics';
}

/** Spec doc 3 §4: order amount strings are cut to 64 characters. */
export const ORDER_AMOUNT_MAX_LENGTH = 64;
export const orderAmountText = (amount: string): string => amount.slice(0, ORDER_AMOUNT_MAX_LENGTH);

/**
 * At most this many events a minute from one client id or one address (per server process): a
 * limit against a runaway or hostile client, not a quota (decision 0070).
 */
export const ANALYTICS_EVENTS_PER_MINUTE = 300;

/** At most this many events in one beacon, and parameters in one event. */
export const MAX_EVENTS_PER_BATCH = 25;
export const MAX_PARAMS_PER_EVENT = 20;
