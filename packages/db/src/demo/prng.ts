/**
 * Small seeded random number generator for the demo catalogue. Math.random cannot be seeded,
 * and the catalogue must be identical for the same seed on every machine.
 *
 * The core is a 32-bit counter passed through an integer mixing function (xor-shift and
 * multiply rounds), which is fast, has no bias worth worrying about for demo data and needs
 * only one word of state.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weights; `weights` has one entry per item. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i] ?? 0;
      if (target < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A few distinct items in a random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  /** Exponentially distributed with mean 1: many small values, a long tail (sales, reviews). */
  exponential(): number {
    return -Math.log(1 - this.next());
  }
}

/** FNV-1a: a stable 32-bit hash of a label, to derive independent streams and stable ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator for one named part of the catalogue, so parts do not shift each other's draws. */
export function streamFor(seed: number, label: string): Prng {
  return new Prng((hashString(label) ^ Math.imul(seed >>> 0, 0x2c1b3c6d)) >>> 0);
}
