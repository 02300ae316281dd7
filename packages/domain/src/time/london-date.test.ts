import { describe, expect, it } from 'vitest';
import { londonIsoDate } from './london-date.ts';

describe('londonIsoDate', () => {
  it('gives the London calendar day, which in summer starts an hour before UTC', () => {
    expect(londonIsoDate(new Date('2024-06-30T22:59:00Z'))).toBe('2024-06-30');
    expect(londonIsoDate(new Date('2024-06-30T23:30:00Z'))).toBe('2024-07-01');
    expect(londonIsoDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
  });
});
