import { describe, expect, it } from 'vitest';
import type { UnitsSold } from '../orders/sales.contract.ts';
import type { PopularityUpdate } from './catalogue.contract.ts';
import { rebuildPopularityFromSales } from './popularity-rebuild.workflow.ts';

/**
 * The rebuild's steps with the other contexts as fakes (decision 0048): what each is asked, and
 * that a window without one sale leaves popularity and the search index alone.
 */

const NOW = new Date('2026-03-29T12:00:00Z');

function world(sold: UnitsSold[], options: { indexFails?: boolean } = {}) {
  const calls: string[] = [];
  const updates: PopularityUpdate[] = [];
  const deps = {
    sales: {
      async unitsSoldSince(since: Date) {
        calls.push(`sales since ${since.toISOString()}`);
        return sold;
      },
    },
    popularity: {
      async setPopularity(update: PopularityUpdate) {
        calls.push('set popularity');
        updates.push(update);
        return { changed: update.byProductId.size + 1 };
      },
    },
    searchIndex: {
      async rebuild() {
        calls.push('rebuild search index');
        if (options.indexFails) throw new Error('disk full');
      },
    },
    now: () => NOW,
  };
  return { calls, updates, run: (days: number) => rebuildPopularityFromSales(deps, days) };
}

describe('rebuildPopularityFromSales', () => {
  it('proves it reads the window, sets units per week with 0 for every other product, then rebuilds search', async () => {
    const w = world([
      { productId: 'a', units: 28 },
      { productId: 'b', units: 3 },
    ]);
    expect(await w.run(28)).toEqual({
      outcome: 'rebuilt',
      windowDays: 28,
      since: new Date('2026-03-01T12:00:00Z'),
      productsSold: 2,
      unitsSold: 31,
      productsChanged: 3,
    });
    expect(w.calls).toEqual([
      'sales since 2026-03-01T12:00:00.000Z',
      'set popularity',
      'rebuild search index',
    ]);
    expect(Object.fromEntries(w.updates[0]?.byProductId ?? [])).toEqual({ a: 7, b: 1 });
    expect(w.updates[0]?.others).toBe(0);
  });

  it('proves a window without one sale changes nothing: no popularity written, no index rebuilt', async () => {
    const w = world([]);
    expect(await w.run(7)).toEqual({
      outcome: 'no-sales',
      windowDays: 7,
      since: new Date('2026-03-22T12:00:00Z'),
    });
    expect(w.calls).toEqual(['sales since 2026-03-22T12:00:00.000Z']);
  });

  it('proves a failed index rebuild is reported, not swallowed', async () => {
    const w = world([{ productId: 'a', units: 1 }], { indexFails: true });
    await expect(w.run(28)).rejects.toThrow('disk full');
  });
});
