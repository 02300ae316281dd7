import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptWhole, STEM_EXCEPTIONS } from './stem-exceptions.ts';

describe('stem exceptions', () => {
  it('proves each exception is a plural of lower-case letters ending in one s, so a second s keeps it whole', () => {
    expect(STEM_EXCEPTIONS.length).toBeGreaterThan(0);
    for (const word of STEM_EXCEPTIONS) expect(word).toMatch(/^[a-z]+[^s]s$/);
  });

  it('proves "sweets" is kept apart from "sweet", and other words pass unchanged', () => {
    expect(keptWhole('sweets')).toBe('sweetss');
    expect(keptWhole('sweet')).toBe('sweet');
    fc.assert(
      fc.property(fc.string(), (word) => {
        fc.pre(!STEM_EXCEPTIONS.includes(word));
        expect(keptWhole(word)).toBe(word);
      }),
    );
  });
});
