import {
  RESCHEDULING_PROHIBITED_TITLE,
  reschedulingProhibitedMessage,
} from '@grocer/domain/orders/rescheduling';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { MY_ORDERS_HREF, orderPagePath } from '../features/order-amend/lib/amend-paths.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/rescheduling-prohibited';

/**
 * rescheduling-prohibited (spec doc 1 §2 orders; decision 0097): where Change slot leads when
 * the order can no longer be moved (past its amend cut-off, or in a state that cannot change),
 * saying why, with the way back to the order and customer care's number. The shopper's own page.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: RESCHEDULING_PROHIBITED_TITLE }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const query = new URL(request.url).searchParams;
  const orderId = query.get('customerOrderId');
  return {
    // Only an order number is linked back to; anything else in the address is ignored.
    customerOrderId: orderId !== null && /^\d{1,20}$/.test(orderId) ? orderId : null,
    message: reschedulingProhibitedMessage(query.get('reason')),
    phone: getServices(context).site.customerCarePhone,
  };
}

export default function ReschedulingProhibitedPage({ loaderData }: Route.ComponentProps) {
  const { customerOrderId, message, phone } = loaderData;
  return (
    <PageContainer>
      <h1>{RESCHEDULING_PROHIBITED_TITLE}</h1>
      <p>{message}</p>
      <p>{`To talk to us about this order, call customer care on ${phone}.`}</p>
      <ul>
        {customerOrderId && (
          <li>
            <AppLink href={`/ecom${orderPagePath(customerOrderId)}`}>Back to your order</AppLink>
          </li>
        )}
        <li>
          <AppLink href={MY_ORDERS_HREF}>My orders</AppLink>
        </li>
      </ul>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
