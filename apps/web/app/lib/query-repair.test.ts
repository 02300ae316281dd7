import { describe, expect, it } from 'vitest';
import { repairDoubledAmpersands } from './query-repair.ts';

describe('repairDoubledAmpersands', () => {
  it('turns escaped and doubled ampersands back into one separator', () => {
    expect(repairDoubledAmpersands('?a=1&amp;amp;b=2')).toBe('?a=1&b=2');
    expect(repairDoubledAmpersands('?a=1&amp;b=2')).toBe('?a=1&b=2');
    expect(repairDoubledAmpersands('?a=1&&b=2&&&c=3')).toBe('?a=1&b=2&c=3');
  });

  it('leaves a clean query alone', () => {
    expect(repairDoubledAmpersands('?a=1&b=2')).toBeNull();
    expect(repairDoubledAmpersands('')).toBeNull();
  });
});
