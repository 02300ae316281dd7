import { analyticsEvents } from '@grocer/db/schema/analytics';
import { sqlRows } from '@grocer/db/sql-rows';
import { rangeInstants } from '@grocer/domain/analytics/dashboard-range';
import type { Identity } from '@grocer/domain/identity/identity';
import { addDays } from '@grocer/domain/time/calendar-date';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityOfAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isAppError } from '../../errors/app-error.ts';
import { AnalyticsRepository, type StoredEvent, utcDay } from './analytics.repository.ts';
import { receivedWithin } from './analytics-dashboard.repository.ts';

/**
 * The staff analytics dashboard (decision 0071) over events this file writes itself, on three
 * summer days of a year far ahead that no other test writes and no retention sweep drops (it
 * drops only days in the past): visitors, orders and abandoned trolleys per London day, the
 * funnel, searches, and each experiment variant's conversion with its interval. Its rows and
 * the partitions it made are removed afterwards.
 */

let t: TestApp;
const run = `dash${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// A July (British Summer Time) in 2090–2099: a London day starts at 23:00 UTC the day before.
const seed = Number.parseInt(Math.random().toString().slice(2, 8), 10);
const D1 = `${2090 + (seed % 10)}-07-${String(1 + (Math.floor(seed / 10) % 25)).padStart(2, '0')}`;
const D2 = addDays(D1, 1);
const D3 = addDays(D1, 2);
const range = { from: D1, to: D3 };
const client = (name: string) => `${run}-${name}`;
const written: StoredEvent[] = [];
const staff: Identity = identityOfAccount(9_000_001, 'staff');

/** An event at a UTC time, for a client and session of this run. */
function at(iso: string, who: string, eventName: string, params: StoredEvent['params'] = {}) {
  written.push({
    receivedAt: new Date(iso),
    clientId: client(who),
    sessionId: `${client(who)}-${iso.slice(0, 10)}`,
    customerId: null,
    channel: 'web',
    pageLocation: 'https://shop.example/ecom',
    eventName,
    params,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const exp = { experiment_key: `${run}-lower-book-slot`, variation: 'control' };
  const variant = { ...exp, variation: 'variant' };
  // D1 (London). A: the whole funnel in one session, exposed to control before ordering.
  at(`${D1}T08:00:00Z`, 'a', 'experiment_exposure', exp);
  at(`${D1}T08:01:00Z`, 'a', 'view_item', { line_number: '1', product_id: '1' });
  at(`${D1}T08:02:00Z`, 'a', 'add_to_cart', { line_number: '1', quantity: 1 });
  at(`${D1}T08:03:00Z`, 'a', 'begin_checkout', { order_id: `${run}-o1` });
  at(`${D1}T08:04:00Z`, 'a', 'purchase', { order_id: `${run}-o1`, amount: '12.50' });
  // B views and adds, leaves the trolley twice (D1, D2), then orders it on D3 in a new session.
  at(`${D1}T09:00:00Z`, 'b', 'experiment_exposure', exp);
  at(`${D1}T09:01:00Z`, 'b', 'view_item', { line_number: '2', product_id: '2' });
  at(`${D1}T09:02:00Z`, 'b', 'add_to_cart', { line_number: '2', quantity: 1 });
  at(`${D1}T09:03:00Z`, 'b', 'abandoned_trolley_update', { order_id: `${run}-o2` });
  at(`${D2}T09:03:00Z`, 'b', 'abandoned_trolley_update', { order_id: `${run}-o2` });
  at(`${D3}T10:00:00Z`, 'b', 'purchase', { order_id: `${run}-o2`, amount: '30.00' });
  // C views only, searches, is exposed and never orders.
  at(`${D1}T10:00:00Z`, 'c', 'experiment_exposure', exp);
  at(`${D1}T10:01:00Z`, 'c', 'view_item', { line_number: '3', product_id: '3' });
  const search = (term: string, results: number) => ({
    search_term: term,
    result_count: results,
    search_type: 'search',
  });
  at(`${D1}T10:02:00Z`, 'c', 'search', search('Milk ', 0));
  at(`${D1}T10:03:00Z`, 'c', 'search', search('milk', 12));
  at(`${D2}T10:04:00Z`, 'c', 'search', search('MILK', 0));
  at(`${D2}T10:05:00Z`, 'c', 'search', search('bread', 5));
  at(`${D2}T10:06:00Z`, 'c', 'search', search('kale chips', 0));
  // D leaves a trolley on D2 and never orders it: abandoned.
  at(`${D2}T12:00:00Z`, 'd', 'abandoned_trolley_update', { order_id: `${run}-o3` });
  // F at 00:30 London on D1 (23:30 UTC the day before): D1's visitor. E at 00:30 London the day
  // after D3: outside the range.
  at(`${addDays(D1, -1)}T23:30:00Z`, 'f', 'page_view');
  at(`${D3}T23:30:00Z`, 'e', 'page_view');
  at(`${D3}T23:31:00Z`, 'e', 'purchase', { order_id: `${run}-o9`, amount: '1.00' });
  // The variant: G ordered on D1 before being exposed on D2 (not converted); H converted.
  at(`${D1}T13:00:00Z`, 'g', 'purchase', { order_id: `${run}-o4`, amount: '5.00' });
  at(`${D2}T13:00:00Z`, 'g', 'experiment_exposure', variant);
  at(`${D2}T14:00:00Z`, 'h', 'experiment_exposure', variant);
  at(`${D2}T14:00:00Z`, 'h', 'experiment_exposure', variant);
  at(`${D3}T14:00:00Z`, 'h', 'purchase', { order_id: `${run}-o5`, amount: '7.00' });
  await new AnalyticsRepository(t.database.db).insertMany(written);
});

afterAll(async () => {
  const db = t.database.db;
  await db
    .delete(analyticsEvents)
    .where(inArray(analyticsEvents.clientId, [...new Set(written.map((event) => event.clientId))]));
  // The far-future days' partitions, unless something else wrote there meanwhile.
  for (const day of new Set(written.map((event) => utcDay(event.receivedAt)))) {
    const name = `analytics_events_${day.replaceAll('-', '')}`;
    const [left] = await sqlRows<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS n FROM ${name}`),
    );
    if (left?.n === 0) await db.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
  }
  await t.close();
});

const dashboard = () => t.app.services.analyticsDashboard;

describe('the staff analytics dashboard', () => {
  it('proves visitors, orders and abandoned trolleys per London day, every day present', async () => {
    const figures = await dashboard().dashboard(staff, range);
    expect(figures?.range).toEqual(range);
    expect(figures?.days).toEqual([
      // a, b, c, f (00:30 London), g; orders o1 (a) and o4 (g); b's trolley was ordered later.
      { day: D1, visitors: 5, orders: 2, abandonedTrolleys: 0 },
      // b, c, d, g, h; d's trolley o3 was never ordered.
      { day: D2, visitors: 5, orders: 0, abandonedTrolleys: 1 },
      // b and h ordered; e's events fall on the next London day.
      { day: D3, visitors: 2, orders: 2, abandonedTrolleys: 0 },
    ]);
    expect(figures?.totals).toEqual({ visitors: 7, orders: 4, abandonedTrolleys: 1 });
  });

  it('proves the funnel counts sessions that reached each step and every step before it', async () => {
    const figures = await dashboard().dashboard(staff, range);
    expect(figures?.funnel.map((step) => [step.event, step.sessions])).toEqual([
      ['view_item', 3],
      ['add_to_cart', 2],
      ['begin_checkout', 1],
      ['purchase', 1],
    ]);
    expect(figures?.funnel[1]?.fromPrevious).toBeCloseTo(2 / 3);
  });

  it('proves top searches and searches that found nothing, by words regardless of case', async () => {
    const figures = await dashboard().dashboard(staff, range);
    expect(figures?.topSearches).toEqual([
      { term: 'milk', searches: 3, noResults: 2 },
      { term: 'bread', searches: 1, noResults: 0 },
      { term: 'kale chips', searches: 1, noResults: 1 },
    ]);
    expect(figures?.noResultSearches).toEqual([
      { term: 'milk', searches: 2, noResults: 2 },
      { term: 'kale chips', searches: 1, noResults: 1 },
    ]);
  });

  it('proves each variant’s conversion counts orders after exposure only, with its 95% interval', async () => {
    const figures = await dashboard().dashboard(staff, range);
    const mine = figures?.experiments.filter((row) => row.experimentKey.startsWith(run));
    expect(
      mine?.map(({ variation, exposed, converted }) => [variation, exposed, converted]),
    ).toEqual([
      ['control', 3, 2],
      ['variant', 2, 1],
    ]);
    const control = mine?.[0]?.conversion;
    expect(control?.rate).toBeCloseTo(2 / 3);
    expect(control?.low).toBeCloseTo(0.2077, 3);
    expect(control?.high).toBeCloseTo(0.9385, 3);
  });

  it('proves a narrower range reads only its own days: D2 alone', async () => {
    const figures = await dashboard().dashboard(staff, { from: D2, to: D2 });
    // B's trolley is ordered on D3, outside this range: here it counts as left.
    expect(figures?.days).toEqual([{ day: D2, visitors: 5, orders: 0, abandonedTrolleys: 2 }]);
    expect(figures?.funnel.every((step) => step.sessions === 0)).toBe(true);
    expect(figures?.topSearches.map((row) => row.term)).toEqual(['bread', 'kale chips', 'milk']);
    // G's and H's exposures fall on D2 but their orders do not: no conversions.
    expect(figures?.experiments.map((row) => row.converted)).toEqual([0]);
  });

  it('proves the query filters on received_at alone, so PostgreSQL reads only the range’s partitions', async () => {
    const plan = await sqlRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`EXPLAIN SELECT count(*) FROM analytics_events
          WHERE ${receivedWithin(rangeInstants({ from: D3, to: D3 }))}`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain(`analytics_events_${D3.replaceAll('-', '')}`);
    expect(text).not.toContain(`analytics_events_${D1.replaceAll('-', '')}`);
  });

  it('proves days with no events show zeros and empty lists', async () => {
    const quiet = { from: `${D1.slice(0, 4)}-01-10`, to: `${D1.slice(0, 4)}-01-11` };
    const figures = await dashboard().dashboard(staff, quiet);
    expect(figures?.days.map((day) => day.visitors)).toEqual([0, 0]);
    expect(figures?.totals).toEqual({ visitors: 0, orders: 0, abandonedTrolleys: 0 });
    expect(figures?.funnel.map((step) => step.sessions)).toEqual([0, 0, 0, 0]);
    expect(figures?.topSearches).toEqual([]);
    expect(figures?.noResultSearches).toEqual([]);
    expect(figures?.experiments).toEqual([]);
  });

  it('proves only staff allowed to view analytics see it, and an unreadable range is refused', async () => {
    expect(await dashboard().dashboard(identityOfAccount(9_000_002, 'customer'), range)).toBeNull();
    const refused = await dashboard()
      .dashboard(staff, { from: D3, to: D1 })
      .catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('VALIDATION_FAILED');
    const tooLong = await dashboard()
      .dashboard(staff, { from: addDays(D1, -400), to: D1 })
      .catch((error: unknown) => error);
    expect(isAppError(tooLong) && tooLong.code).toBe('VALIDATION_FAILED');
  });
});
