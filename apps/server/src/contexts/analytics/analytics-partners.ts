import { PARTNER_CALL_TIMEOUT_MS } from '@grocer/domain/analytics/partner-calls';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The shop's marketing partners (spec doc 3 §4, §7; decision 0070), behind interfaces: the
 * personalisation engine's events call (recommendation impressions and clicks) and the sponsored
 * ad-order post. Their shapes are not shown in the spec: ours are below, converted here at the
 * edge. Each call has a 2 s timeout and its failures are only logged.
 */

export interface RecommendationEvent {
  type: 'impression' | 'click';
  lineNumber: string;
  placement: string;
  clientId: string;
  sessionId: string;
  customerId: number | null;
  at: string;
}

export interface AdOrder {
  orderId: string;
  /** The order amount text, at most 64 characters. */
  amount: string;
  clientId: string;
  customerId: number | null;
  at: string;
}

export interface PersonalisationEngine {
  sendEvents(events: RecommendationEvent[]): Promise<void>;
}

export interface AdOrderServer {
  postOrder(order: AdOrder): Promise<void>;
}

/**
 * A mega-menu ad banner's impressions and clicks, passed on to the vendor's tracking addresses
 * (the sponsored context does it; decision 0096).
 */
export interface AdBannerTracking {
  trackBanner(kind: 'impression' | 'click', bannerId: string): Promise<void>;
}

export interface AnalyticsPartners {
  personalisation: PersonalisationEngine | null;
  adOrders: AdOrderServer | null;
  /** Ad banner impressions and clicks (decision 0096); none where no sponsored context is wired. */
  adTracking?: AdBannerTracking | null;
}

type Fetch = typeof fetch;

/** POSTs JSON, giving up after the timeout; anything but a 2xx is a failure. */
async function postJson(
  fetchImpl: Fetch,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
}

/** The personalisation engine's events endpoint (spec doc 3 §7 "POST events"). */
export function httpPersonalisationEngine(
  url: string,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): PersonalisationEngine {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PARTNER_CALL_TIMEOUT_MS;
  return {
    sendEvents: (events) =>
      postJson(
        fetchImpl,
        url,
        {
          events: events.map((event) => ({
            type: event.type,
            item: event.lineNumber,
            placement: event.placement,
            visitor: event.clientId,
            session: event.sessionId,
            customer: event.customerId,
            timestamp: event.at,
          })),
        },
        timeoutMs,
      ),
  };
}

/** The sponsored products' ad-order endpoint (spec doc 3 §7 "Sponsored ad order"). */
export function httpAdOrderServer(
  url: string,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): AdOrderServer {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PARTNER_CALL_TIMEOUT_MS;
  return {
    postOrder: (order) =>
      postJson(
        fetchImpl,
        url,
        {
          orderId: order.orderId,
          amount: order.amount,
          visitor: order.clientId,
          customer: order.customerId,
          timestamp: order.at,
        },
        timeoutMs,
      ),
  };
}

/** Runs a partner call without waiting for it: a failure (or the timeout) is only logged. */
export function callPartner(log: FastifyBaseLogger, partner: string, call: () => Promise<void>) {
  Promise.resolve()
    .then(call)
    .catch((error: unknown) => log.warn({ err: error, partner }, 'partner call failed'));
}

/**
 * The partners while stub mocking is on (decision 0072): nothing leaves the shop; each call is
 * logged with what it would have sent.
 */
export function stubPartners(log: Pick<FastifyBaseLogger, 'info'>): AnalyticsPartners {
  return {
    personalisation: {
      sendEvents: async (events) => {
        log.info({ partner: 'personalisation', events: events.length }, 'partner call stubbed');
      },
    },
    adOrders: {
      postOrder: async (order) => {
        log.info({ partner: 'ad-order', orderId: order.orderId }, 'partner call stubbed');
      },
    },
    adTracking: {
      trackBanner: async (kind, bannerId) => {
        log.info({ partner: 'ad-tracking', kind, bannerId }, 'partner call stubbed');
      },
    },
  };
}
