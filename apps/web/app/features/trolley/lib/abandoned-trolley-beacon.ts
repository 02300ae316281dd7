import { shouldSendAbandonedTrolleyUpdate } from '@grocer/domain/analytics/analytics-channel';
import { isAddLoading } from '@grocer/domain/trolley/trolley-summary';
import { flushAnalytics, track } from '../../../lib/analytics.ts';
import type { TrolleyStore } from './trolley-store.ts';

/** Sends the event through the page's analytics, at once: the page is going. */
function sendNow(orderId: string): void {
  track('abandoned_trolley_update', { order_id: orderId });
  flushAnalytics();
}

/**
 * Spec doc 3 §4: when the page is hidden or left while an add is loading, an
 * abandoned_trolley_update event with the order id is sent to the shop's collector (decision
 * 0070; `fetch` with keepalive, so it outlives the page), if the shopper allows analytics. An add
 * still opening the trolley has no order id yet: sent with an empty one. Returns the way to stop
 * watching.
 */
export function watchAbandonedAdds(
  store: TrolleyStore,
  options: { window: Window; send?: (orderId: string) => void },
): () => void {
  const win = options.window;
  const send = options.send ?? sendNow;
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
    try {
      send(snapshot.orderId ?? '');
    } catch (error) {
      console.warn('the abandoned trolley event failed', error);
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
