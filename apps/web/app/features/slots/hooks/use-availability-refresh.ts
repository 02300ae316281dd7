import { GRID_REFRESH_MS } from '@grocer/domain/slot-booking/slot-grid';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';

/**
 * Spec doc 1 §4: the grid looks again every 2 minutes and, when availability has changed,
 * offers a refresh (rather than moving the grid under the shopper's finger). `href` is the
 * page's own address: its loader answers the grid (`{grid}`) with the token of now.
 */
export function useAvailabilityRefresh(token: string | null, href: string): boolean {
  const fetcher = useFetcher<{ grid?: { availabilityToken: string | null } }>();
  const [changed, setChanged] = useState(false);
  const { load } = fetcher;

  // A new page (or a refresh) starts afresh.
  useEffect(() => {
    setChanged(false);
    if (token === null) return;
    const timer = setInterval(() => void load(href), GRID_REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, href, load]);

  const latest = fetcher.state === 'idle' ? fetcher.data?.grid?.availabilityToken : undefined;
  useEffect(() => {
    if (latest !== undefined && token !== null && latest !== token) setChanged(true);
  }, [latest, token]);

  return changed;
}
