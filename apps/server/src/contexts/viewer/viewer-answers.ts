import type { Viewer } from '@grocer/domain/identity/viewer';

/**
 * The viewer last answered per session, on the embedded database only (decision 0060).
 *
 * What it holds: for each session cookie that asked lately, the viewer answered, the database's
 * write epoch it was worked out under (write-epoch.ts: PGlite runs in this process alone, so
 * every write moves the epoch) and when. An answer is given again only while the epoch has not
 * moved since it was worked out (nothing was written: not a line, a slot, a session, a price)
 * and for at most MAX_AGE_MS, since some of the viewer changes with time alone (a hold or a
 * session running out, an offer starting): those show up to a second late.
 *
 * For how long: MAX_AGE_MS; at most MAX_SESSIONS sessions, the oldest first out.
 *
 * Why: on PGlite every statement runs in the server's own thread, and the viewer's three small
 * reads cost about four times a cached page; on PostgreSQL the reads run on the database's
 * core, and nothing is kept (no write epoch).
 */
export const MAX_AGE_MS = 1_000;
export const MAX_SESSIONS = 10_000;

interface Held {
  viewer: Viewer;
  epoch: number;
  at: number;
}

export class ViewerAnswers {
  readonly #held = new Map<string, Held>();
  readonly #epoch: () => number;
  readonly #now: () => Date;

  constructor(epoch: () => number, now: () => Date) {
    this.#epoch = epoch;
    this.#now = now;
  }

  /** The held answer for `session` if it still stands, else `workOut()`'s, held when it may be. */
  async answer(session: string, workOut: () => Promise<Viewer>): Promise<Viewer> {
    const epoch = this.#epoch();
    const at = this.#now().getTime();
    const held = this.#held.get(session);
    if (held && held.epoch === epoch && at - held.at >= 0 && at - held.at < MAX_AGE_MS) {
      return held.viewer;
    }
    const viewer = await workOut();
    // Kept only for a signed-in viewer (a cookie of an ended session is answered afresh, so it
    // is cleared), and only when nothing was written while it was worked out.
    if (viewer.signedIn && this.#epoch() === epoch) {
      this.#held.delete(session);
      this.#held.set(session, { viewer, epoch, at });
      if (this.#held.size > MAX_SESSIONS) {
        const [oldest] = this.#held.keys();
        if (oldest !== undefined) this.#held.delete(oldest);
      }
    }
    return viewer;
  }
}
