import { analyticsEvents } from '@grocer/db/schema/analytics';
import { ANALYTICS_EVENTS_PER_MINUTE } from '@grocer/domain/analytics/analytics-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The collector over HTTP (decision 0070): consented events are stored, masked, with the
 * customer from the session; events of a category not allowed, bad input and a client over its
 * limit are refused and store nothing.
 */

let t: TestApp;
const run = `t${Date.now().toString(36)}`;
const ALL =
  'consent-functional=true; consent-analytics=true; consent-advertising=true; consent-experimental=true';
const ANALYTICS_ONLY =
  'consent-functional=false; consent-analytics=true; consent-advertising=false; consent-experimental=false';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.database.db.delete(analyticsEvents).where(eq(analyticsEvents.sessionId, run));
  await t.close();
});

const event = (name: string, params?: Record<string, unknown>) => ({
  session_id: run,
  channel: 'web',
  page_location: 'https://shop.example/ecom/shop/search?searchTerm=milk',
  event_name: name,
  ...(params ? { params } : {}),
});

const post = (body: unknown, cookie: string | null, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/v1/events',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async (clientId: string) => {
  await t.app.services.analytics.flush();
  return t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.clientId, clientId));
};

describe('the analytics collector', () => {
  it('proves consented events are stored within the batch, with secrets masked like the logs', async () => {
    const client = `${run}-a`;
    const answer = await post(
      {
        client_id: client,
        events: [
          event('search', { search_term: 'milk', results: 12 }),
          {
            ...event('purchase', {
              order_id: '1234',
              amount: '£12.50',
              email: 'jane@example.com',
              note: 'card 4111 1111 1111 1111 and jane@example.com',
            }),
            page_location: 'https://shop.example/ecom/checkout?email=jane@example.com',
          },
        ],
      },
      ANALYTICS_ONLY,
    );
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: 2 });
    const rows = await stored(client);
    expect(rows.map((row) => row.eventName).sort()).toEqual(['purchase', 'search']);
    const purchase = rows.find((row) => row.eventName === 'purchase');
    expect(purchase?.customerId).toBeNull();
    const text = JSON.stringify(rows);
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('4111');
    expect(purchase?.params).toMatchObject({ order_id: '1234', amount: '£12.50', email: '***' });
    expect(rows.find((row) => row.eventName === 'search')?.params).toEqual({
      search_term: 'milk',
      results: 12,
    });
  });

  it('proves a signed-in shopper’s beacon needs no CSRF token and names them from the session; a form post does not pass', async () => {
    const client = `${run}-f`;
    const account = await createTestAccount(t.database);
    const session = await t.app.identityService.startSession(account.id);
    try {
      const cookie = `session=${session.secret}; ${ALL}`;
      const answer = await post({ client_id: client, events: [event('page_view')] }, cookie);
      expect(answer.statusCode).toBe(202);
      const [row] = await stored(client);
      expect(row?.customerId).toBe(account.id);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/v1/events',
        headers: { 'content-type': 'text/plain', cookie },
        payload: JSON.stringify({ client_id: client, events: [event('page_view')] }),
      });
      expect(form.statusCode).toBeGreaterThanOrEqual(400);
      expect(form.statusCode).toBeLessThan(500);
      expect(await stored(client)).toHaveLength(1);
    } finally {
      await t.app.identityService.endSession(session.sessionId, 'signed-out');
      await t.database.db.delete(analyticsEvents).where(eq(analyticsEvents.clientId, client));
      await account.remove();
    }
  });

  it('proves nothing is stored without consent, and experiments need the experimental category', async () => {
    const client = `${run}-b`;
    for (const cookie of [
      null,
      'consent-analytics=true',
      ANALYTICS_ONLY.replace('analytics=true', 'analytics=false'),
    ]) {
      const answer = await post({ client_id: client, events: [event('page_view')] }, cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    }
    const exposure = await post(
      { client_id: client, events: [event('page_view'), event('experiment_exposure')] },
      ANALYTICS_ONLY,
    );
    expect(exposure.statusCode).toBe(403);
    expect(await stored(client)).toEqual([]);
    const allowed = await post({ client_id: client, events: [event('experiment_exposure')] }, ALL);
    expect(allowed.statusCode).toBe(202);
    expect(await stored(client)).toHaveLength(1);
  });

  it('proves bad input answers 400 with a message and stores nothing: malformed, huge, wrong types', async () => {
    const client = `${run}-c`;
    const bad = [
      '{"client_id": "x", "events": [',
      { client_id: client, events: [event('page_view', { text: 'x'.repeat(100_000) })] },
      { client_id: client, events: Array.from({ length: 500 }, () => event('page_view')) },
      { client_id: client, events: [{ ...event('page_view'), channel: 7 }] },
      { client_id: client, events: [event('no_such_event')] },
      { client_id: [client], events: [event('page_view')] },
    ];
    for (const body of bad) {
      const answer = await post(body, ALL);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await stored(client)).toEqual([]);
  });

  it('proves a client over its limit is refused and its later events are not stored', async () => {
    const client = `${run}-d`;
    const batch = {
      client_id: client,
      events: Array.from({ length: 25 }, () => event('page_view')),
    };
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i * batch.events.length <= ANALYTICS_EVENTS_PER_MINUTE + 25; i += 1) {
      const answer = await post(batch, ALL, { 'x-forwarded-for': `198.51.100.${i}` });
      if (answer.statusCode === 202) accepted += 25;
      else {
        expect(answer.statusCode).toBe(429);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(await stored(client)).toHaveLength(accepted);
    expect(accepted).toBeLessThanOrEqual(ANALYTICS_EVENTS_PER_MINUTE);
  });

  it('proves every event queued between two writes is stored, however many arrive (10,000 here, more than one statement’s parameters would carry)', async () => {
    const session = `${run}-many`;
    const service = t.app.services.analytics;
    for (let i = 0; i < 400; i += 1) {
      const result = service.collect({
        batch: {
          client_id: `${run}-many-${i}`,
          events: Array.from({ length: 25 }, (_, n) => ({
            session_id: session,
            channel: 'web' as const,
            page_location: `https://shop.example/ecom/shop/search?searchTerm=milk&n=${n}`,
            event_name: 'search' as const,
            params: { search_term: 'milk', result_count: n, search_type: 'search' },
          })),
        },
        customerId: null,
        consent: { functional: true, analytics: true, advertising: true, experimental: true },
        clientAddress: `192.0.2.${i % 250}-${i}`,
      });
      expect(result).toEqual({ outcome: 'accepted', count: 25 });
    }
    await service.flush();
    const rows = await t.database.db
      .select({ params: analyticsEvents.params })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, session));
    expect(rows).toHaveLength(10_000);
    expect(
      rows.filter((row) => (row.params as { result_count: number }).result_count === 24),
    ).toHaveLength(400);
    await t.database.db.delete(analyticsEvents).where(eq(analyticsEvents.sessionId, session));
  });

  it('proves days past the retention are dropped whole, and later days are kept', async () => {
    const day = 24 * 60 * 60 * 1000;
    const client = `${run}-e`;
    const env = { ANALYTICS_RETENTION_DAYS: '1' };
    const threeDaysAgo = await createTestApp({
      database: t.database,
      env,
      now: () => new Date(Date.now() - 3 * day),
    });
    try {
      const answer = await threeDaysAgo.app.inject({
        method: 'POST',
        url: '/api/analytics/v1/events',
        headers: { 'content-type': 'application/json', cookie: ALL },
        payload: JSON.stringify({ client_id: client, events: [event('page_view')] }),
      });
      expect(answer.statusCode).toBe(202);
      await threeDaysAgo.app.services.analytics.flush();
    } finally {
      await threeDaysAgo.close();
    }
    expect(await stored(client)).toHaveLength(1);
    const today = await createTestApp({ database: t.database, env });
    try {
      await today.app.services.analytics.sweepRetention();
    } finally {
      await today.close();
    }
    expect(await stored(client)).toEqual([]);
    expect((await stored(`${run}-a`)).length).toBe(2);
  });
});
