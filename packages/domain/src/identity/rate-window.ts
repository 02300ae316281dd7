/**
 * A fixed-window counter: at most `limit` events per `windowMs`. The caller keeps the window in
 * shared storage (PostgreSQL), so every server process counts against the same limit.
 */
export interface RateWindow {
  startedAt: Date;
  count: number;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateVerdict {
  /** The window to store, this event counted. */
  window: RateWindow;
  allowed: boolean;
  /** When refused: whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Counts one event against the window, starting a new window when the old one has ended. */
export function takeFromWindow(window: RateWindow | null, now: Date, rule: RateLimit): RateVerdict {
  const current =
    window === null || now.getTime() - window.startedAt.getTime() >= rule.windowMs
      ? { startedAt: now, count: 0 }
      : window;
  const next = { startedAt: current.startedAt, count: current.count + 1 };
  const allowed = next.count <= rule.limit;
  const endsIn = current.startedAt.getTime() + rule.windowMs - now.getTime();
  return {
    window: next,
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(endsIn / 1000)),
  };
}

/** Per-address limits on the other auth endpoints (decision 0021); sign-in has its own policy. */
export const AUTH_RATE_LIMITS = {
  /** New accounts from one address: a household or an office, not a script. */
  registration: { limit: 20, windowMs: 60 * 60_000 },
  /** Bearer tokens from one address: a browser asks about every 28 minutes. */
  token: { limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;
