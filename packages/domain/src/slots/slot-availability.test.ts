import { describe, expect, it } from 'vitest';
import { slotAvailability } from './slot-availability.ts';

describe('slotAvailability', () => {
  const now = new Date('2025-07-09T12:00:00Z');

  it('shows a slot with a place left as available, a full one as fully booked', () => {
    expect(slotAvailability({ date: '2025-07-11', booked: 7, capacity: 8 }, now)).toBe('AVAILABLE');
    expect(slotAvailability({ date: '2025-07-11', booked: 8, capacity: 8 }, now)).toBe(
      'FULLY_BOOKED',
    );
  });

  it('shows a slot past its order cut-off as unavailable, full or not', () => {
    expect(slotAvailability({ date: '2025-07-09', booked: 0, capacity: 8 }, now)).toBe(
      'UNAVAILABLE',
    );
    expect(
      slotAvailability(
        { date: '2025-07-10', booked: 0, capacity: 8 },
        new Date('2025-07-09T22:45:00Z'),
      ),
    ).toBe('UNAVAILABLE');
  });
});
