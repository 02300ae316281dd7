import { describe, expect, it } from 'vitest';
import { formatAmendCutoff, orderPagePath } from './amend-paths.ts';

describe('amend paths', () => {
  it('proves the cut-off prints in London time, winter and summer', () => {
    expect(formatAmendCutoff('2026-11-26T23:45:00Z')).toMatch(/^Thu 26 Nov,? 11:45\s?pm$/);
    expect(formatAmendCutoff('2026-07-01T22:45:00Z')).toMatch(/^Wed 1 Jul,? 11:45\s?pm$/);
    expect(formatAmendCutoff('not a date')).toBe('');
  });

  it('proves the order page path names the order', () => {
    expect(orderPagePath('10000042')).toBe('/myaccount/my-orders/order/10000042');
  });
});
