import type { AnalyticsEventParams } from './analytics-event-names.ts';

/**
 * What the storefront's events carry, worked out from what a page has (issue 23, decision 0070).
 * No schema here: the browser's analytics module imports this on every page.
 */

/** Where a trolley change was made: the page's kind of listing (spec doc 1 §3 clickContext). */
export type ClickContext =
  | 'home'
  | 'browse'
  | 'search'
  | 'offers'
  | 'product'
  | 'trolley'
  | 'trolley_recommendations'
  /** The favourites and bought-in-store pages (decision 0079). */
  | 'favourites'
  | 'bought_in_store'
  /** The interstitials before checkout (decision 0093). */
  | 'interstitials'
  /** A sponsored buy list (decision 0096). */
  | 'buylist';

/** The kind of search a result came from (spec doc 1 §3 searchType). */
export type SearchType = 'search' | 'multi_search';

/**
 * A trolley item's analytics context (spec doc 1 §3: clickContext, productPosition, searchType):
 * where the shopper was when they added or removed it. The position counts from 1.
 */
export interface TrolleyAnalyticsContext {
  clickContext: ClickContext;
  productPosition?: number;
  searchType?: SearchType;
}

/** 'YYYY-MM-DD', optionally with a time and zone, that is a real day. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export function isIsoDate(text: string): boolean {
  const parts = ISO_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    !Number.isNaN(Date.parse(text))
  );
}

/** The page view's `from_date` and `start_date`: the address's `fromDate`, `startDate` if dates. */
export function pageViewParams(query: URLSearchParams): AnalyticsEventParams['page_view'] {
  const params: AnalyticsEventParams['page_view'] = {};
  const fromDate = query.get('fromDate');
  const startDate = query.get('startDate');
  if (fromDate && isIsoDate(fromDate)) params.from_date = fromDate;
  if (startDate && isIsoDate(startDate)) params.start_date = startDate;
  return params;
}

type TrolleyEvent =
  | { name: 'add_to_cart'; params: AnalyticsEventParams['add_to_cart'] }
  | { name: 'remove_from_cart'; params: AnalyticsEventParams['remove_from_cart'] };

/**
 * The event a trolley change makes: more of a line is an add of the difference, less (or none)
 * a remove of it, with where it was made; no change, no event.
 */
export function trolleyChangeEvent(input: {
  lineNumber: string;
  before: number;
  after: number;
  context?: TrolleyAnalyticsContext | null;
}): TrolleyEvent | null {
  const difference = Math.round((input.after - input.before) * 1000) / 1000;
  if (difference === 0 || !Number.isFinite(difference)) return null;
  const params: AnalyticsEventParams['add_to_cart'] = {
    line_number: input.lineNumber,
    quantity: Math.abs(difference),
  };
  const context = input.context;
  if (context) {
    params.click_context = context.clickContext;
    if (context.productPosition !== undefined) params.product_position = context.productPosition;
    if (context.searchType !== undefined) params.search_type = context.searchType;
  }
  return difference > 0 ? { name: 'add_to_cart', params } : { name: 'remove_from_cart', params };
}
