import { SESSION_TOKEN_TIMER_MS } from '@grocer/domain/identity/identity';
import { describe, expect, it } from 'vitest';
import { sessionTimerMs } from './session-timer.ts';

const at = (query: string) => new URL(`http://shop.test/ecom/shop/trolley${query}`);

describe('session time-out timer', () => {
  it('proves the timer is the spec’s 28 minutes unless test hooks are on', () => {
    expect(SESSION_TOKEN_TIMER_MS).toBe(1_680_000);
    expect(sessionTimerMs(at(''), false)).toBe(1_680_000);
    expect(sessionTimerMs(at('?sessionTimerMs=1000'), false)).toBe(1_680_000);
  });

  it('proves with test hooks on a page may shorten it, within bounds, but never lengthen it', () => {
    expect(sessionTimerMs(at('?sessionTimerMs=3000'), true)).toBe(3_000);
    expect(sessionTimerMs(at('?sessionTimerMs=1'), true)).toBe(500);
    expect(sessionTimerMs(at('?sessionTimerMs=999999999'), true)).toBe(1_680_000);
    expect(sessionTimerMs(at('?sessionTimerMs=-5'), true)).toBe(1_680_000);
    expect(sessionTimerMs(at('?sessionTimerMs=soon'), true)).toBe(1_680_000);
  });
});
