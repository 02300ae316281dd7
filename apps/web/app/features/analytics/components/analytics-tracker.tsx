import type { AnalyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import { pageViewParams } from '@grocer/domain/analytics/analytics-params';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { installAnalytics, track } from '../../../lib/analytics.ts';

/**
 * Installs the page's analytics client (lib/analytics.ts) and sends a page view for every page
 * the shopper sees (decision 0070), with the address's `fromDate` and `startDate` when they are
 * dates.
 */
export function AnalyticsTracker({ channel }: { channel: AnalyticsChannel }) {
  const location = useLocation();

  useEffect(() => installAnalytics(channel), [channel]);

  // Effects run in order, so the client above is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per address shown.
  useEffect(() => {
    track('page_view', pageViewParams(new URLSearchParams(location.search)));
  }, [location.pathname, location.search]);

  return null;
}
