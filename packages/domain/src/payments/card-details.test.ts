import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY_MM_YY, isValidCardholderName } from './card-details.ts';

describe('card details', () => {
  it('takes a name on the card of 1 to 50 characters, trimmed', () => {
    expect(isValidCardholderName('A')).toBe(true);
    expect(isValidCardholderName(` ${'A'.repeat(50)} `)).toBe(true);
    expect(isValidCardholderName('A'.repeat(51))).toBe(false);
    expect(isValidCardholderName('   ')).toBe(false);
  });

  it('takes a changed expiry as exactly MM/YY', () => {
    for (const good of ['01/27', '12/30']) expect(CARD_EXPIRY_MM_YY.test(good)).toBe(true);
    for (const bad of ['1/27', '13/27', '00/27', '04/2027', '04-27', ' 04/27']) {
      expect(CARD_EXPIRY_MM_YY.test(bad)).toBe(false);
    }
  });
});
