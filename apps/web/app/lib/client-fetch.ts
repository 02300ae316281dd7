import { serviceUnavailableDecision } from '@grocer/domain/http/retry-after';
import { loginRedirectFor } from '@grocer/domain/navigation/route-guard';
import { safeStorefrontPath } from './app-path.ts';

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
  /**
   * Statuses the caller handles itself (spec doc 1 §8): raised to it as they are. Without 401
   * here, a 401 refreshes the session once, then signs the shopper out to the sign-in page.
   */
  handles?: readonly number[];
  /** Injected for tests: where the browser is, and a full page load. */
  currentPath?: () => string;
  assign?: (url: string) => void;
  /** A POST (GraphQL) rather than a GET; `headers` go along with `accept`. */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
}

export const CSRF_PATH = '/api/auth/v1/csrf';
export const TOKEN_PATH = '/api/auth/v1/token';

/** Spec doc 1 §7: GET csrf answers the header to send and the session's token. */
export interface CsrfToken {
  headerName: string;
  token: string;
}

export function isCsrfToken(value: unknown): value is CsrfToken {
  const candidate = value as Partial<CsrfToken> | null;
  return typeof candidate?.headerName === 'string' && typeof candidate.token === 'string';
}

/** Where sign-out handling sends the shopper: sign in, then back to where they were. */
export function signInAgainPath(currentPath: string): string {
  // A page outside the storefront comes back to its home, as the server's guard would.
  return loginRedirectFor(safeStorefrontPath(currentPath));
}

/**
 * The spec's session refresh (doc 1 §7, §8): GET csrf, then POST token with its header. True when
 * the session is still live; false when the server no longer knows the shopper (401 or 403).
 * Anything else (offline, 5xx) is raised, since it says nothing about the session.
 */
async function refreshSession(
  doFetch: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<boolean> {
  const call = async (url: string, init: RequestInit) => {
    try {
      return await doFetch(url, { credentials: 'same-origin', signal, ...init });
    } catch (error) {
      throw new ClientCallError(`Request to ${url} failed: ${String(error)}`, null);
    }
  };
  const csrf = await call(CSRF_PATH, { headers: { accept: 'application/json' } });
  if (!csrf.ok)
    throw new ClientCallError(`Request to ${CSRF_PATH} answered ${csrf.status}`, csrf.status);
  const answer: unknown = await csrf.json();
  if (!isCsrfToken(answer))
    throw new ClientCallError(`${CSRF_PATH} answered no token`, csrf.status);
  const token = await call(TOKEN_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', [answer.headerName]: answer.token },
  });
  if (token.ok) return true;
  if (token.status === 401 || token.status === 403) return false;
  throw new ClientCallError(`Request to ${TOKEN_PATH} answered ${token.status}`, token.status);
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
 * GETs (or POSTs) JSON from our own server the way the spec's client does (doc 1 §8): a 503 with
 * Retry-After up to 30 s is waited out and retried; without one, or longer, it is raised, as is
 * any other answer that is not 2xx, a network failure or the 45-second deadline. A 401 the caller
 * does not handle itself refreshes the session once and retries the call; if the session is gone
 * (or the retry is refused too) the shopper is sent to sign in with a full page load, and the
 * call is raised so nothing acts on it meanwhile.
 */
export async function fetchJson<T>(url: string, options: ClientFetchOptions = {}): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? (() => new Date());
  const handles = options.handles ?? [];
  const currentPath =
    options.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  let refreshed = false;
  let retries503 = 0;
  const deadline = AbortSignal.timeout(REQUEST_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  for (;;) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: options.method ?? 'GET',
        headers: { accept: 'application/json', ...(await options.headers?.()) },
        ...(options.body === undefined ? {} : { body: options.body }),
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
      if (retries503 >= MAX_RETRIES) {
        throw new ClientCallError(`503 after ${MAX_RETRIES} retries`, 503);
      }
      retries503 += 1;
      await sleep(decision.waitMs, signal);
      continue;
    }
    if (response.status === 401 && !handles.includes(401)) {
      if (!refreshed) {
        refreshed = true;
        if (await refreshSession(doFetch, signal)) continue;
      }
      assign(signInAgainPath(currentPath()));
      throw new ClientCallError(`Request to ${url} answered 401: signed out`, 401);
    }
    if (!response.ok) {
      throw new ClientCallError(`Request to ${url} answered ${response.status}`, response.status);
    }
    return (await response.json()) as T;
  }
}
