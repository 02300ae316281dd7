import { redirect } from 'react-router';
import { resume } from '../features/checkout/api/checkout.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/checkout-authenticate';

/**
 * Back from the card's 3-D Secure page without JavaScript (decision 0044): the provider's
 * Continue button posts here, placement resumes, and the shopper lands on the confirmation, or
 * back on checkout with the refusal shown.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const answered = await resume(request, context, identity, params.customerOrderId);
  const body = answered.data;
  throw redirect(body.code ? `/checkout?refused=${body.code}` : '/checkout');
}

/** Nothing to show: a visit goes to checkout. */
export function loader() {
  return redirect('/checkout');
}
