import { requireSignIn } from '../../lib/route-guard.server.ts';

/** Checkout and resolve-order-payment need a signed-in customer (spec doc 1 §2, doc 2 §6). */
export const middleware = [requireSignIn('customer')];

// A loader makes every client navigation into these pages ask the server, so the guard runs.
export function loader() {
  return null;
}
