import { describe, expect, it } from 'vitest';
import {
  chosenGridLengthOf,
  gridLengthOf,
  gridWindow,
  openingGridLength,
  slotGridRows,
  toggledGridLength,
  withAvailabilityChanges,
} from './slot-grid.ts';

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('grid length', () => {
  it('toggles between 5 and 3 days, 5 unless 3 is asked for', () => {
    expect(toggledGridLength(5)).toBe(3);
    expect(toggledGridLength(3)).toBe(5);
    expect(gridLengthOf('3')).toBe(3);
    expect(gridLengthOf('5')).toBe(5);
    expect(gridLengthOf('4')).toBe(5);
    expect(gridLengthOf(undefined)).toBe(5);
  });
});

describe('the length a grid opens with', () => {
  it('is the one asked for, on any screen', () => {
    expect(openingGridLength(chosenGridLengthOf('5'), true)).toBe(5);
    expect(openingGridLength(chosenGridLengthOf('3'), false)).toBe(3);
  });

  it('is 3 days on a phone and 5 elsewhere when none was asked for', () => {
    for (const value of [null, undefined, '', '4', 'five']) {
      expect(chosenGridLengthOf(value)).toBeNull();
    }
    expect(openingGridLength(null, true)).toBe(3);
    expect(openingGridLength(null, false)).toBe(5);
  });
});

describe('grid pages', () => {
  it('shows the first days first, with a next page', () => {
    expect(gridWindow(DATES, null, 5)).toEqual({
      dates: DATES.slice(0, 5),
      previousFrom: null,
      nextFrom: '2026-11-29',
    });
  });

  it('pages by the grid length, back never before the first day', () => {
    expect(gridWindow(DATES, '2026-11-27', 3)).toEqual({
      dates: ['2026-11-27', '2026-11-28', '2026-11-29'],
      previousFrom: '2026-11-24',
      nextFrom: null,
    });
    expect(gridWindow(DATES, '2026-11-25', 3).previousFrom).toBe('2026-11-24');
  });

  it('starts at the next day with slots when the day asked for has none', () => {
    expect(gridWindow(['2026-11-24', '2026-11-26'], '2026-11-25', 3).dates).toEqual(['2026-11-26']);
  });

  it('shows the last page for a day after them all, and nothing without days', () => {
    expect(gridWindow(DATES, '2027-01-01', 3).dates).toEqual(DATES.slice(3));
    expect(gridWindow([], '2026-11-24', 5)).toEqual({
      dates: [],
      previousFrom: null,
      nextFrom: null,
    });
  });
});

const slot = (id: string, start: string, end: string) => ({
  id,
  startDateTime: start,
  endDateTime: end,
});

describe('grid rows', () => {
  it('puts each window of the London day in its own row, earliest first', () => {
    const rows = slotGridRows([
      {
        date: '2026-11-24',
        slots: [
          slot('b', '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z'),
          slot('a', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z'),
        ],
      },
      { date: '2026-11-25', slots: [slot('c', '2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z')] },
    ]);
    expect(rows.map((row) => row.key)).toEqual(['09:00-10:00', '10:00-11:00']);
    expect(rows.map((row) => row.cells.map((cell) => cell?.id ?? null))).toEqual([
      ['a', null],
      ['b', 'c'],
    ]);
  });

  it('lines up the same London hour on both sides of the clock change', () => {
    // 9AM London is 08:00Z on 24 October (BST) and 09:00Z on 26 October (GMT).
    const rows = slotGridRows([
      { date: '2026-10-24', slots: [slot('bst', '2026-10-24T08:00:00Z', '2026-10-24T09:00:00Z')] },
      { date: '2026-10-26', slots: [slot('gmt', '2026-10-26T09:00:00Z', '2026-10-26T10:00:00Z')] },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toBe('09:00-10:00');
    expect(rows[0]?.cells.map((cell) => cell?.id)).toEqual(['bst', 'gmt']);
  });

  it('orders a shorter window first, a window to midnight last, and drops unreadable slots', () => {
    const rows = slotGridRows([
      {
        date: '2026-11-24',
        slots: [
          slot('late', '2026-11-24T22:00:00Z', '2026-11-25T00:00:00Z'),
          slot('two', '2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z'),
          slot('one', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z'),
          slot('bad', 'soon', 'later'),
        ],
      },
    ]);
    expect(rows.map((row) => row.sample.id)).toEqual(['one', 'two', 'late']);
  });
});

describe('live availability', () => {
  const day = {
    date: '2026-11-24',
    slots: [
      { slotId: 'a', availability: 'AVAILABLE' as const, bookedByMe: false },
      { slotId: 'b', availability: 'AVAILABLE' as const, bookedByMe: true },
      { slotId: 'c', availability: 'FULLY_BOOKED' as const, bookedByMe: false },
    ],
  };

  it('marks slots others took as fully booked and slots given back as open', () => {
    const changes = new Map([
      ['a', 'FULLY_BOOKED' as const],
      ['c', 'AVAILABLE' as const],
    ]);
    expect(withAvailabilityChanges([day], changes)[0]?.slots.map((s) => s.availability)).toEqual([
      'FULLY_BOOKED',
      'AVAILABLE',
      'AVAILABLE',
    ]);
  });

  it("keeps the shopper's own slot theirs", () => {
    const changes = new Map([['b', 'FULLY_BOOKED' as const]]);
    expect(withAvailabilityChanges([day], changes)[0]?.slots[1]?.availability).toBe('AVAILABLE');
  });
});
