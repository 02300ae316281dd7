import { orderAmountText } from '@grocer/domain/analytics/analytics-event-names';
import { ORDER_CONFIRMATION_TITLE } from '@grocer/domain/messages/checkout-messages';
import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { useEffect } from 'react';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { orderConfirmationData } from '../features/checkout/api/order-confirmation.server.ts';
import { OrderConfirmationView } from '../features/checkout/components/order-confirmation-view.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { trackPurchase } from '../lib/analytics.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/order-confirmation';

/** Minimal layout with the secure header (spec doc 2 §2). */
export const handle: LayoutHandle = { secureHeader: true };

/** Another customer's order, or none, is the not-found page: titled as such, inside the frame. */
export function meta({ error }: Route.MetaArgs) {
  return [{ title: error ? NOT_FOUND_TITLE : ORDER_CONFIRMATION_TITLE }];
}

export { RouteError as ErrorBoundary };

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

/** `/order-confirmation/{customerOrderId}` and its sub-paths: the shopper's own order only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return orderConfirmationData(context, identity, params.customerOrderId);
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { customerOrderId, totals } = loaderData;
  // The order placed, once per order: a reload of this page sends nothing (lib/analytics.ts).
  useEffect(() => {
    trackPurchase({
      order_id: customerOrderId,
      amount: orderAmountText(formatMoney(totals.total)),
    });
  }, [customerOrderId, totals.total]);
  return <OrderConfirmationView order={loaderData} />;
}
