import { describe, expect, it } from 'vitest';
import type { CategoryRow } from './catalogue.repository.ts';
import { TAXONOMY_TTL_MS, TaxonomyCache } from './taxonomy-cache.ts';

const row = (id: string, parentId: string | null, path: string): CategoryRow => ({
  id,
  parent_id: parentId,
  name: id,
  short_name: null,
  page_title: null,
  path,
  depth: path.split('/').length - 1,
  position: 0,
  hidden_in_nav: false,
  empty_of_products: false,
  icon_name: null,
  banner: null,
  product_count: 1,
});

describe('TaxonomyCache', () => {
  it('proves the tree is loaded once per 5 minutes and concurrent callers share the load', async () => {
    let loads = 0;
    let clock = 0;
    const cache = new TaxonomyCache(
      async () => {
        loads++;
        return [row('1', null, 'groceries'), row('2', '1', 'groceries/milk')];
      },
      () => new Date(clock),
    );
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loads).toBe(1);
    clock = TAXONOMY_TTL_MS - 1;
    await cache.get();
    expect(loads).toBe(1);
    clock = TAXONOMY_TTL_MS + 1;
    const index = await cache.get();
    expect(loads).toBe(2);
    expect(index.byPath.get('groceries/milk')?.chain.map((n) => n.row.id)).toEqual(['1', '2']);
  });

  it('proves a failed load is not cached, so the next call retries', async () => {
    let attempt = 0;
    const cache = new TaxonomyCache(
      async () => {
        attempt++;
        if (attempt === 1) throw new Error('database down');
        return [row('1', null, 'groceries')];
      },
      () => new Date(0),
    );
    await expect(cache.get()).rejects.toThrow('database down');
    await expect(cache.get()).resolves.toBeDefined();
  });
});
