import type { AnalyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import { consentFromCookies } from '@grocer/domain/consent/cookie-consent';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { COLLECTOR_PATH, createAnalyticsClient } from '../lib/analytics-client.ts';

const FLUSH_MS = 2_000;

type Client = ReturnType<typeof createAnalyticsClient>;

function browserClient(channel: AnalyticsChannel): Client {
  const storage = (get: () => Storage) => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return createAnalyticsClient({
    consent: () => consentFromCookies(document.cookie),
    storage: storage(() => window.localStorage),
    session: storage(() => window.sessionStorage),
    location: () => window.location.href,
    channel,
    newId: () => crypto.randomUUID(),
    send: async (body) => {
      // keepalive: a batch sent as the page is left still arrives. JSON only, so a forged form
      // from another site cannot post here.
      const response = await fetch(COLLECTOR_PATH, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return response.status === 202 || response.status === 400;
    },
  });
}

/**
 * A page view for every page the shopper sees (decision 0070), queued only when they have
 * allowed analytics, and the queue sent every two seconds and when the page is hidden.
 */
export function AnalyticsTracker({ channel }: { channel: AnalyticsChannel }) {
  const location = useLocation();
  const client = useRef<Client | null>(null);

  // Made here, in the browser; effects run in order, so the page view below finds it.
  useEffect(() => {
    client.current ??= browserClient(channel);
    const made = client.current;
    const flush = () => void made.flush();
    const timer = window.setInterval(flush, FLUSH_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    };
  }, [channel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per address shown.
  useEffect(() => {
    client.current?.track('page_view');
  }, [location.pathname, location.search]);

  return null;
}
