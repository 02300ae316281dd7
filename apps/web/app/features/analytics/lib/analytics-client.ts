import type { AnalyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import {
  type AnalyticsEventName,
  consentCategoryOf,
  MAX_EVENTS_PER_BATCH,
} from '@grocer/domain/analytics/analytics-event-names';
import { type CookieConsent, isAllowed } from '@grocer/domain/consent/cookie-consent';

/** Where the browser sends its events: the shop's own collector (decision 0070). */
export const COLLECTOR_PATH = '/api/analytics/v1/events';
const QUEUE_KEY = 'grocer-analytics-queue';
const CLIENT_KEY = 'grocer-analytics-client';
const SESSION_KEY = 'grocer-analytics-session';
/** The most events kept waiting; the oldest go first. */
export const MAX_QUEUED = 100;

type Params = Record<string, string | number | boolean>;

interface QueuedEvent {
  session_id: string;
  channel: AnalyticsChannel;
  page_location: string;
  event_name: AnalyticsEventName;
  params?: Params;
}

export interface AnalyticsClientDeps {
  /** The visitor's cookie choices now (they can change while the page is open). */
  consent: () => CookieConsent | null;
  /** localStorage: the queue and the client id (null where storage is blocked). */
  storage: Storage | null;
  /** sessionStorage: the session id. */
  session: Storage | null;
  /** Sends one batch; true once the collector has it. */
  send: (body: string) => Promise<boolean>;
  /** The page's address now. */
  location: () => string;
  channel: AnalyticsChannel;
  newId: () => string;
}

function read<T>(storage: Storage | null, key: string, fallback: T): T {
  try {
    const value = storage?.getItem(key);
    return value ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: analytics only.
  }
}

/**
 * The storefront's analytics client (spec doc 3 §4): a session generated on start (or the
 * `ga_session_id` of the address), a client id kept in local storage (or `ga_cid`), a queue in
 * local storage sent in batches to the shop's collector. Nothing is queued, stored or sent for a
 * category the visitor has not allowed (decision 0069): without their choice, nothing at all.
 */
export function createAnalyticsClient(deps: AnalyticsClientDeps) {
  const query = new URL(deps.location()).searchParams;
  let sending = false;

  const allowed = (name: AnalyticsEventName) => isAllowed(deps.consent(), consentCategoryOf(name));

  function clientId(): string {
    const fromQuery = query.get('ga_cid');
    if (fromQuery && /^[A-Za-z0-9._-]{1,64}$/.test(fromQuery)) return fromQuery;
    let id = read<string | null>(deps.storage, CLIENT_KEY, null);
    if (!id) {
      id = deps.newId();
      write(deps.storage, CLIENT_KEY, id);
    }
    return id;
  }

  function sessionId(): string {
    const fromQuery = query.get('ga_session_id');
    if (fromQuery && /^[A-Za-z0-9._-]{1,64}$/.test(fromQuery)) return fromQuery;
    let id = read<string | null>(deps.session, SESSION_KEY, null);
    if (!id) {
      id = deps.newId();
      write(deps.session, SESSION_KEY, id);
    }
    return id;
  }

  return {
    track(name: AnalyticsEventName, params?: Params): void {
      if (!allowed(name)) return;
      const queue = read<QueuedEvent[]>(deps.storage, QUEUE_KEY, []);
      queue.push({
        session_id: sessionId(),
        channel: deps.channel,
        page_location: deps.location().slice(0, 2000),
        event_name: name,
        ...(params ? { params } : {}),
      });
      write(deps.storage, QUEUE_KEY, queue.slice(-MAX_QUEUED));
    },

    /** Sends what is queued, a batch at a time; what the collector did not take stays queued. */
    async flush(): Promise<void> {
      if (sending) return;
      sending = true;
      try {
        for (;;) {
          const queue = read<QueuedEvent[]>(deps.storage, QUEUE_KEY, []);
          // Consent withdrawn: what was queued is not sent.
          const sendable = queue.filter((event) => allowed(event.event_name));
          if (sendable.length !== queue.length) write(deps.storage, QUEUE_KEY, sendable);
          if (sendable.length === 0) return;
          const batch = sendable.slice(0, MAX_EVENTS_PER_BATCH);
          const ok = await deps
            .send(JSON.stringify({ client_id: clientId(), events: batch }))
            .catch(() => false);
          if (!ok) return;
          const left = read<QueuedEvent[]>(deps.storage, QUEUE_KEY, []).slice(batch.length);
          write(deps.storage, QUEUE_KEY, left);
        }
      } finally {
        sending = false;
      }
    },
  };
}
