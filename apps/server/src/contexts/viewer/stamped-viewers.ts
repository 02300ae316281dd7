import type { Viewer } from '@grocer/domain/identity/viewer';
import { viewerKeptUntil } from '@grocer/domain/identity/viewer-kept-until';
import { deepFreeze } from '@grocer/domain/values/deep-freeze';

/**
 * The viewer last worked out per session, given again while the customer's write stamp stands
 * (decision 0103), on both databases and in every server process.
 *
 * What it holds: for each session that asked lately, the viewer worked out, the customer's write
 * stamp read with the session before it was worked out, and until when it may be given
 * (viewerKeptUntil: at most 30 s, never past an unconfirmed hold's expiry or London midnight).
 *
 * Why it equals a fresh answer: the stamp is moved by the database itself (triggers) in every
 * transaction writing the customer's trolley, lines, favourites, slot reservations, addresses,
 * delivery pass, personal offers or loyalty membership, atomically with the write. A stamp read
 * with the session is the one every later read sees until such a write commits, and any
 * write committed after that read moves it, so the next request's session read misses. A
 * viewer worked out while a write committed is kept under the stamp read before it, which is by
 * then out of date: never given. What changes with time alone is bounded by `until`; what the
 * shop changes (catalogue, slots, branches) shows within 30 s, as the catalogue's own facts do.
 *
 * For how long: until `until`; at most MAX_SESSIONS sessions, the least recently set first out.
 *
 * Why: every signed-in page view asks for the viewer, which is seven reads over five contexts
 * (about 2 ms of the machine's CPU on PostgreSQL beside a cached page's 0.3 ms), while shoppers
 * view pages far more often than they change anything the page frame shows.
 */
export const MAX_SESSIONS = 5_000;

interface Held {
  viewer: Viewer;
  stamp: string;
  at: number;
  until: number;
}

export class StampedViewers {
  readonly #held = new Map<string, Held>();
  readonly #now: () => Date;
  readonly #maxSessions: number;

  constructor(now: () => Date, maxSessions = MAX_SESSIONS) {
    this.#now = now;
    this.#maxSessions = maxSessions;
  }

  /**
   * The viewer held for `session` under `stamp` while it stands, else `workOut()`'s, held. The
   * stamp must have been read before `workOut` reads anything.
   */
  async answer(session: string, stamp: string, workOut: () => Promise<Viewer>): Promise<Viewer> {
    const at = this.#now().getTime();
    const held = this.#held.get(session);
    if (held && held.stamp === stamp && held.at <= at && at < held.until) return held.viewer;
    const viewer = await workOut();
    this.#held.delete(session);
    // An anonymous answer (the session ended meanwhile) is never held.
    if (!viewer.signedIn) return viewer;
    const until = viewerKeptUntil(viewer, new Date(at)).getTime();
    if (until <= at) return viewer;
    // Frozen: every request is given the same object (and the route its JSON, kept by it).
    this.#held.set(session, { viewer: deepFreeze(viewer), stamp, at, until });
    if (this.#held.size > this.#maxSessions) {
      const [oldest] = this.#held.keys();
      if (oldest !== undefined) this.#held.delete(oldest);
    }
    return viewer;
  }

  /** How many sessions' viewers are held (tests). */
  get size(): number {
    return this.#held.size;
  }
}
