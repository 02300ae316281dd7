/** A timer the deadline is set with (the browser's and Node's by default; a test's own). */
export interface DeadlineTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const TIMERS: DeadlineTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `work`'s answer, or 'timed-out' when it has not answered within `ms` (the spec's call
 * timeouts, e.g. the order query's 45 s). A failure of `work` before then is raised as it is;
 * one after is ignored, since nobody waits for it any more.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  timers: DeadlineTimers = TIMERS,
): Promise<T | 'timed-out'> {
  return new Promise((resolve, reject) => {
    let done = false;
    const handle = timers.set(() => {
      if (done) return;
      done = true;
      resolve('timed-out');
    }, ms);
    work.then(
      (value) => {
        if (done) return;
        done = true;
        timers.clear(handle);
        resolve(value);
      },
      (error: unknown) => {
        if (done) return;
        done = true;
        timers.clear(handle);
        reject(error);
      },
    );
  });
}
