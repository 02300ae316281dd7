import type { AnalyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import {
  ANALYTICS_CONSENT_WAIT_MS,
  type AnalyticsEventName,
  type AnalyticsEventParams,
} from '@grocer/domain/analytics/analytics-event-names';
import { consentFromCookies } from '@grocer/domain/consent/cookie-consent';
import {
  type AnalyticsClient,
  type AnalyticsClientDeps,
  COLLECTOR_PATH,
  createAnalyticsClient,
  type TrackArgs,
} from './analytics-client.ts';

/**
 * The page's analytics (decision 0070): any feature sends an event with `track(name, params)`,
 * its parameters checked against the domain's `AnalyticsEventParams`. On the server, a no-op.
 * Events sent before the root's tracker installs the client (a page's own effects run first)
 * wait here and go in once it is installed.
 */

const FLUSH_MS = 2_000;
const MAX_EARLY = 100;

let client: AnalyticsClient | null = null;
let early: ((made: AnalyticsClient) => void)[] = [];
let waitTimer: ReturnType<typeof setTimeout> | null = null;

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function storageOf(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

async function postBatch(body: string): Promise<boolean> {
  // keepalive: a batch sent as the page is left still arrives. JSON only, so a forged form from
  // another site cannot post here.
  const response = await fetch(COLLECTOR_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  });
  // 400: a batch the collector will never take; dropped rather than sent again.
  return response.status === 202 || response.status === 400;
}

/** Looks again once the tag-manager wait is over, for events made before the visitor chose. */
function afterWait(made: AnalyticsClient): void {
  if (waitTimer !== null || !made.waiting()) return;
  waitTimer = setTimeout(() => {
    waitTimer = null;
    void made.flush();
    afterWait(made);
  }, ANALYTICS_CONSENT_WAIT_MS);
}

function use(run: (made: AnalyticsClient) => void): void {
  if (!inBrowser()) return;
  if (client) {
    run(client);
    afterWait(client);
  } else if (early.length < MAX_EARLY) {
    early.push(run);
  }
}

/** Sends an analytics event (queued, and sent within two seconds) if the visitor allows it. */
export function track<N extends AnalyticsEventName>(name: N, ...params: TrackArgs<N>): void {
  use((made) => made.track(name, ...params));
}

/** The order placed, once per order id however often its confirmation is shown. */
export function trackPurchase(params: AnalyticsEventParams['purchase']): void {
  use((made) => made.trackPurchase(params));
}

/** Sends what is queued now (the page is being hidden or left). */
export function flushAnalytics(): void {
  if (client) void client.flush();
}

/**
 * Makes the page's client and sends the queue every two seconds and as the page is hidden or
 * left; returns the way to stop. `deps` replaces the browser's parts in tests.
 */
export function installAnalytics(
  channel: AnalyticsChannel,
  deps: Partial<AnalyticsClientDeps> = {},
): () => void {
  if (!inBrowser()) return () => {};
  const made = createAnalyticsClient({
    consent: () => consentFromCookies(document.cookie),
    storage: storageOf(() => window.localStorage),
    session: storageOf(() => window.sessionStorage),
    location: () => window.location.href,
    channel,
    newId: () => crypto.randomUUID(),
    send: postBatch,
    ...deps,
  });
  client = made;
  const waiting = early;
  early = [];
  for (const run of waiting) run(made);
  afterWait(made);

  const flush = () => void made.flush();
  const timer = setInterval(flush, FLUSH_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    clearInterval(timer);
    if (waitTimer !== null) clearTimeout(waitTimer);
    waitTimer = null;
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
    if (client === made) client = null;
  };
}
