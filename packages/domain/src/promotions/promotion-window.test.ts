import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPromotionLive,
  isPromotionLiveOrComing,
  type PromotionWindow,
  promotionWindow,
} from './promotion-window.ts';

const start = Date.parse('2026-11-22T00:00:00Z');
const expiry = Date.parse('2026-11-29T23:59:00Z');
const week: PromotionWindow = { start, expiry };

/** Instants near a few fixed ones, so boundaries come up often. */
const instant = fc.oneof(
  fc.integer({ min: start - 5, max: start + 5 }),
  fc.integer({ min: expiry - 5, max: expiry + 5 }),
  fc.integer({ min: start - 86_400_000, max: expiry + 86_400_000 }),
);

describe('isPromotionLive', () => {
  it('proves an offer is live from its start, included, until its expiry, excluded', () => {
    expect(isPromotionLive(week, start - 1)).toBe(false);
    expect(isPromotionLive(week, start)).toBe(true);
    expect(isPromotionLive(week, start + 1)).toBe(true);
    expect(isPromotionLive(week, expiry - 1)).toBe(true);
    expect(isPromotionLive(week, expiry)).toBe(false);
    expect(isPromotionLive(week, expiry + 1)).toBe(false);
  });

  it('proves a hidden, empty, inverted or undatable promotion is never live', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(isPromotionLive({ ...week, hidden: true }, now)).toBe(false);
        expect(isPromotionLive({ start, expiry: start }, now)).toBe(false);
        expect(isPromotionLive({ start: expiry, expiry: start }, now)).toBe(false);
        expect(isPromotionLive(promotionWindow({ start: 'soon', expiry: 'later' }), now)).toBe(
          false,
        );
        expect(isPromotionLive({ start: Number.NaN, expiry }, now)).toBe(false);
      }),
    );
  });

  it('proves open ends: a window open at the start or never ending', () => {
    expect(isPromotionLive({ start: -Infinity, expiry }, start - 86_400_000)).toBe(true);
    expect(isPromotionLive({ start: -Infinity, expiry }, expiry)).toBe(false);
    expect(isPromotionLive({ start, expiry: Infinity }, start - 1)).toBe(false);
    expect(isPromotionLive({ start, expiry: Infinity }, 8.64e15)).toBe(true);
  });

  it('proves back-to-back offers leave no instant with both or neither', () => {
    fc.assert(
      fc.property(fc.integer({ min: start + 1, max: expiry - 1 }), instant, (handOver, now) => {
        const first = { start, expiry: handOver };
        const second = { start: handOver, expiry };
        const live = [first, second].filter((w) => isPromotionLive(w, now)).length;
        expect(live).toBe(now >= start && now < expiry ? 1 : 0);
      }),
    );
  });

  it('proves an offer is live for one unbroken stretch', () => {
    fc.assert(
      fc.property(instant, instant, instant, (a, b, c) => {
        const [t1, t2, t3] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        if (isPromotionLive(week, t1) && isPromotionLive(week, t3)) {
          expect(isPromotionLive(week, t2)).toBe(true);
        }
      }),
    );
  });
});

describe('isPromotionLiveOrComing', () => {
  it('proves a promotion kept at one instant covers every instant after it when it is live', () => {
    fc.assert(
      fc.property(instant, instant, instant, instant, fc.boolean(), (s, e, kept, read, hidden) => {
        const window = { start: s, expiry: e, hidden };
        if (read >= kept && isPromotionLive(window, read)) {
          expect(isPromotionLiveOrComing(window, kept)).toBe(true);
        }
      }),
    );
  });

  it('proves an expired or hidden promotion is not kept, and a coming one is', () => {
    expect(isPromotionLiveOrComing(week, start - 1)).toBe(true);
    expect(isPromotionLiveOrComing(week, expiry - 1)).toBe(true);
    expect(isPromotionLiveOrComing(week, expiry)).toBe(false);
    expect(isPromotionLiveOrComing({ ...week, hidden: true }, start)).toBe(false);
  });
});

describe('promotionWindow', () => {
  it('proves ISO date-times and Dates give the same window, to the millisecond', () => {
    const fromText = promotionWindow({
      start: '2026-11-22T00:00:00.000Z',
      expiry: '2026-11-29T23:59:00.000Z',
    });
    expect(fromText).toEqual(week);
    expect(promotionWindow({ start: new Date(start), expiry: new Date(expiry) })).toEqual(week);
    expect(
      promotionWindow({ start: new Date(start), expiry: new Date(expiry), hidden: true }),
    ).toEqual({ ...week, hidden: true });
  });
});
