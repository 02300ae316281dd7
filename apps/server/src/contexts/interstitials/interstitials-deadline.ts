/** Spec doc 2 §7 and §9: the interstitials fetch, response 2 s and deadline 4 s. */
export const INTERSTITIALS_RESPONSE_MS = 2000;
export const INTERSTITIALS_DEADLINE_MS = 4000;

export type Ignored = (source: string, reason: 'timeout' | 'error', error?: unknown) => void;

/**
 * `work` within `ms`: its answer, or `fallback` when it is later or fails (decision 0093), so a
 * slow or failing source never holds the shopper back from checkout. `onIgnored` logs it.
 */
export function within<T>(
  source: string,
  work: () => Promise<T>,
  ms: number,
  fallback: T,
  onIgnored?: Ignored,
): Promise<{ value: T; ok: boolean }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      onIgnored?.(source, 'timeout');
      resolve({ value: fallback, ok: false });
    }, ms);
    let started: Promise<T>;
    try {
      started = work();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve({ value, ok: true });
      },
      (error: unknown) => {
        clearTimeout(timer);
        onIgnored?.(source, 'error', error);
        resolve({ value: fallback, ok: false });
      },
    );
  });
}
