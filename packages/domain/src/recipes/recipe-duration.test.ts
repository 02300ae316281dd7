import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_OVER_MINUTES, formatRecipeDuration, isoDuration } from './recipe-duration.ts';

describe('formatRecipeDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatRecipeDuration(1)).toBe('1 min');
    expect(formatRecipeDuration(25)).toBe('25 mins');
    expect(formatRecipeDuration(0)).toBe('0 mins');
  });

  it('shows hours and minutes from an hour', () => {
    expect(formatRecipeDuration(60)).toBe('1 hr');
    expect(formatRecipeDuration(95)).toBe('1 hr 35 mins');
    expect(formatRecipeDuration(121)).toBe('2 hrs 1 min');
  });

  it('keeps hours up to 4319 minutes and shows days only over it', () => {
    expect(formatRecipeDuration(2880)).toBe('48 hrs');
    expect(formatRecipeDuration(DAYS_OVER_MINUTES)).toBe('71 hrs 59 mins');
    expect(formatRecipeDuration(4320)).toBe('3 days');
    expect(formatRecipeDuration(4320 + 125)).toBe('3 days 2 hrs');
    expect(formatRecipeDuration(4320 + 1439)).toBe('4 days');
  });

  it('treats unreadable or negative durations as none', () => {
    expect(formatRecipeDuration(Number.NaN)).toBe('0 mins');
    expect(formatRecipeDuration(-5)).toBe('0 mins');
  });

  it('names days exactly when the duration is over 4319 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (minutes) => {
        expect(formatRecipeDuration(minutes).includes('day')).toBe(minutes > DAYS_OVER_MINUTES);
      }),
    );
  });

  it('under days, the hours and minutes shown add back up to the duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAYS_OVER_MINUTES }), (minutes) => {
        const text = formatRecipeDuration(minutes);
        const hours = Number(/(\d+) hrs?/.exec(text)?.[1] ?? 0);
        const mins = Number(/(\d+) mins?/.exec(text)?.[1] ?? 0);
        expect(hours * 60 + mins).toBe(minutes);
      }),
    );
  });
});

describe('isoDuration', () => {
  it('writes ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(95)).toBe('PT1H35M');
  });
});
