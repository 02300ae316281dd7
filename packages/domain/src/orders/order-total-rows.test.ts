import { describe, expect, it } from 'vitest';
import {
  ACTUAL_TOTAL_FIELDS,
  ACTUAL_TOTAL_ROWS,
  ESTIMATED_TOTAL_FIELDS,
  ESTIMATED_TOTAL_ROWS,
  totalRowText,
} from './order-total-rows.ts';

describe('order total rows', () => {
  it('proves every estimated (14) and actual (9) total field of spec doc 2 §3 has exactly one row', () => {
    expect(ESTIMATED_TOTAL_ROWS.map((row) => row.field).sort()).toEqual(
      [...ESTIMATED_TOTAL_FIELDS].sort(),
    );
    expect(ESTIMATED_TOTAL_FIELDS).toHaveLength(14);
    expect(ACTUAL_TOTAL_ROWS.map((row) => row.field).sort()).toEqual(
      [...ACTUAL_TOTAL_FIELDS].sort(),
    );
    expect(ACTUAL_TOTAL_FIELDS).toHaveLength(9);
    const labels = ESTIMATED_TOTAL_ROWS.map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('proves a saving above zero reads with a minus and a charge or zero saving does not', () => {
    const format = (amount: number) => `£${(amount / 100).toFixed(2)}`;
    expect(totalRowText({ saving: true }, 150, format)).toBe('-£1.50');
    expect(totalRowText({ saving: true }, 0, format)).toBe('£0.00');
    expect(totalRowText({}, 150, format)).toBe('£1.50');
  });
});
