import { describe, expect, it } from 'vitest';
import { type DeadlineTimers, withDeadline } from './deadline.ts';

/** Timers a test fires by hand: no waiting, no clock. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: DeadlineTimers = {
    set: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  const fire = () => {
    for (const [id, timer] of pending) {
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fire };
}

describe('withDeadline', () => {
  it('answers what the work answers in time, and clears its timer', async () => {
    const { timers, pending } = manualTimers();
    await expect(withDeadline(Promise.resolve('order'), 45_000, timers)).resolves.toBe('order');
    expect(pending.size).toBe(0);
  });

  it('sets the deadline it is given', () => {
    const { timers, pending } = manualTimers();
    void withDeadline(new Promise(() => {}), 45_000, timers);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([45_000]);
  });

  it('answers timed-out when the deadline comes first, and ignores a late answer or failure', async () => {
    const { timers, fire } = manualTimers();
    let finish: (value: string) => void = () => {};
    const answer = withDeadline(
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
      45_000,
      timers,
    );
    fire();
    finish('too late');
    await expect(answer).resolves.toBe('timed-out');

    const failing = manualTimers();
    let fail: (error: Error) => void = () => {};
    const failed = withDeadline(
      new Promise<string>((_, reject) => {
        fail = reject;
      }),
      10,
      failing.timers,
    );
    failing.fire();
    fail(new Error('late'));
    await expect(failed).resolves.toBe('timed-out');
  });

  it('raises a failure that comes in time', async () => {
    const { timers } = manualTimers();
    await expect(
      withDeadline(Promise.reject(new Error('no such order')), 45_000, timers),
    ).rejects.toThrow('no such order');
  });
});
