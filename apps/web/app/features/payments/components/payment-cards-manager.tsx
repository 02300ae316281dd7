import {
  BACK_TO_MY_ACCOUNT,
  CARD_EXPIRES,
  NO_PAYMENT_CARDS,
  NO_PAYMENT_CARDS_HINT,
  START_SHOPPING,
} from '@grocer/domain/messages/account-area-messages';
import { CARDHOLDER_NAME_MAX_LENGTH } from '@grocer/domain/payments/card-details';
import type {
  CardFormSession,
  PaymentCard,
} from '@grocer/server/contexts/payments/payments.contract';
import { CreditCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Form, Link, useSubmit } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FieldShell, FormField, fieldControlClass } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type { BillingAddressOption } from '../api/payment-cards.server.ts';
import {
  PAYMENT_CARD_NOTICES,
  PAYMENT_CARDS_PATH,
  type PaymentCardNotice,
} from '../lib/payment-card-notices.ts';
import styles from './payment-cards.module.css';

export interface PaymentCardsManagerProps {
  cards: readonly PaymentCard[];
  cardForm: CardFormSession | null;
  confirmDelete: PaymentCard | null;
  editing: PaymentCard | null;
  billingAddresses: readonly BillingAddressOption[];
  notice: PaymentCardNotice | null;
  /** The last refused post's message. */
  error: string | null;
}

/**
 * The hosted card form of the payment provider, in an iframe (decision 0038): the card number is
 * typed into the provider's page, never this one. Its token comes back by postMessage and is
 * saved by this page's own form post; without JavaScript the provider's page posts it here.
 */
function AddCard({ session }: { session: CardFormSession }) {
  const submit = useSubmit();
  useEffect(() => {
    const expected = session.providerOrigin ?? window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; token?: unknown } | null;
      if (event.origin !== expected || message?.type !== 'psp-card-token') return;
      if (typeof message.token !== 'string') return;
      submit({ intent: 'save-card', token: message.token }, { method: 'post' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session.providerOrigin, submit]);
  return (
    <section className={styles.add} aria-labelledby="add-card-heading">
      <h2 id="add-card-heading">Add a payment card</h2>
      <iframe title="Card details" src={session.formUrl} className={styles.frame} />
      <Link to={PAYMENT_CARDS_PATH} reloadDocument className={buttonClass({ variant: 'ghost' })}>
        Cancel
      </Link>
    </section>
  );
}

function EditCard({
  card,
  addresses,
}: {
  card: PaymentCard;
  addresses: readonly BillingAddressOption[];
}) {
  return (
    <section className={styles.add} aria-labelledby="edit-card-heading">
      <h2 id="edit-card-heading">Edit {card.label}</h2>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="cardId" value={card.id} />
        <FormField
          label="Name on card"
          name="cardholderName"
          defaultValue={card.cardholderName}
          maxLength={CARDHOLDER_NAME_MAX_LENGTH}
          autoComplete="cc-name"
          required
        />
        <FormField
          label="Expiry date (MM/YY)"
          name="expiryDate"
          defaultValue={card.expiryDate}
          maxLength={5}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
        />
        <FieldShell label="Billing address">
          {({ id, describedBy }) => (
            <select
              id={id}
              name="billingAddressId"
              className={fieldControlClass()}
              defaultValue={card.billingAddressId === null ? '' : String(card.billingAddressId)}
              aria-describedby={describedBy}
            >
              <option value="">None</option>
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass()}>
            Save changes
          </button>
          <Link
            to={PAYMENT_CARDS_PATH}
            reloadDocument
            className={buttonClass({ variant: 'ghost' })}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function DeleteForm({ card, onCancel }: { card: PaymentCard; onCancel?: () => void }) {
  return (
    <Form method="post" className={styles.confirm}>
      <p>Delete {card.label}? You can add it again at any time.</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="cardId" value={card.id} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()}>
          Delete card
        </button>
        {onCancel ? (
          <Button className={buttonClass({ variant: 'ghost' })} onPress={onCancel}>
            Cancel
          </Button>
        ) : (
          <Link
            to={PAYMENT_CARDS_PATH}
            reloadDocument
            className={buttonClass({ variant: 'ghost' })}
          >
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * The saved payment cards (list, add through the provider's form, edit, delete with a React
 * Aria confirmation) or the empty state. Every action also works without JavaScript: the links
 * open the same forms on the page itself. Spec doc 2 §2: leaving this page is a full page load.
 */
export function PaymentCardsManager({
  cards,
  cardForm,
  confirmDelete,
  editing,
  billingAddresses,
  notice,
  error,
}: PaymentCardsManagerProps) {
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const openDelete = (card: PaymentCard) => (event: MouseEvent) => {
    event.preventDefault();
    setDeleting(card);
  };
  return (
    <>
      <div role="status" className={styles.status}>
        {notice ? PAYMENT_CARD_NOTICES[notice] : ''}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <Icon icon={CreditCard} size={32} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{NO_PAYMENT_CARDS}</p>
          <p>{NO_PAYMENT_CARDS_HINT}</p>
        </div>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <span className={styles.cardType}>{card.label}</span>
              <span>{card.maskedCardNumber}</span>
              <span>{card.cardholderName}</span>
              <span>
                {card.expired ? `Expired ${card.expiryDate}` : CARD_EXPIRES(card.expiryDate)}
              </span>
              <div className={styles.cardActions}>
                <Link
                  to={`${PAYMENT_CARDS_PATH}?edit=${card.id}`}
                  className={buttonClass({ variant: 'secondary', size: 'small' })}
                >
                  <Icon icon={Pencil} size={16} />
                  Edit
                  <VisuallyHidden> {card.label}</VisuallyHidden>
                </Link>
                <Link
                  to={`${PAYMENT_CARDS_PATH}?delete=${card.id}`}
                  className={buttonClass({ variant: 'ghost', size: 'small' })}
                  onClick={openDelete(card)}
                >
                  <Icon icon={Trash2} size={16} />
                  Delete
                  <VisuallyHidden> {card.label}</VisuallyHidden>
                </Link>
              </div>
              {confirmDelete?.id === card.id && !deleting && <DeleteForm card={card} />}
            </li>
          ))}
        </ul>
      )}
      {editing && <EditCard card={editing} addresses={billingAddresses} />}
      {cardForm ? (
        <AddCard session={cardForm} />
      ) : (
        <p>
          <Link
            to={`${PAYMENT_CARDS_PATH}?add`}
            reloadDocument
            className={buttonClass({ variant: 'secondary' })}
          >
            <Icon icon={Plus} size={16} />
            Add a payment card
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        <AppLink href="/ecom/myaccount" reloadDocument className={buttonClass()}>
          {BACK_TO_MY_ACCOUNT}
        </AppLink>
        <AppLink href="/ecom" reloadDocument className={buttonClass({ variant: 'secondary' })}>
          {START_SHOPPING}
        </AppLink>
      </div>
      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete payment card"
        role="alertdialog"
      >
        {(close) => (deleting ? <DeleteForm card={deleting} onCancel={close} /> : null)}
      </ModalDialog>
    </>
  );
}
