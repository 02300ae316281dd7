import { redirect } from 'react-router';
import { MY_ORDERS_PATH } from '../features/orders/lib/order-paths.ts';

/** `/ecom/my-orders` (the header's link) is My Orders at its account-area address. */
export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  throw redirect(`${MY_ORDERS_PATH}${search}`, 301);
}
