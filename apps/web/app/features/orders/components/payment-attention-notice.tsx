import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { MyOrdersData } from '../api/orders.server.ts';
import { resolveOrderPaymentPath } from '../lib/order-paths.ts';
import styles from './orders.module.css';

/**
 * My Orders' notice when the user stats say an order needs payment attention (spec doc 2 §3 User
 * stats): a link to the first PAYMENT_FAILED order's resolve page; nothing when none needs it.
 */
export function PaymentAttentionNotice({
  attention,
}: {
  attention: MyOrdersData['paymentAttention'];
}) {
  if (!attention) return null;
  return (
    <div className={styles.error} data-testid="payment-attention">
      <p>
        <CircleAlert aria-hidden="true" size={18} className={styles.noticeIcon} />{' '}
        {M.PAYMENT_ATTENTION}{' '}
        {attention.orderId ? (
          <Link to={resolveOrderPaymentPath(attention.orderId)}>
            {M.PAYMENT_ATTENTION_LINK(attention.orderId)}
          </Link>
        ) : (
          <a href="#pending-orders">{M.PAYMENT_ATTENTION_LIST}</a>
        )}
      </p>
    </div>
  );
}
