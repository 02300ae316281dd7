import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, SUGGEST_DEBOUNCE_MS, SUGGEST_MAX_WAIT_MS } from './debounce.ts';

const options = { wait: SUGGEST_DEBOUNCE_MS, maxWait: SUGGEST_MAX_WAIT_MS };

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 300 ms after the last call, with the latest arguments', () => {
    const fn = vi.fn();
    const debounced = createDebouncer(fn, options);
    debounced.call('mi');
    vi.advanceTimersByTime(100);
    debounced.call('mil');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('mil');
  });

  it('does not hold a steady typist back for more than 600 ms', () => {
    const fn = vi.fn();
    const debounced = createDebouncer(fn, options);
    // A key every 200 ms never leaves 300 ms of quiet.
    for (let i = 0; i < 4; i += 1) {
      debounced.call(`term${i}`);
      vi.advanceTimersByTime(200);
    }
    // Calls at 0, 200, 400, 600: the max wait fires at 600 ms with the newest term.
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('term2');
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('term3');
  });

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn();
    const debounced = createDebouncer(fn, options);
    debounced.call('milk');
    expect(debounced.pending).toBe(true);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(false);
  });
});
