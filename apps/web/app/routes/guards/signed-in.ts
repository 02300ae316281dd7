import { requireSignIn } from '../../lib/route-guard.server.ts';

/** Pages below need someone signed in: bookslot, favourites, lists, my account and the rest. */
export const middleware = [requireSignIn('signed-in')];

// A loader makes every client navigation into these pages ask the server, so the guard runs.
export function loader() {
  return null;
}
