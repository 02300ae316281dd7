import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OFFERS_EXPERIENCE_DEFAULT_TEXT,
  OFFERS_EXPERIENCE_TEXTS,
  offersExperienceText,
} from './offers-experience.ts';

describe('offers experience codes', () => {
  it('has the spec’s codes, 001 to 006, 010 and 011, each with its own text', () => {
    expect(Object.keys(OFFERS_EXPERIENCE_TEXTS)).toEqual([
      'OFFERS_EXPERIENCE_001',
      'OFFERS_EXPERIENCE_002',
      'OFFERS_EXPERIENCE_003',
      'OFFERS_EXPERIENCE_004',
      'OFFERS_EXPERIENCE_005',
      'OFFERS_EXPERIENCE_006',
      'OFFERS_EXPERIENCE_010',
      'OFFERS_EXPERIENCE_011',
    ]);
    const texts = Object.values(OFFERS_EXPERIENCE_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).not.toContain(OFFERS_EXPERIENCE_DEFAULT_TEXT);
    expect(offersExperienceText('OFFERS_EXPERIENCE_002')).toBe(
      "Sorry, we couldn't load this offer. Please try again.",
    );
  });

  it('answers the default for an unknown code, or none', () => {
    expect(offersExperienceText('OFFERS_EXPERIENCE_007')).toBe(OFFERS_EXPERIENCE_DEFAULT_TEXT);
    expect(offersExperienceText(undefined)).toBe(OFFERS_EXPERIENCE_DEFAULT_TEXT);
    expect(offersExperienceText('toString')).toBe(OFFERS_EXPERIENCE_DEFAULT_TEXT);
    fc.assert(
      fc.property(fc.string(), (code) => {
        const text = offersExperienceText(code);
        expect(text === OFFERS_EXPERIENCE_DEFAULT_TEXT || code in OFFERS_EXPERIENCE_TEXTS).toBe(
          true,
        );
      }),
    );
  });
});
