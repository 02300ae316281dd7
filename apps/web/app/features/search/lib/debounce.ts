/** Spec doc 3 §9: suggestions are debounced 300 ms with a maximum wait of 600 ms. */
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_MAX_WAIT_MS = 600;

export interface DebounceOptions {
  /** Quiet time after the last call before `fn` runs. */
  wait: number;
  /** Longest time a pending call may be held back while calls keep coming. */
  maxWait: number;
}

export interface Debounced<Args extends unknown[]> {
  call(...args: Args): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Trailing-edge debounce with a maximum wait: a steady typist still gets suggestions every
 * `maxWait` ms instead of only once they pause. `fn` gets the latest arguments.
 */
export function createDebouncer<Args extends unknown[]>(
  fn: (...args: Args) => void,
  { wait, maxWait }: DebounceOptions,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstCallAt: number | null = null;
  let latest: Args | null = null;

  const fire = () => {
    timer = undefined;
    firstCallAt = null;
    const args = latest;
    latest = null;
    if (args) fn(...args);
  };

  return {
    call(...args: Args) {
      const now = Date.now();
      latest = args;
      if (firstCallAt === null) firstCallAt = now;
      if (timer !== undefined) clearTimeout(timer);
      const untilMaxWait = firstCallAt + maxWait - now;
      timer = setTimeout(fire, Math.max(0, Math.min(wait, untilMaxWait)));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      firstCallAt = null;
      latest = null;
    },
    get pending() {
      return timer !== undefined;
    },
  };
}
