import { serviceUnavailableDecision } from '@grocer/domain/http/retry-after';

/** Spec doc 1 §7: the default request deadline. */
export const REQUEST_DEADLINE_MS = 45_000;
/** A service that keeps answering 503 is raised after this many waits, not retried for ever. */
const MAX_RETRIES = 3;

/** A client call that failed: the network-error modal shows for it (spec doc 1 §8). */
export class ClientCallError extends Error {
  override name = 'ClientCallError';
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

export interface ClientFetchOptions {
  signal?: AbortSignal;
  /** Injected for tests: the real ones by default. */
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => Date;
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * GETs JSON from our own server the way the spec's client does (doc 1 §8): a 503 with
 * Retry-After up to 30 s is waited out and retried; without one, or longer, it is raised, as is
 * any other answer that is not 2xx, a network failure or the 45-second deadline.
 */
export async function fetchJson<T>(url: string, options: ClientFetchOptions = {}): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? (() => new Date());
  const deadline = AbortSignal.timeout(REQUEST_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ClientCallError(`Request to ${url} failed: ${String(error)}`, null);
    }
    if (response.status === 503) {
      const decision = serviceUnavailableDecision(response.headers.get('retry-after'), now());
      if (decision.kind === 'raise') throw new ClientCallError(decision.message, 503);
      if (attempt >= MAX_RETRIES) {
        throw new ClientCallError(`503 after ${MAX_RETRIES} retries`, 503);
      }
      await sleep(decision.waitMs, signal);
      continue;
    }
    if (!response.ok) {
      throw new ClientCallError(`Request to ${url} answered ${response.status}`, response.status);
    }
    return (await response.json()) as T;
  }
}
