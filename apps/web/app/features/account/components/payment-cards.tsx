import {
  BACK_TO_MY_ACCOUNT,
  CARD_EXPIRES,
  NO_PAYMENT_CARDS,
  NO_PAYMENT_CARDS_HINT,
  START_SHOPPING,
} from '@grocer/domain/messages/account-area-messages';
import { CreditCard } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { SavedPaymentCard } from '../api/payment-cards.server.ts';
import styles from './payment-cards.module.css';

const CARD_TYPE_NAMES: Record<SavedPaymentCard['cardType'], string> = {
  AMEX: 'American Express',
  BUSINESS_ACCOUNT: 'Business account card',
  MAESTRO: 'Maestro',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  PARTNERSHIP: 'Partnership card',
};

/**
 * The saved payment cards, or the empty state. Spec doc 2 §2: leaving this page forces a full
 * page load, so its links reload the document.
 */
export function PaymentCards({ cards }: { cards: readonly SavedPaymentCard[] }) {
  return (
    <>
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
              <span className={styles.cardType}>{CARD_TYPE_NAMES[card.cardType]}</span>
              <span>{card.maskedCardNumber}</span>
              <span>{card.cardholderName}</span>
              <span>{CARD_EXPIRES(card.expiryDate)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <AppLink href="/ecom/myaccount" reloadDocument className={buttonClass()}>
          {BACK_TO_MY_ACCOUNT}
        </AppLink>
        <AppLink href="/ecom" reloadDocument className={buttonClass({ variant: 'secondary' })}>
          {START_SHOPPING}
        </AppLink>
      </div>
    </>
  );
}
