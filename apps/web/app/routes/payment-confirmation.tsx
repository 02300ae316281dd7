import { ORDER_PAYMENT_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { Link } from 'react-router';
import { paymentConfirmationData } from '../features/order-payment/api/order-payment.server.ts';
import styles from '../features/order-payment/components/resolve-payment.module.css';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/payment-confirmation';

/** "Payment successful" (spec doc 2 §2; decision 0043): minimal layout. */
export const handle: LayoutHandle = { secureHeader: true };

export function meta() {
  return [{ title: ORDER_PAYMENT_TEXT.confirmationTitle }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return paymentConfirmationData(context, params.customerOrderId);
}

export default function PaymentConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>{ORDER_PAYMENT_TEXT.confirmationTitle}</h1>
      <p>{ORDER_PAYMENT_TEXT.confirmationText}</p>
      <p>Order {loaderData.customerOrderId}</p>
      <p>
        <Link to="/myaccount/my-orders">{ORDER_PAYMENT_TEXT.viewOrders}</Link>
      </p>
    </div>
  );
}
