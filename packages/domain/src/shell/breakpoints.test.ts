import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, belowWidth, betweenWidths, fromWidth } from './breakpoints.ts';

describe('breakpoints', () => {
  it('are the spec’s widths', () => {
    expect(BREAKPOINTS).toEqual({ sm: 544, md: 768, lg: 992, xl: 1200 });
  });

  it('make media queries that meet without a gap or an overlap', () => {
    expect(belowWidth('md')).toBe('(max-width: 767.98px)');
    expect(betweenWidths('md', 'lg')).toBe('(min-width: 768px) and (max-width: 991.98px)');
    expect(fromWidth('xl')).toBe('(min-width: 1200px)');
  });
});
