import { AMEND_MESSAGES, amendingHeading } from '@grocer/domain/orders/order-amend';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import type { AmendingView } from '../api/order-amend.server.ts';
import { BOOK_SLOT_HREF, CHECKOUT_HREF, MY_ORDERS_HREF, TROLLEY_HREF } from '../lib/amend-paths.ts';
import { CancelChanges } from './cancel-changes.tsx';
import styles from './order-amend.module.css';

export interface AmendHubProps {
  amending: AmendingView | null;
  error: string | null;
  busy?: boolean;
}

/**
 * The amend hub (spec doc 2 §2 shop/featured/order-amend; decision 0042): which order is being
 * amended and until when, checking out again, editing the trolley or slot, or cancelling.
 */
export function AmendHub({ amending, error, busy }: AmendHubProps) {
  if (!amending) {
    return (
      <div className={styles.hub}>
        <h1>{AMEND_MESSAGES.AMEND_HUB_TITLE}</h1>
        <p>You are not amending an order.</p>
        <AppLink href={MY_ORDERS_HREF}>My Orders</AppLink>
      </div>
    );
  }
  return (
    <div className={styles.hub}>
      <h1>{amendingHeading(amending.customerOrderId)}</h1>
      <p className={styles.cutoff}>
        Make your changes by <strong>{amending.cutoffLabel}</strong>, then check out again.
      </p>
      {amending.slotStart && <p>Your slot: {formatLongDate(amending.slotStart)}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <AppLink href={CHECKOUT_HREF} reloadDocument className={buttonClass()}>
          {AMEND_MESSAGES.CHECK_OUT}
        </AppLink>
        <AppLink href={TROLLEY_HREF} className={buttonClass({ variant: 'secondary' })}>
          Edit trolley
        </AppLink>
        <AppLink href={BOOK_SLOT_HREF} className={buttonClass({ variant: 'secondary' })}>
          Change slot
        </AppLink>
        <CancelChanges customerOrderId={amending.customerOrderId} busy={busy ?? false} />
      </div>
    </div>
  );
}
