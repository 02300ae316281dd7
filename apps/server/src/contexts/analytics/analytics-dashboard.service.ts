import { wilsonInterval } from '@grocer/domain/analytics/conversion-interval';
import { funnelSteps } from '@grocer/domain/analytics/dashboard-funnel';
import { everyDay, isReadableRange, rangeInstants } from '@grocer/domain/analytics/dashboard-range';
import type { Identity } from '@grocer/domain/identity/identity';
import { AppError } from '../../errors/app-error.ts';
import type {
  AnalyticsDashboard,
  AnalyticsDashboardService,
  DailyFigures,
} from './analytics-dashboard.contract.ts';
import type { AnalyticsDashboardRepository } from './analytics-dashboard.repository.ts';

const VIEW = 'staff:view-analytics';

/** How many search terms each search list shows. */
export const DASHBOARD_TOP_SEARCHES = 10;

const noDay = (day: string): DailyFigures => ({
  day,
  visitors: 0,
  orders: 0,
  abandonedTrolleys: 0,
});

/**
 * The staff analytics dashboard (decision 0071): its figures, read from the collector's events
 * for whole London days, for staff allowed to see them.
 */
export function createAnalyticsDashboardService(deps: {
  repository: AnalyticsDashboardRepository;
}): AnalyticsDashboardService {
  const { repository } = deps;
  return {
    async dashboard(staff: Identity, range) {
      if (!staff.permissions.includes(VIEW)) return null;
      if (!isReadableRange(range)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The range must be real days, from ≤ to, at most 400 days.',
        );
      }
      const window = rangeInstants(range);
      const [dayRows, funnel, topSearches, noResultSearches, experiments] = await Promise.all([
        repository.days(window),
        repository.funnel(window),
        repository.searches(window, DASHBOARD_TOP_SEARCHES, false),
        repository.searches(window, DASHBOARD_TOP_SEARCHES, true),
        repository.experiments(window),
      ]);
      const whole = dayRows.find((row) => row.day === null);
      const days = dayRows.flatMap((row) => (row.day === null ? [] : [{ ...row, day: row.day }]));
      return {
        range,
        days: everyDay(range, days, noDay),
        totals: {
          visitors: whole?.visitors ?? 0,
          orders: whole?.orders ?? 0,
          abandonedTrolleys: whole?.abandonedTrolleys ?? 0,
        },
        funnel: funnelSteps({
          view_item: funnel.viewItem,
          add_to_cart: funnel.addToCart,
          begin_checkout: funnel.beginCheckout,
          purchase: funnel.purchase,
        }),
        topSearches,
        noResultSearches,
        experiments: experiments.map((row) => ({
          ...row,
          conversion: wilsonInterval(row.converted, row.exposed),
        })),
      } satisfies AnalyticsDashboard;
    },
  };
}
