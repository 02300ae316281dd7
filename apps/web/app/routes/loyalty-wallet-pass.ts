import { redirect } from 'react-router';
import { walletPassResponse } from '../features/loyalty/api/loyalty.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-wallet-pass';

/**
 * The hub's "Add to Apple Wallet" form posts here (decision 0089): the pass file comes back as a
 * download; if it cannot be made, the hub again with the error flag set (its message says so).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return walletPassResponse(context, await requireCustomer(request, context, 'customer'));
}

/** Asked for by address: the hub. */
export function loader() {
  return redirect('/loyalty');
}
