import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCardExpiry,
  formatCardExpiry,
  isCardExpiryCurrent,
  parseCardExpiry,
} from './card-expiry.ts';

describe('card expiry MM/YY', () => {
  it('reads MM/YY, M/YY and MM/YYYY, and refuses other shapes', () => {
    expect(parseCardExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry('4/27')).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry('12/2030')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['13/27', '00/27', '0427', '04-27', '04/7', 'ab/cd', '']) {
      expect(parseCardExpiry(bad)).toBeNull();
    }
  });

  it('round-trips every month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        (month, year) => {
          expect(parseCardExpiry(formatCardExpiry({ month, year }))).toEqual({ month, year });
        },
      ),
    );
  });

  it('is good through the last day of its month in London', () => {
    // 23:30 UTC on 31 October 2026 is still October in London (GMT since 25 October).
    expect(isCardExpiryCurrent({ month: 10, year: 2026 }, new Date('2026-10-31T23:30:00Z'))).toBe(
      true,
    );
    // 23:30 UTC on 31 May 2026 is already June in London (BST).
    expect(isCardExpiryCurrent({ month: 5, year: 2026 }, new Date('2026-05-31T23:30:00Z'))).toBe(
      false,
    );
    expect(checkCardExpiry('11/26', new Date('2026-11-24T12:00:00Z'))).toMatchObject({
      valid: true,
    });
    expect(checkCardExpiry('10/26', new Date('2026-11-24T12:00:00Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(checkCardExpiry('1x/26', new Date())).toEqual({ valid: false, reason: 'malformed' });
  });

  it('a later month is never expired when an earlier one is current', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2020, max: 2040 }),
        fc.integer({ min: 0, max: 40 }),
        (now, month, year, later) => {
          const laterMonth = ((month - 1 + later) % 12) + 1;
          const laterYear = year + Math.floor((month - 1 + later) / 12);
          if (isCardExpiryCurrent({ month, year }, now)) {
            expect(isCardExpiryCurrent({ month: laterMonth, year: laterYear }, now)).toBe(true);
          }
        },
      ),
    );
  });
});
