import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, daysBetween, formatDayMonth, laterDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it('reads the date at the start of a date or date-time, refusing days that do not exist', () => {
    expect(calendarDate('2026-12-20')).toBe('2026-12-20');
    expect(calendarDate('2026-12-20T10:00:00Z')).toBe('2026-12-20');
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('20/12/2026')).toBeNull();
  });

  it('moves across months, years and the clock change', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(laterDate('2026-12-20', '2026-11-02')).toBe('2026-12-20');
  });

  it('says a date the way a shopper reads it', () => {
    expect(formatDayMonth('2026-12-20')).toBe('20 December');
    expect(formatDayMonth('2026-03-01')).toBe('1 March');
  });

  it('proves adding n days is n days between', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (n) => {
        expect(daysBetween('2026-06-15', addDays('2026-06-15', n))).toBe(n);
      }),
    );
  });
});
