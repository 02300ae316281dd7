import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import {
  reschedulingProhibitedPath,
  reschedulingProhibitedReason,
} from '@grocer/domain/orders/rescheduling';
import { redirect } from 'react-router';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  amendStartAnswer,
  orderAmendService,
} from '../features/order-amend/api/order-amend.server.ts';
import { AmendStartPage } from '../features/order-amend/components/amend-start-page.tsx';
import { BOOK_SLOT_PATH } from '../features/order-amend/lib/amend-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-order-change-slot';

/**
 * The View Order page's Change slot form posts here (decision 0042; the order's init-changeslot
 * link): the amend starts and the shopper lands on slot booking, which books for this order;
 * the new slot is confirmed when the order is checked out again. An order past its cut-off, or
 * that cannot change, goes to rescheduling-prohibited instead.
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
  const outcome = await orderAmendService(context).changeSlotAmend(
    identity,
    params.customerOrderId,
  );
  // An order that can no longer be moved has its own page (spec doc 1 §2; decision 0097).
  const prohibited =
    outcome.outcome === 'refused' ? reschedulingProhibitedReason(outcome.code) : null;
  if (prohibited) {
    throw redirect(reschedulingProhibitedPath(params.customerOrderId, prohibited), 303);
  }
  return amendStartAnswer(outcome, BOOK_SLOT_PATH);
}

export default function ChangeSlotPage({ actionData, params }: Route.ComponentProps) {
  return <AmendStartPage refusal={actionData?.refusal} customerOrderId={params.customerOrderId} />;
}
