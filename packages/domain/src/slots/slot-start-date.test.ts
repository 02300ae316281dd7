import { describe, expect, it } from 'vitest';
import { firstSlotDay, MAX_SLOT_DAYS, slotDayRange } from './slot-start-date.ts';

const SUMMER_EVENING = new Date('2025-06-30T22:30:00Z'); // 23:30 BST on 30 June
const SUMMER_LATE = new Date('2025-06-30T23:30:00Z'); // 00:30 BST on 1 July

describe('firstSlotDay', () => {
  it('starts tomorrow by the London calendar, which in summer turns an hour before UTC', () => {
    expect(firstSlotDay(SUMMER_EVENING, false)).toBe('2025-07-01');
    expect(firstSlotDay(SUMMER_LATE, false)).toBe('2025-07-02');
    expect(firstSlotDay(new Date('2025-12-31T23:30:00Z'), false)).toBe('2026-01-01');
  });

  it('starts today with the override on', () => {
    expect(firstSlotDay(SUMMER_LATE, true)).toBe('2025-07-01');
  });
});

describe('slotDayRange', () => {
  it('answers five days from tomorrow by default', () => {
    expect(slotDayRange({}, SUMMER_EVENING, false)).toEqual({
      outcome: 'days',
      dates: ['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05'],
    });
  });

  it('honours a start date only from tomorrow, keeping the end of the range asked for', () => {
    expect(slotDayRange({ fromDate: '2025-06-29', days: 3 }, SUMMER_EVENING, false)).toEqual({
      outcome: 'days',
      dates: ['2025-07-01'],
    });
    expect(slotDayRange({ fromDate: '2025-07-03', days: 3 }, SUMMER_EVENING, false)).toEqual({
      outcome: 'days',
      dates: ['2025-07-03', '2025-07-04', '2025-07-05'],
    });
  });

  it('says no earlier slots when every day asked for is before the first', () => {
    expect(slotDayRange({ fromDate: '2025-06-26', days: 5 }, SUMMER_EVENING, false)).toEqual({
      outcome: 'no-earlier-slots',
      firstDate: '2025-07-01',
    });
  });

  it('honours today with the override', () => {
    expect(slotDayRange({ fromDate: '2025-06-30', days: 1 }, SUMMER_EVENING, true)).toEqual({
      outcome: 'days',
      dates: ['2025-06-30'],
    });
  });

  it('keeps the number of days within 1 and the maximum', () => {
    const range = slotDayRange({ days: 99 }, SUMMER_EVENING, false);
    expect(range.outcome === 'days' && range.dates.length).toBe(MAX_SLOT_DAYS);
  });
});
