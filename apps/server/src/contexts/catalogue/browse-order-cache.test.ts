import { describe, expect, it } from 'vitest';
import { BROWSE_ORDER_TTL_MS, BrowseOrderCache } from './browse-order-cache.ts';

describe('BrowseOrderCache', () => {
  it('proves an order is loaded once per minute per category and sort, shared by concurrent callers', async () => {
    const loads: string[] = [];
    let clock = 0;
    const cache = new BrowseOrderCache(
      async (categoryId, sortBy) => {
        loads.push(`${categoryId}/${sortBy}`);
        return ['a', 'b'];
      },
      () => new Date(clock),
    );
    await Promise.all([
      cache.get('1', 'A_2_Z'),
      cache.get('1', 'A_2_Z'),
      cache.get('1', 'TOP_RATED'),
    ]);
    expect(loads).toEqual(['1/A_2_Z', '1/TOP_RATED']);
    clock = BROWSE_ORDER_TTL_MS - 1;
    await cache.get('1', 'A_2_Z');
    expect(loads).toHaveLength(2);
    clock = BROWSE_ORDER_TTL_MS;
    await cache.get('1', 'A_2_Z');
    expect(loads).toEqual(['1/A_2_Z', '1/TOP_RATED', '1/A_2_Z']);
  });

  it('proves a failed load is dropped, so the next request retries instead of failing for a minute', async () => {
    let attempt = 0;
    const cache = new BrowseOrderCache(
      async () => {
        attempt++;
        if (attempt === 1) throw new Error('database down');
        return ['a'];
      },
      () => new Date(0),
    );
    await expect(cache.get('1', 'A_2_Z')).rejects.toThrow('database down');
    await expect(cache.get('1', 'A_2_Z')).resolves.toEqual(['a']);
  });
});
