import type { ConversionRate } from '@grocer/domain/analytics/conversion-interval';
import type { FunnelStep } from '@grocer/domain/analytics/dashboard-funnel';
import type { DashboardRange } from '@grocer/domain/analytics/dashboard-range';
import type { Identity } from '@grocer/domain/identity/identity';

/** The staff analytics dashboard's contract (decision 0071): figures read from the events. */

/** One London day's figures. */
export interface DailyFigures {
  day: string;
  /** Distinct client ids that sent any event. */
  visitors: number;
  /** Distinct order ids in purchase events. */
  orders: number;
  /** Distinct trolleys (order ids) left that day and not bought later in the range. */
  abandonedTrolleys: number;
}

export interface SearchFigures {
  /** The search words, lower case and trimmed. */
  term: string;
  searches: number;
  /** Of those, how many found nothing. */
  noResults: number;
}

/** One variant of an experiment: who saw it, and of them who ordered afterwards. */
export interface ExperimentVariantFigures {
  experimentKey: string;
  variation: string;
  /** Distinct clients exposed to the variant in the range. */
  exposed: number;
  /** Of those, the clients with a purchase after their first exposure, in the range. */
  converted: number;
  /** The conversion rate with its 95% Wilson interval; null with no one exposed. */
  conversion: ConversionRate | null;
}

export interface AnalyticsDashboard {
  range: DashboardRange;
  /** Every day of the range, in order, zeros where nothing happened. */
  days: DailyFigures[];
  /** The range as a whole (visitors are distinct over the range, not a sum of days). */
  totals: Omit<DailyFigures, 'day'>;
  funnel: FunnelStep[];
  /** The most searched terms, most first (at most DASHBOARD_TOP_SEARCHES). */
  topSearches: SearchFigures[];
  /** The most searched terms that found nothing, most first. */
  noResultSearches: SearchFigures[];
  experiments: ExperimentVariantFigures[];
}

export interface AnalyticsDashboardService {
  /**
   * The dashboard for a range (a readable one: from ≤ to, at most 400 days; otherwise
   * VALIDATION_FAILED). Null unless `staff` holds 'staff:view-analytics'.
   */
  dashboard(staff: Identity, range: DashboardRange): Promise<AnalyticsDashboard | null>;
}
