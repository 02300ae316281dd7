import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('prints the London calendar day', () => {
    expect(formatLongDate('2026-12-12T10:00:00Z')).toBe('Saturday 12 December 2026');
    // 23:30 UTC in summer is already the next day in London.
    expect(formatLongDate('2026-07-01T23:30:00Z')).toBe('Thursday 2 July 2026');
  });

  it('prints nothing for a bad date', () => {
    expect(formatLongDate('soon')).toBe('');
  });
});
