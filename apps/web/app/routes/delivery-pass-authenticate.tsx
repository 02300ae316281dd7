import { redirect } from 'react-router';
import { runCompleteBuyAction } from '../features/delivery-pass/api/delivery-pass.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/delivery-pass-authenticate';

/**
 * Back from the card's 3-D Secure page (decision 0087): the provider's Continue button posts
 * here, the buy completes, and the shopper lands on their pass, or on the plans with why not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runCompleteBuyAction(request, context, identity);
}

/** Nothing to show: a visit goes to the plans. */
export function loader() {
  return redirect('/delivery-pass');
}
