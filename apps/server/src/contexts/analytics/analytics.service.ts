import {
  ANALYTICS_EVENTS_PER_MINUTE,
  consentCategoryOf,
  orderAmountText,
} from '@grocer/domain/analytics/analytics-event';
import { partnerCallsAllowed } from '@grocer/domain/analytics/partner-calls';
import { isAllowed } from '@grocer/domain/consent/cookie-consent';
import type { FastifyBaseLogger } from 'fastify';
import { isSensitiveKey, MASK, maskFreeText, maskSensitive } from '../../logging/mask-sensitive.ts';
import type { AnalyticsService, CollectInput } from './analytics.contract.ts';
import { type AnalyticsRepository, type StoredEvent, utcDay } from './analytics.repository.ts';
import {
  type AnalyticsPartners,
  callPartner,
  type RecommendationEvent,
  stubPartners,
} from './analytics-partners.ts';

/** Payment names, besides the ones the logs never show (`isSensitiveKey`). */
const PAYMENT_PARAM = /card|cvv|cvc|security_code/;

/** A parameter as stored: secrets masked as the logs mask them (decision 0051). */
function maskParam(key: string, value: string | number | boolean): string | number | boolean {
  if (isSensitiveKey(key) || PAYMENT_PARAM.test(key)) return MASK;
  if (typeof value === 'number' && Number.isInteger(value)) {
    const digits = String(Math.abs(value));
    return maskFreeText(digits) === digits ? value : MASK;
  }
  return typeof value === 'string' ? maskFreeText(value) : value;
}

/**
 * The collector (decision 0070): a batch is refused whole when any of its events needs a
 * category the visitor has not allowed, or when its client or address has sent more than
 * `eventsPerMinute` events this minute; otherwise its events are masked and queued, and written
 * in one insert every second or every `flushAt` events. Answers never wait for the database.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  now: () => Date;
  log: FastifyBaseLogger;
  retentionDays: number;
  eventsPerMinute?: number;
  flushAt?: number;
  /** The personalisation engine, the ad-order server and ad banners' tracking, where configured. */
  partners?: AnalyticsPartners;
}): AnalyticsService {
  const limit = deps.eventsPerMinute ?? ANALYTICS_EVENTS_PER_MINUTE;
  const flushAt = deps.flushAt ?? 200;
  let queue: StoredEvent[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let windowMinute = -1;
  const counts = new Map<string, number>();

  const withinLimit = (keys: string[], events: number): boolean => {
    const minute = Math.floor(deps.now().getTime() / 60_000);
    if (minute !== windowMinute) {
      windowMinute = minute;
      counts.clear();
    }
    if (keys.some((key) => (counts.get(key) ?? 0) + events > limit)) return false;
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + events);
    return true;
  };

  /**
   * Recommendation impressions and clicks go on to the personalisation engine, a purchase to the
   * ad-order server, an ad banner's impression or click to its vendor's tracking (decision 0096),
   * each only when the visitor's choices allow that partner, without waiting.
   */
  const forward = ({ batch, customerId, consent, stubs }: CollectInput, events: StoredEvent[]) => {
    const allowed = partnerCallsAllowed(consent);
    const { personalisation, adOrders, adTracking } = stubs
      ? stubPartners(deps.log)
      : (deps.partners ?? { personalisation: null, adOrders: null });
    const recommendations: RecommendationEvent[] = [];
    for (const event of events) {
      const at = event.receivedAt.toISOString();
      const text = (key: string) => String(event.params[key] ?? '');
      if (
        event.eventName === 'recommendation_impression' ||
        event.eventName === 'recommendation_click'
      ) {
        recommendations.push({
          type: event.eventName === 'recommendation_click' ? 'click' : 'impression',
          lineNumber: text('line_number'),
          placement: text('placement'),
          clientId: batch.client_id,
          sessionId: event.sessionId,
          customerId,
          at,
        });
      }
      if (
        (event.eventName === 'ad_banner_impression' || event.eventName === 'ad_banner_click') &&
        adTracking &&
        allowed.adOrder
      ) {
        const kind = event.eventName === 'ad_banner_click' ? 'click' : 'impression';
        callPartner(deps.log, 'ad-tracking', () => adTracking.trackBanner(kind, text('banner_id')));
      }
      if (event.eventName === 'purchase' && adOrders && allowed.adOrder) {
        const order = {
          orderId: text('order_id'),
          amount: orderAmountText(text('amount')),
          clientId: batch.client_id,
          customerId,
          at,
        };
        callPartner(deps.log, 'ad-order', () => adOrders.postOrder(order));
      }
    }
    if (recommendations.length > 0 && personalisation && allowed.personalisation) {
      callPartner(deps.log, 'personalisation', () => personalisation.sendEvents(recommendations));
    }
  };

  const service: AnalyticsService = {
    collect(input) {
      const { batch, customerId, consent, clientAddress } = input;
      if (!batch.events.every((event) => isAllowed(consent, consentCategoryOf(event.event_name)))) {
        return { outcome: 'refused', code: 'CONSENT_REQUIRED' };
      }
      if (!withinLimit([`c:${batch.client_id}`, `a:${clientAddress}`], batch.events.length)) {
        return { outcome: 'refused', code: 'TOO_MANY_REQUESTS' };
      }
      const receivedAt = deps.now();
      const accepted: StoredEvent[] = [];
      for (const event of batch.events) {
        accepted.push({
          receivedAt,
          clientId: batch.client_id,
          sessionId: event.session_id,
          customerId,
          channel: event.channel,
          pageLocation: maskSensitive(event.page_location),
          eventName: event.event_name,
          params: Object.fromEntries(
            Object.entries(event.params ?? {}).map(([key, value]) => [key, maskParam(key, value)]),
          ),
        });
      }
      queue.push(...accepted);
      forward(input, accepted);
      if (queue.length >= flushAt) void service.flush();
      return { outcome: 'accepted', count: batch.events.length };
    },

    flush() {
      flushing = flushing.then(async () => {
        const batch = queue;
        queue = [];
        if (batch.length === 0) return;
        try {
          await deps.repository.insertMany(batch);
        } catch (error) {
          // Analytics never holds a page up or grows without bound: a failed write is logged
          // and its events are lost.
          deps.log.error({ err: error, events: batch.length }, 'analytics events not stored');
        }
      });
      return flushing;
    },

    async sweepRetention() {
      const before = new Date(deps.now().getTime() - deps.retentionDays * 24 * 60 * 60 * 1000);
      return deps.repository.dropPartitionsBefore(utcDay(before));
    },
  };
  return service;
}
