import type { Identity } from '@grocer/domain/identity/identity';
import type { Viewer } from '@grocer/domain/identity/viewer';

/**
 * What the page frame shows about whoever is asking (decision 0020): the account area, the
 * trolley summary and lines, and the booked slot. Every signed-in page view asks for it, so it
 * is one small read per context (decision 0060).
 */
export interface ViewerService {
  /** The anonymous viewer for an identity that is not signed in, without a lookup. */
  viewer(identity: Identity): Promise<Viewer>;
  /**
   * The viewer of a request: `session` is its session cookie (null with none, or with a bearer
   * token), `identity` resolves who is asking. On the embedded database a signed-in session's
   * answer is kept while nothing is written (viewer-answers.ts).
   */
  viewerOfRequest(session: string | null, identity: () => Promise<Identity>): Promise<Viewer>;
}
