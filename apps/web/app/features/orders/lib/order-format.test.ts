import { describe, expect, it } from 'vitest';
import { formatSlotWindow, orderStatusText } from './order-format.ts';

describe('order formats', () => {
  it('prints a slot window in London time', () => {
    expect(formatSlotWindow('2026-06-12T08:00:00Z', '2026-06-12T09:00:00Z')).toBe(
      'Fri 12 Jun 2026, 09:00–10:00',
    );
    expect(formatSlotWindow('nonsense', '2026-06-12T09:00:00Z')).toBe('');
  });

  it('names statuses for shoppers', () => {
    expect(orderStatusText('CANCELLED')).toBe('Cancelled');
    expect(orderStatusText('SOMETHING')).toBe('SOMETHING');
  });
});
