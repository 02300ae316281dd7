import { describe, expect, it } from 'vitest';
import { Prng, streamFor } from './prng.ts';

describe('Prng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const rng = new Prng(seed);
      return Array.from({ length: 20 }, () => rng.nextUint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range and spreads evenly enough for demo data', () => {
    const rng = new Prng(1);
    const buckets = new Array<number>(10).fill(0);
    let low = 1;
    let high = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = rng.next();
      low = Math.min(low, x);
      high = Math.max(high, x);
      const b = Math.floor(x * 10);
      buckets[b] = (buckets[b] ?? 0) + 1;
    }
    expect(low).toBeGreaterThanOrEqual(0);
    expect(high).toBeLessThan(1);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    for (let i = 0; i < 1_000; i++) expect([3, 4, 5]).toContain(rng.int(3, 5));
  });

  it('samples distinct items and gives named streams independent sequences', () => {
    const rng = new Prng(9);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(streamFor(1, 'a').next()).not.toBe(streamFor(1, 'b').next());
    expect(streamFor(1, 'a').next()).toBe(streamFor(1, 'a').next());
  });
});
