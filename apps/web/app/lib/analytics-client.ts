import type { AnalyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import {
  ANALYTICS_CONSENT_WAIT_MS,
  type AnalyticsEventName,
  type AnalyticsEventParams,
  consentCategoryOf,
  MAX_EVENTS_PER_BATCH,
} from '@grocer/domain/analytics/analytics-event-names';
import { type CookieConsent, isAllowed } from '@grocer/domain/consent/cookie-consent';

/** Where the browser sends its events: the shop's own collector (decision 0070). */
export const COLLECTOR_PATH = '/api/analytics/v1/events';
const QUEUE_KEY = 'grocer-analytics-queue';
const CLIENT_KEY = 'grocer-analytics-client';
const SESSION_KEY = 'grocer-analytics-session';
const PURCHASES_KEY = 'grocer-analytics-purchases';
/** The most events kept waiting; the oldest go first. */
export const MAX_QUEUED = 100;
/** The collector's longest string parameter. */
const MAX_STRING = 256;
/** Order ids whose purchase was sent, kept so a reload does not count the order twice. */
const MAX_PURCHASES_KEPT = 50;

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
  /** Milliseconds now (the consent wait); Date.now by default. */
  now?: () => number;
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

/** The parameters as the collector takes them: strings cut to its limit, nothing undefined. */
function cleanParams(params: object | undefined): Params | undefined {
  if (!params) return undefined;
  const clean: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') clean[key] = value.slice(0, MAX_STRING);
    else if (typeof value === 'number' || typeof value === 'boolean') clean[key] = value;
  }
  return Object.keys(clean).length > 0 ? clean : undefined;
}

/** `track`'s arguments: an event's parameters are required when it has any that are. */
export type TrackArgs<N extends AnalyticsEventName> =
  Partial<AnalyticsEventParams[N]> extends AnalyticsEventParams[N]
    ? [params?: AnalyticsEventParams[N]]
    : [params: AnalyticsEventParams[N]];

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;

/**
 * The storefront's analytics client (spec doc 3 §4): a session generated on start (or the
 * `ga_session_id` of the address), a client id kept in local storage (or `ga_cid`), a queue in
 * local storage sent in batches to the shop's collector. Nothing is queued, stored or sent for a
 * category the visitor has not allowed (decision 0069). Before they have chosen, events wait in
 * memory for the tag-manager wait (3000 ms) and are queued only if the choice allows them.
 */
export function createAnalyticsClient(deps: AnalyticsClientDeps) {
  const query = new URL(deps.location()).searchParams;
  const now = deps.now ?? Date.now;
  let sending = false;
  /** Events made before the visitor chose, with when: memory only, never stored. */
  let held: { at: number; event: QueuedEvent }[] = [];

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

  function enqueue(events: QueuedEvent[]): void {
    if (events.length === 0) return;
    const queue = read<QueuedEvent[]>(deps.storage, QUEUE_KEY, []);
    // The session id is made only now, once the event may be stored.
    for (const event of events) queue.push({ ...event, session_id: sessionId() });
    write(deps.storage, QUEUE_KEY, queue.slice(-MAX_QUEUED));
  }

  /** Held events: queued once allowed, dropped once refused or after the wait. */
  function release(): void {
    if (held.length === 0) return;
    const decided = deps.consent() !== null;
    const deadline = now() - ANALYTICS_CONSENT_WAIT_MS;
    enqueue(held.filter(({ event }) => allowed(event.event_name)).map(({ event }) => event));
    held = decided ? [] : held.filter(({ at }) => at > deadline);
  }

  function track<N extends AnalyticsEventName>(name: N, ...[params]: TrackArgs<N>): void {
    const clean = cleanParams(params);
    const event: QueuedEvent = {
      session_id: '',
      channel: deps.channel,
      page_location: deps.location().slice(0, 2000),
      event_name: name,
      ...(clean ? { params: clean } : {}),
    };
    if (deps.consent() === null) {
      held = [...held, { at: now(), event }].slice(-MAX_QUEUED);
      return;
    }
    if (allowed(name)) enqueue([event]);
  }

  return {
    track,

    /** Whether anything waits for the visitor's choice (the caller checks again after the wait). */
    waiting: (): boolean => held.length > 0,

    /**
     * A purchase, once per order: the ids sent are kept in local storage, so the confirmation
     * page read again does not count the order twice.
     */
    trackPurchase(params: AnalyticsEventParams['purchase']): void {
      if (!allowed('purchase')) return;
      const sent = read<string[]>(deps.storage, PURCHASES_KEY, []);
      if (sent.includes(params.order_id)) return;
      write(deps.storage, PURCHASES_KEY, [...sent, params.order_id].slice(-MAX_PURCHASES_KEPT));
      track('purchase', params);
    },

    /** Sends what is queued, a batch at a time; what the collector did not take stays queued. */
    async flush(): Promise<void> {
      release();
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
