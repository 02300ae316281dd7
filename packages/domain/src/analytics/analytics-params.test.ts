import { describe, expect, it } from 'vitest';
import { isIsoDate, pageViewParams, trolleyChangeEvent } from './analytics-params.ts';

describe('the page view parameters', () => {
  it('proves fromDate and startDate are recorded only when they are real ISO dates', () => {
    expect(
      pageViewParams(new URLSearchParams('fromDate=2025-07-01&startDate=2025-07-03T10:00:00Z')),
    ).toEqual({ from_date: '2025-07-01', start_date: '2025-07-03T10:00:00Z' });
    expect(pageViewParams(new URLSearchParams('fromDate=2025-02-30&startDate=tomorrow'))).toEqual(
      {},
    );
    expect(pageViewParams(new URLSearchParams(''))).toEqual({});
  });

  it('proves only whole ISO dates pass', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-07-01T25:00')).toBe(false);
    expect(isIsoDate('1/7/2025')).toBe(false);
  });
});

describe('the event a trolley change makes', () => {
  const context = { clickContext: 'search', productPosition: 3, searchType: 'search' } as const;

  it('proves more of a line is an add of the difference, with where it was made', () => {
    expect(trolleyChangeEvent({ lineNumber: '11', before: 1, after: 3, context })).toEqual({
      name: 'add_to_cart',
      params: {
        line_number: '11',
        quantity: 2,
        click_context: 'search',
        product_position: 3,
        search_type: 'search',
      },
    });
  });

  it('proves less, or none, is a remove of the difference, and no change is no event', () => {
    expect(trolleyChangeEvent({ lineNumber: '11', before: 0.5, after: 0, context: null })).toEqual({
      name: 'remove_from_cart',
      params: { line_number: '11', quantity: 0.5 },
    });
    expect(
      trolleyChangeEvent({
        lineNumber: '11',
        before: 2,
        after: 1,
        context: { clickContext: 'trolley' },
      }),
    ).toEqual({
      name: 'remove_from_cart',
      params: { line_number: '11', quantity: 1, click_context: 'trolley' },
    });
    expect(trolleyChangeEvent({ lineNumber: '11', before: 2, after: 2 })).toBeNull();
  });
});
