import { SESSION_TOKEN_TIMER_MS } from '@grocer/domain/identity/identity';

/** The shortest timer a test may ask for: long enough for the page to hydrate first. */
const SHORTEST_TEST_TIMER_MS = 500;

/**
 * The session time-out timer for a page: the spec's 28 minutes, or, only while end-to-end test
 * hooks are on, a shorter `?sessionTimerMs=` so a journey can see the modal.
 */
export function sessionTimerMs(url: URL, testHooks: boolean): number {
  if (!testHooks) return SESSION_TOKEN_TIMER_MS;
  const asked = url.searchParams.get('sessionTimerMs');
  if (asked === null || !/^\d{1,9}$/.test(asked)) return SESSION_TOKEN_TIMER_MS;
  return Math.min(Math.max(Number(asked), SHORTEST_TEST_TIMER_MS), SESSION_TOKEN_TIMER_MS);
}
