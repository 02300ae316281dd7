import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { ShopFromOrderResult } from '../api/orders.server.ts';
import styles from './orders.module.css';

/** What shop from order did: how many products went to the trolley, and which did not. */
export function ShopFromOrderResultView({ result }: { result: ShopFromOrderResult }) {
  return (
    <div className={styles.section}>
      <p role="status" className={styles.notice}>
        {M.ADDED_TO_TROLLEY(result.added.length)}
      </p>
      {result.notAdded.length > 0 && (
        <>
          <p>{M.NOT_ADDED}</p>
          <ul>
            {result.notAdded.map((line) => (
              <li key={line.lineNumber}>{line.productId}</li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <AppLink href="/ecom/shop/trolley" className={buttonClass()}>
          View trolley
        </AppLink>
        <AppLink href="/ecom/myaccount/my-orders" className={buttonClass({ variant: 'secondary' })}>
          {M.BACK_TO_MY_ORDERS}
        </AppLink>
      </div>
    </div>
  );
}
