import { isSignedIn } from '@grocer/domain/identity/identity';
import { data } from 'react-router';
import { identityOf } from '../features/account/api/auth.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/resources.trolley-order';

/**
 * The shopper's open order id, for the browser's trolley queue when its first change comes and
 * the page frame had none (decision 0032): asking opens the trolley the first time (decision
 * 0031), so it is a POST. Never cached.
 */
export async function action({ context }: Route.ActionArgs) {
  const identity = await identityOf(context);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!isSignedIn(identity)) {
    return data({ message: 'Sign in to use your trolley.' }, { status: 401, headers });
  }
  const orderId = await getServices(context).trolley.currentOrderId(identity);
  return data({ orderId }, { headers });
}

export function loader() {
  return data({ message: 'POST to open the trolley' }, { status: 405, headers: { Allow: 'POST' } });
}
