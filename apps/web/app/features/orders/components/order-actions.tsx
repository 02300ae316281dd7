import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { hasLink } from '@grocer/domain/orders/order-links';
import { type MouseEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { OrderDetails } from '../api/orders.server.ts';
import {
  amendOrderPath,
  cancelOrderPath,
  changeSlotPath,
  shopFromOrderPath,
} from '../lib/order-paths.ts';
import styles from './orders.module.css';

/** The cancel confirmation: a POST form to the cancel route (the dialog's and the page's). */
export function CancelOrderForm({
  customerOrderId,
  onKeep,
}: {
  customerOrderId: string;
  onKeep?: () => void;
}) {
  return (
    <Form method="post" action={cancelOrderPath(customerOrderId)} className={styles.confirm}>
      <p>{M.CANCEL_ORDER_TEXT}</p>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()}>
          {M.CANCEL_ORDER}
        </button>
        {onKeep ? (
          <Button className={buttonClass({ variant: 'ghost' })} onPress={onKeep}>
            {M.KEEP_ORDER}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The actions the server's links offer (spec doc 2 §4: cancel and amend follow the links), and
 * shop from this order. Amend and change slot are plain POST forms to S2's routes. Cancel opens
 * a React Aria confirm dialog; without JavaScript its link opens the confirm page instead.
 */
export function OrderActions({ order }: { order: OrderDetails }) {
  const [confirming, setConfirming] = useState(false);
  const id = order.customerOrderId;
  const openCancel = (event: MouseEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <div className={styles.actions}>
      {hasLink(order.links, 'init-amend') && (
        <form method="post" action={`/ecom${amendOrderPath(id)}`}>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            {M.AMEND_ORDER}
          </button>
        </form>
      )}
      {hasLink(order.links, 'init-changeslot') && (
        <form method="post" action={`/ecom${changeSlotPath(id)}`}>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            {M.CHANGE_SLOT}
          </button>
        </form>
      )}
      {hasLink(order.links, 'cancel') && (
        <Link
          to={cancelOrderPath(id)}
          className={buttonClass({ variant: 'ghost' })}
          onClick={openCancel}
        >
          {M.CANCEL_ORDER}
        </Link>
      )}
      <Form method="post" action={shopFromOrderPath(id)}>
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {M.SHOP_FROM_ORDER}
        </button>
      </Form>
      <ModalDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={M.CANCEL_ORDER_TITLE}
        role="alertdialog"
      >
        {(close) => <CancelOrderForm customerOrderId={id} onKeep={close} />}
      </ModalDialog>
    </div>
  );
}
