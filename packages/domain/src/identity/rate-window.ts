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
