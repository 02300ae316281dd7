import type { AnalyticsBatch } from '@grocer/domain/analytics/analytics-event';
import {
  ALL_ALLOWED,
  type CookieConsent,
  NONE_ALLOWED,
} from '@grocer/domain/consent/cookie-consent';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { createAnalyticsService } from './analytics.service.ts';
import {
  type AdOrder,
  httpAdOrderServer,
  httpPersonalisationEngine,
  type RecommendationEvent,
} from './analytics-partners.ts';

/**
 * The collector passing events on to its partners (decision 0070): recommendation impressions and
 * clicks to the personalisation engine, purchases to the ad-order server, each only with the
 * visitor's consent for it, never waiting for them, failures only logged.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: { failing?: boolean; stubs?: boolean } = {}) {
  const recommendations: RecommendationEvent[] = [];
  const orders: AdOrder[] = [];
  const warnings: unknown[] = [];
  const stubbed: unknown[] = [];
  const log = {
    warn: (...args: unknown[]) => warnings.push(args),
    info: (...args: unknown[]) => stubbed.push(args),
  } as unknown as FastifyBaseLogger;
  const service = createAnalyticsService({
    repository: {} as AnalyticsRepository,
    now: () => new Date('2025-07-01T10:00:00Z'),
    log,
    retentionDays: 400,
    partners: {
      personalisation: {
        sendEvents: async (events) => {
          if (options.failing) throw new Error('engine down');
          recommendations.push(...events);
        },
      },
      adOrders: {
        postOrder: async (order) => {
          if (options.failing) throw new Error('ad server down');
          orders.push(order);
        },
      },
    },
  });
  const collect = (consent: CookieConsent | null, events: AnalyticsBatch['events']) =>
    service.collect({
      batch: { client_id: 'c-1', events },
      customerId: 42,
      consent,
      clientAddress: '198.51.100.1',
      stubs: options.stubs ?? false,
    });
  return { collect, recommendations, orders, warnings, stubbed };
}

const event = (event_name: AnalyticsBatch['events'][number]['event_name'], params: object) => ({
  session_id: 's-1',
  channel: 'web' as const,
  page_location: 'https://shop.example/ecom/shop/trolley',
  event_name,
  params: params as Record<string, string>,
});

const impression = event('recommendation_impression', { line_number: '11', placement: 'trolley' });
const click = event('recommendation_click', { line_number: '22', placement: 'trolley' });
const purchase = event('purchase', { order_id: '1001', amount: '£12.50' });

describe('the collector’s partner calls', () => {
  it('proves impressions and clicks go to the personalisation engine and a purchase to the ad order', async () => {
    const { collect, recommendations, orders } = setUp();
    expect(collect(ALL_ALLOWED, [impression, click, purchase]).outcome).toBe('accepted');
    await settle();
    expect(recommendations).toEqual([
      expect.objectContaining({ type: 'impression', lineNumber: '11', placement: 'trolley' }),
      expect.objectContaining({ type: 'click', lineNumber: '22', clientId: 'c-1', customerId: 42 }),
    ]);
    expect(orders).toEqual([
      expect.objectContaining({ orderId: '1001', amount: '£12.50', clientId: 'c-1' }),
    ]);
  });

  it('proves nothing reaches a partner whose category the visitor has not allowed', async () => {
    // Analytics without advertising: the engine, never the ad order.
    const analyticsOnly = setUp();
    analyticsOnly.collect({ ...NONE_ALLOWED, analytics: true }, [impression, purchase]);
    await settle();
    expect(analyticsOnly.recommendations).toHaveLength(1);
    expect(analyticsOnly.orders).toEqual([]);

    // Advertising without analytics: the events are refused, so neither partner hears of them.
    const advertisingOnly = setUp();
    expect(
      advertisingOnly.collect({ ...NONE_ALLOWED, advertising: true }, [impression, purchase])
        .outcome,
    ).toBe('refused');
    // No choice made: nothing.
    expect(advertisingOnly.collect(null, [impression, purchase]).outcome).toBe('refused');
    await settle();
    expect(advertisingOnly.recommendations).toEqual([]);
    expect(advertisingOnly.orders).toEqual([]);

    // Every kind allowed but the purchase alone: no recommendation call.
    const all = setUp();
    all.collect(ALL_ALLOWED, [purchase]);
    await settle();
    expect(all.recommendations).toEqual([]);
    expect(all.orders).toHaveLength(1);
  });

  it('proves stub mocking keeps every call in the shop: the stubs log what they would send', async () => {
    const { collect, recommendations, orders, stubbed } = setUp({ stubs: true });
    expect(collect(ALL_ALLOWED, [impression, click, purchase]).outcome).toBe('accepted');
    await settle();
    expect(recommendations).toEqual([]);
    expect(orders).toEqual([]);
    expect(stubbed).toEqual([
      [{ partner: 'ad-order', orderId: '1001' }, 'partner call stubbed'],
      [{ partner: 'personalisation', events: 2 }, 'partner call stubbed'],
    ]);
  });

  it('proves a partner’s failure is only logged: the events are still accepted', async () => {
    const { collect, warnings } = setUp({ failing: true });
    expect(collect(ALL_ALLOWED, [impression, purchase])).toEqual({
      outcome: 'accepted',
      count: 2,
    });
    await settle();
    expect(warnings).toHaveLength(2);
  });
});

describe('the partners over HTTP', () => {
  it('proves each call posts JSON and gives up at its timeout', async () => {
    const posted: { url: string; body: unknown }[] = [];
    const answering = (async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(init.body as string) });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await httpPersonalisationEngine('https://engine.example/events', {
      fetch: answering,
    }).sendEvents([
      {
        type: 'click',
        lineNumber: '22',
        placement: 'trolley',
        clientId: 'c-1',
        sessionId: 's-1',
        customerId: null,
        at: '2025-07-01T10:00:00.000Z',
      },
    ]);
    await httpAdOrderServer('https://ads.example/orders', { fetch: answering }).postOrder({
      orderId: '1001',
      amount: '£12.50',
      clientId: 'c-1',
      customerId: 42,
      at: '2025-07-01T10:00:00.000Z',
    });
    expect(posted).toEqual([
      {
        url: 'https://engine.example/events',
        body: { events: [expect.objectContaining({ type: 'click', item: '22' })] },
      },
      { url: 'https://ads.example/orders', body: expect.objectContaining({ orderId: '1001' }) },
    ]);

    // A partner that never answers: the call is abandoned when its signal times out.
    const silent = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    await expect(
      httpAdOrderServer('https://ads.example/orders', { fetch: silent, timeoutMs: 10 }).postOrder({
        orderId: '1',
        amount: '£1.00',
        clientId: 'c-1',
        customerId: null,
        at: '2025-07-01T10:00:00.000Z',
      }),
    ).rejects.toThrow(/timeout|aborted/i);
    // A refusal is a failure too.
    const refusing = (async () => new Response(null, { status: 503 })) as typeof fetch;
    await expect(
      httpPersonalisationEngine('https://engine.example/events', { fetch: refusing }).sendEvents(
        [],
      ),
    ).rejects.toThrow('answered 503');
  });
});
