import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../catalogue/catalogue.types.ts';
import { isSwappable, pickAlternatives, SWAP_ALTERNATIVES_SIZE } from './swap-alternatives.ts';

const product = (lineNumber: string, availability: Availability = 'AVAILABLE') => ({
  lineNumber,
  availability,
});

describe('which lines offer a swap', () => {
  it('proves lines that cannot be had (not sold, sold out online, temporarily unavailable) offer one', () => {
    expect(isSwappable([{ reason: 'NOT_SOLD' }])).toBe(true);
    expect(isSwappable([{ reason: 'SOLD_OUT_ONLINE' }])).toBe(true);
    expect(isSwappable([{ reason: 'PRODUCT_CAP' }, { reason: 'TEMPORARILY_UNAVAILABLE' }])).toBe(
      true,
    );
  });

  it('proves lines that are only about dates, slots or caps do not', () => {
    expect(isSwappable([])).toBe(false);
    expect(
      isSwappable([
        { reason: 'PRODUCT_CAP' },
        { reason: 'RESTRICTED_DATES' },
        { reason: 'LEAD_TIME' },
        { reason: 'PAST_CUT_OFF' },
      ]),
    ).toBe(false);
  });
});

describe('the alternatives offered', () => {
  it('proves only available products are offered, never the unavailable one or one in the trolley, in the order given', () => {
    const picked = pickAlternatives(
      [
        product('1'),
        product('2', 'SOLD_OUT_ONLINE'),
        product('3'),
        product('4', 'TEMPORARILY_UNAVAILABLE'),
        product('5'),
        product('6'),
        product('7'),
      ],
      { unavailableLineNumber: '3', inTrolley: ['5'] },
    );
    expect(picked.map((p) => p.lineNumber)).toEqual(['1', '6', '7']);
  });

  it('proves at most the asked number are offered, each once', () => {
    const many = ['1', '1', '2', '3', '4', '5', '6'].map((n) => product(n));
    expect(
      pickAlternatives(many, { unavailableLineNumber: '9', inTrolley: [] }).map(
        (p) => p.lineNumber,
      ),
    ).toEqual(['1', '2', '3', '4']);
    expect(
      pickAlternatives(many, { unavailableLineNumber: '9', inTrolley: [], size: 2 }),
    ).toHaveLength(2);
  });

  it('proves an aisle with nothing else to buy offers nothing', () => {
    expect(
      pickAlternatives([product('1'), product('2', 'SOLD_OUT_ONLINE')], {
        unavailableLineNumber: '1',
        inTrolley: [],
      }),
    ).toEqual([]);
  });

  it('proves whatever the candidates, every pick is available, new to the trolley and within the size', () => {
    const availability = fc.constantFrom<Availability>(
      'AVAILABLE',
      'SOLD_OUT_ONLINE',
      'TEMPORARILY_UNAVAILABLE',
    );
    const lineNumber = fc.integer({ min: 1, max: 12 }).map(String);
    fc.assert(
      fc.property(
        fc.array(fc.record({ lineNumber, availability })),
        fc.array(lineNumber),
        lineNumber,
        (candidates, inTrolley, unavailable) => {
          const picked = pickAlternatives(candidates, {
            unavailableLineNumber: unavailable,
            inTrolley,
          });
          expect(picked.length).toBeLessThanOrEqual(SWAP_ALTERNATIVES_SIZE);
          expect(new Set(picked.map((p) => p.lineNumber)).size).toBe(picked.length);
          for (const pick of picked) {
            expect(pick.availability).toBe('AVAILABLE');
            expect(pick.lineNumber).not.toBe(unavailable);
            expect(inTrolley).not.toContain(pick.lineNumber);
          }
        },
      ),
    );
  });
});
