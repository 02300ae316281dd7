import { describe, expect, it } from 'vitest';
import {
  trigramSequence,
  trigramSet,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from './trigram.ts';

const similarity = (a: string, b: string) => wordSimilarity(trigramSet(a), trigramSequence(b));

describe('pg_trgm word similarity', () => {
  it('proves words are padded, lower-cased and split on anything but letters and digits', () => {
    expect(trigramSequence('Ab-c')).toEqual(['  a', ' ab', 'ab ', '  c', ' c ']);
  });

  // Values PostgreSQL 15's pg_trgm gives for the same calls (float4).
  it('proves the similarity of typed text to the best run of a longer text, as PostgreSQL gives it', () => {
    expect(similarity('abcd', 'abcx')).toBe(Math.fround(0.6));
    expect(similarity('abcde', 'abcxx')).toBe(Math.fround(0.5));
    expect(similarity('abcdef', 'abcdxx')).toBe(Math.fround(4 / 7));
    expect(similarity('abc', 'abcd xyz')).toBe(Math.fround(0.75));
    expect(similarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(similarity('', 'anything')).toBe(0);
  });

  it('proves the threshold is met at exactly 0.6, as `<%` is', () => {
    expect(similarity('abcd', 'abcx')).toBeGreaterThanOrEqual(WORD_SIMILARITY_THRESHOLD);
  });
});
