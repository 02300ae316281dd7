import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, ContextModule, Worker } from '../../context-module.ts';
import type { AnalyticsService } from './analytics.contract.ts';
import { AnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import type { AnalyticsDashboardService } from './analytics-dashboard.contract.ts';
import { AnalyticsDashboardRepository } from './analytics-dashboard.repository.ts';
import { createAnalyticsDashboardService } from './analytics-dashboard.service.ts';
import {
  type AdBannerTracking,
  httpAdOrderServer,
  httpPersonalisationEngine,
} from './analytics-partners.ts';

const FLUSH_MS = 1_000;
const SWEEP_MS = 60 * 60 * 1000;

/**
 * The shop's analytics collector (decision 0070) and the staff dashboard that reads what it
 * stored (decision 0071). Its worker writes the queued events every
 * second (and what is left when the app stops) and, where ANALYTICS_SWEEP_WORKER is on, drops
 * days past the retention at start and every hour.
 */
export function createAnalyticsModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  retentionDays: number;
  /** Drop days past the retention at start and hourly (ANALYTICS_SWEEP_WORKER). */
  sweep: boolean;
  /** Where recommendation events and orders go on to (none: nowhere). */
  partnerUrls?: { personalisationEvents: string | null; adOrder: string | null };
  /** FLAG_OVERRIDES: stub mocking (`?stubs=`) may replace the partners for a browser. */
  allowStubs?: boolean;
  /** Where accepted ad banner impressions and clicks go on to (decision 0096). */
  adTracking?: AdBannerTracking;
}): ContextModule<{ analytics: AnalyticsService; analyticsDashboard: AnalyticsDashboardService }> {
  const analytics = createAnalyticsService({
    repository: new AnalyticsRepository(deps.db),
    now: deps.now,
    log: deps.log,
    retentionDays: deps.retentionDays,
    partners: {
      personalisation: deps.partnerUrls?.personalisationEvents
        ? httpPersonalisationEngine(deps.partnerUrls.personalisationEvents)
        : null,
      adOrders: deps.partnerUrls?.adOrder ? httpAdOrderServer(deps.partnerUrls.adOrder) : null,
      adTracking: deps.adTracking ?? null,
    },
  });
  let flushTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const sweep = () => {
    analytics
      .sweepRetention()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'analytics retention sweep failed'));
  };
  const worker: Worker = {
    start() {
      flushTimer = setInterval(() => void analytics.flush(), FLUSH_MS);
      flushTimer.unref();
      if (!deps.sweep) return;
      sweepTimer = setInterval(sweep, SWEEP_MS);
      sweepTimer.unref();
      sweep();
    },
    async stop() {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await analytics.flush();
    },
  };
  return {
    services: {
      analytics,
      analyticsDashboard: createAnalyticsDashboardService({
        repository: new AnalyticsDashboardRepository(deps.db),
      }),
    },
    workers: [worker],
    routes: async (api) => {
      await api.register(analyticsRoutes, { analytics, allowStubs: deps.allowStubs ?? false });
    },
  };
}
