import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  amendStartAnswer,
  orderAmendService,
} from '../features/order-amend/api/order-amend.server.ts';
import { AmendStartPage } from '../features/order-amend/components/amend-start-page.tsx';
import { AMEND_HUB_PATH } from '../features/order-amend/lib/amend-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-order-amend';

/**
 * The View Order page's Amend form posts here (decision 0042; the order's init-amend link):
 * the amend starts and the shopper lands on the amend hub with the order's lines in the trolley,
 * or sees why not ('Changes cannot be made to your order').
 */

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: AMEND_MESSAGES.AMEND_HUB_TITLE }];
}

/**
 * Nothing to load: the page is the action's answer (a refusal), or, when asked for directly, a
 * link back to the order. No redirect here: it would also run after a refused POST.
 */
export function loader() {
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const outcome = await orderAmendService(context).amendOrder(identity, params.customerOrderId);
  return amendStartAnswer(outcome, AMEND_HUB_PATH);
}

export default function AmendOrderPage({ actionData, params }: Route.ComponentProps) {
  return <AmendStartPage refusal={actionData?.refusal} customerOrderId={params.customerOrderId} />;
}
