import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, openingHoursRows, parseOpeningHours, WEEKDAYS } from './opening-hours.ts';

const week = [
  { day: 'monday', opens: '07:30', closes: '21:00' },
  { day: 'tuesday', opens: '07:30', closes: '21:00' },
  { day: 'saturday', opens: '08:00', closes: '20:30' },
  { day: 'sunday', opens: '10:00', closes: '16:00' },
];

describe('parseOpeningHours', () => {
  it('accepts the open days in week order', () => {
    expect(parseOpeningHours(week)).toEqual(week);
    expect(parseOpeningHours([])).toEqual([]);
  });

  it('refuses anything else', () => {
    const refused: unknown[] = [
      null,
      'Mon-Sat 9-5',
      {},
      [{ day: 'funday', opens: '07:30', closes: '21:00' }],
      [{ day: 'monday', opens: '7:30', closes: '21:00' }],
      [{ day: 'monday', opens: '24:00', closes: '21:00' }],
      [{ day: 'monday', opens: '21:00', closes: '07:30' }],
      [{ day: 'monday', opens: '09:00', closes: '09:00' }],
      [{ day: 'monday', opens: '09:00', closes: '17:00', note: '<b>' }],
      [week[1], week[0]],
      [week[0], week[0]],
      [week[0], null],
    ];
    for (const value of refused) expect(parseOpeningHours(value), JSON.stringify(value)).toBeNull();
  });
});

describe('formatClockTime', () => {
  it('reads as a UK shopper writes times', () => {
    expect(formatClockTime('07:30')).toBe('7:30am');
    expect(formatClockTime('21:00')).toBe('9pm');
    expect(formatClockTime('12:00')).toBe('12pm');
    expect(formatClockTime('12:45')).toBe('12:45pm');
    expect(formatClockTime('00:00')).toBe('12am');
    expect(formatClockTime('09:05')).toBe('9:05am');
  });
});

describe('openingHoursRows', () => {
  it('lists the whole week, Monday first, a missing day closed', () => {
    const rows = openingHoursRows(parseOpeningHours(week) ?? []);
    expect(rows.map((row) => `${row.dayName}: ${row.hours}`)).toEqual([
      'Monday: 7:30am to 9pm',
      'Tuesday: 7:30am to 9pm',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: Closed',
      'Saturday: 8am to 8:30pm',
      'Sunday: 10am to 4pm',
    ]);
    expect(rows[2]).toMatchObject({ opens: null, closes: null });
    expect(rows[0]).toMatchObject({ opens: '07:30', closes: '21:00' });
  });

  it('always gives seven days whatever the hours', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.subarray([...WEEKDAYS]), fc.array(fc.tuple(time, time)), (days, times) => {
        const hours = days.map((day, i) => {
          const [opens, closes] = times[i] ?? ['09:00', '17:00'];
          return { day, opens, closes };
        });
        const rows = openingHoursRows(hours);
        expect(rows.map((row) => row.day)).toEqual([...WEEKDAYS]);
        expect(rows.filter((row) => row.opens !== null)).toHaveLength(days.length);
      }),
    );
  });
});
