import { describe, expect, it } from 'vitest';
import { isTenderListFull, MAX_GIFT_CARDS, MAX_GIFT_VOUCHERS } from './tender-limits.ts';

describe('gift card and voucher lists (spec doc 2 §5, §9)', () => {
  it('proves a list holds at most 10 and is full above 9', () => {
    expect(MAX_GIFT_CARDS).toBe(10);
    expect(MAX_GIFT_VOUCHERS).toBe(10);
    expect(isTenderListFull(0)).toBe(false);
    expect(isTenderListFull(9)).toBe(false);
    expect(isTenderListFull(10)).toBe(true);
    expect(isTenderListFull(11)).toBe(true);
  });
});
