import { describe, expect, it } from 'vitest';
import type { ProductRow, PromotionJson } from './catalogue.repository.ts';
import { PRODUCT_ROW_TTL_MS, ProductRowCache } from './product-cache.ts';

function promotion(id: number, start: string, expiry: string): PromotionJson {
  return {
    promotionId: id,
    start,
    expiry,
    typeCode: 'WAS_NOW',
    description: `Deal ${id}`,
    loyaltyOnly: false,
    discountType: 'PERCENT_OFF',
    wasPricePence: 250,
    groups: [],
  };
}

function row(id: string, lineNumber: string, promotions: PromotionJson[] = []): ProductRow {
  return { id, line_number: lineNumber, name: `Product ${id}`, promotions } as ProductRow;
}

describe('ProductRowCache', () => {
  it('proves rows are loaded once, in one batch for the missing ones, and again after 30 seconds', async () => {
    const cache = new ProductRowCache();
    const loads: string[][] = [];
    const load = async (ids: string[]) => {
      loads.push(ids);
      return ids.filter((id) => id !== 'gone').map((id) => row(id, `9${id}`));
    };
    const t0 = new Date('2026-11-22T10:00:00Z');
    expect((await cache.get(['a', 'b'], t0, load)).map((r) => r.id)).toEqual(['a', 'b']);
    const later = new Date(t0.getTime() + PRODUCT_ROW_TTL_MS - 1);
    expect((await cache.get(['b', 'c', 'gone'], later, load)).map((r) => r.id)).toEqual(['b', 'c']);
    expect(loads).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ]);
    // By line number, the same rows.
    expect((await cache.get(['9a'], later, load, true)).map((r) => r.id)).toEqual(['a']);
    expect(loads).toHaveLength(2);
    await cache.get(['a'], new Date(t0.getTime() + PRODUCT_ROW_TTL_MS), load);
    expect(loads.at(-1)).toEqual(['a']);
    // A clock that goes back does not trust rows loaded at a later time.
    await cache.get(['c'], t0, load);
    expect(loads.at(-1)).toEqual(['c']);
  });

  it('proves only the promotions live at the time asked are on the row', async () => {
    const cache = new ProductRowCache();
    const rows = [
      row('a', '1', [
        promotion(1, '2026-11-01T00:00:00.000Z', '2026-11-22T10:00:10.000Z'),
        promotion(2, '2026-11-22T10:00:05.000Z', '2026-12-01T00:00:00.000Z'),
      ]),
    ];
    const load = async () => rows;
    const liveAt = async (time: string) =>
      (await cache.get(['a'], new Date(time), load))[0]?.promotions.map((p) => p.promotionId);
    expect(await liveAt('2026-11-22T10:00:00.000Z')).toEqual([1]);
    expect(await liveAt('2026-11-22T10:00:05.000Z')).toEqual([1, 2]);
    expect(await liveAt('2026-11-22T10:00:10.000Z')).toEqual([2]);
  });

  it('proves dated rows keep a promotion still to come, with its window, for the caller to decide', async () => {
    const cache = new ProductRowCache();
    const coming = promotion(3, '2026-11-22T10:00:05.000Z', '2026-12-01T00:00:00.000Z');
    const load = async () => [row('a', '1', [coming])];
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect((await cache.get(['a'], now, load))[0]?.promotions).toEqual([]);
    const [dated] = await cache.getDated(['a'], now, load);
    expect(dated?.row.promotions.map((p) => p.promotionId)).toEqual([3]);
    expect(dated?.windows).toEqual([
      { start: Date.parse(coming.start), expiry: Date.parse(coming.expiry) },
    ]);
  });

  it('proves the oldest rows make way when the cache is full', async () => {
    const cache = new ProductRowCache({ maxEntries: 2 });
    const loads: string[][] = [];
    const load = async (ids: string[]) => {
      loads.push(ids);
      return ids.map((id) => row(id, `9${id}`));
    };
    const now = new Date('2026-11-22T10:00:00Z');
    await cache.get(['a', 'b', 'c'], now, load);
    await cache.get(['b', 'c'], now, load);
    expect(loads).toHaveLength(1);
    await cache.get(['a'], now, load);
    expect(loads.at(-1)).toEqual(['a']);
    // 'a' came back and pushed out the oldest, 'b'; its line number went with it.
    await cache.get(['9b'], now, load, true);
    expect(loads.at(-1)).toEqual(['9b']);
  });

  it('proves renders asking at once for rows being loaded share that load and get the rows the cache then holds', async () => {
    const cache = new ProductRowCache();
    const loads: string[][] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async (keys: string[]) => {
      loads.push(keys);
      await gate;
      return keys.filter((key) => key !== 'gone').map((id) => row(id, `9${id}`));
    };
    const t0 = new Date('2026-11-22T10:00:00Z');
    const first = cache.get(['a', 'b', 'gone'], t0, load);
    const second = cache.get(['b', 'gone', 'c'], new Date(t0.getTime() + 5), load);
    // Too late for the first load's rows to be fresh: loads its own.
    const stale = cache.get(['a'], new Date(t0.getTime() + PRODUCT_ROW_TTL_MS), load);
    release();
    const ids = async (rows: Promise<ProductRow[]>) => (await rows).map((r) => r.id).sort();
    expect(await ids(first)).toEqual(['a', 'b']);
    expect(await ids(second)).toEqual(['b', 'c']);
    expect(await ids(stale)).toEqual(['a']);
    expect(loads).toEqual([['a', 'b', 'gone'], ['c'], ['a']]);
    // What a waiter got is what the cache holds afterwards.
    const after = await cache.get(['b', 'c'], new Date(t0.getTime() + 10), load);
    expect(after.map((r) => r.id).sort()).toEqual(['b', 'c']);
    expect(loads).toHaveLength(3);
  });

  it('proves a failed load fails its waiters too, and the next render loads again', async () => {
    const cache = new ProductRowCache();
    let calls = 0;
    let fail = (_error: Error) => {};
    const failing = new Promise<ProductRow[]>((_resolve, reject) => {
      fail = reject;
    });
    const load = async (ids: string[]) => {
      calls += 1;
      return calls === 1 ? failing : ids.map((id) => row(id, `9${id}`));
    };
    const now = new Date('2026-11-22T10:00:00Z');
    const first = cache.get(['a'], now, load);
    const waiter = cache.get(['a'], now, load);
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(waiter).rejects.toThrow('connection lost');
    expect((await cache.get(['a'], now, load)).map((r) => r.id)).toEqual(['a']);
    expect(calls).toBe(2);
  });
});
