import {
  ABANDONED_TROLLEY_UPDATE,
  type AnalyticsChannel,
  shouldSendAbandonedTrolleyUpdate,
} from '@grocer/domain/analytics/analytics-channel';
import { isAddLoading } from '@grocer/domain/trolley/trolley-summary';
import type { TrolleyStore } from './trolley-store.ts';

/** The storefront's measurement endpoint (routes/resources.analytics.ts). */
export const MEASUREMENT_PATH = '/ecom/resources/analytics';
const CLIENT_ID_KEY = 'grocer-analytics-client-id';
const SESSION_ID_KEY = 'grocer-analytics-session-id';

/** An id kept in the given storage, made on first use; a page-long one if storage refuses. */
function storedId(storage: () => Storage, key: string): string {
  try {
    const kept = storage().getItem(key);
    if (kept) return kept;
    const made = crypto.randomUUID();
    storage().setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * Spec doc 3 §4: when the page is hidden or left while an add is loading, an
 * abandoned_trolley_update event with the order id is sent as a beacon (it outlives the page).
 * Failures are only logged. Returns the way to stop watching.
 */
export function watchAbandonedAdds(
  store: TrolleyStore,
  options: {
    window: Window;
    channel: AnalyticsChannel;
    sendBeacon?: (url: string, body: URLSearchParams) => boolean;
  },
): () => void {
  const win = options.window;
  const send =
    options.sendBeacon ??
    ((url: string, body: URLSearchParams) => win.navigator.sendBeacon(url, body));
  /** One event per hiding: the page may be hidden and then left. */
  let sent = false;
  const onHide = (visibility: 'hidden' | 'leaving') => {
    const snapshot = store.getSnapshot();
    if (sent) return;
    if (
      !shouldSendAbandonedTrolleyUpdate({ addLoading: isAddLoading(snapshot.queue), visibility })
    ) {
      return;
    }
    sent = true;
    const body = new URLSearchParams({
      client_id: storedId(() => win.localStorage, CLIENT_ID_KEY),
      session_id: storedId(() => win.sessionStorage, SESSION_ID_KEY),
      channel: options.channel,
      page_location: win.location.href.slice(0, 2000),
      event_name: ABANDONED_TROLLEY_UPDATE,
    });
    if (snapshot.orderId) body.set('order_id', snapshot.orderId);
    try {
      if (!send(MEASUREMENT_PATH, body)) console.warn('the analytics beacon was not queued');
    } catch (error) {
      console.warn('the analytics beacon failed', error);
    }
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onHide('hidden');
    else sent = false;
  };
  const onPageHide = () => onHide('leaving');
  win.document.addEventListener('visibilitychange', onVisibility);
  // Leaving: beforeunload comes while the add's call is still open (by pagehide the browser has
  // cancelled it, and the queue has taken it as failed); pagehide covers pages without it.
  win.addEventListener('beforeunload', onPageHide);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('beforeunload', onPageHide);
    win.removeEventListener('pagehide', onPageHide);
  };
}
