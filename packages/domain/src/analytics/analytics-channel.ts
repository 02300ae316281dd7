/**
 * What the browser's analytics needs on every page (spec doc 3 §4, decision 0070): the channel
 * its events name and when the abandoned-trolley event is sent. No schema here: this module is in
 * every page's script; the collector's rules (analytics-event.ts) are the server's.
 */

export const ABANDONED_TROLLEY_UPDATE = 'abandoned_trolley_update';

export type AnalyticsChannel = 'app' | 'web';

/**
 * Spec: abandoned_trolley_update is sent when the page is hidden or left while an add is
 * loading (an add call sent, or waiting its turn, with no answer yet).
 */
export function shouldSendAbandonedTrolleyUpdate(input: {
  addLoading: boolean;
  visibility: 'hidden' | 'visible' | 'leaving';
}): boolean {
  return input.addLoading && input.visibility !== 'visible';
}

/** The channel: the native app's webview, or the web. */
export function analyticsChannel(webview: string | null): AnalyticsChannel {
  return webview ? 'app' : 'web';
}
