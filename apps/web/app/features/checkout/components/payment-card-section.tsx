import { CHOOSE_PAYMENT_CARD } from '@grocer/domain/messages/checkout-messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardFormSession, CheckoutActionResult, PaymentCard } from '../api/checkout.server.ts';
import styles from './checkout.module.css';
import { useSectionFetcher } from './use-section-fetcher.ts';

/**
 * The payment card (spec doc 2 §3, decision 0038): the saved cards as a radio list, or a new
 * card through the provider's hosted form in an iframe (the number never reaches the shop).
 * A new card is saved for the shopper ('save payment card' is on) and chosen. The radios belong
 * to the place-order form (`formId`), which sits after this section.
 */
export function PaymentCardSection({
  cards,
  cardForm,
  selectedCardId,
  formId,
  error,
  pageAnswer,
}: {
  cards: readonly PaymentCard[];
  cardForm: CardFormSession | null;
  selectedCardId: number | null;
  formId: string;
  error: string | undefined;
  pageAnswer: CheckoutActionResult | undefined;
}) {
  const save = useSectionFetcher(['save-card'], pageAnswer);
  const navigate = useNavigate();
  const savedCardId = save.fetcher.data?.savedCardId;
  const [chosen, setChosen] = useState<number | null>(selectedCardId ?? cards[0]?.id ?? null);

  useEffect(() => {
    if (savedCardId === undefined) return;
    setChosen(savedCardId);
    // The list now holds the card: the form closes and the card is chosen.
    navigate(`/checkout?card=${savedCardId}`, { replace: true, preventScrollReset: true });
  }, [savedCardId, navigate]);

  useEffect(() => {
    if (!cardForm) return;
    const expected = cardForm.providerOrigin ?? window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; token?: unknown } | null;
      if (event.origin !== expected || message?.type !== 'psp-card-token') return;
      if (typeof message.token !== 'string') return;
      save.fetcher.submit(
        { intent: 'save-card', token: message.token, js: '1' },
        { method: 'post' },
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cardForm, save.fetcher]);

  return (
    <section className={styles.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment card</h2>
      {cards.length > 0 && (
        <fieldset className={styles.radios} aria-describedby={error ? 'card-error' : undefined}>
          <legend>Pay with a saved card</legend>
          {cards.map((card) => (
            <label key={card.id} className={styles.choice}>
              <input
                type="radio"
                name="paymentCardId"
                value={card.id}
                form={formId}
                checked={chosen === card.id}
                onChange={() => setChosen(card.id)}
              />
              {card.label}, {card.cardholderName}, expires {card.expiryDate}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="card-error" className={styles.error}>
          {error || CHOOSE_PAYMENT_CARD}
        </p>
      )}
      {cardForm ? (
        <div>
          <h3>Add a new card</h3>
          <p className={styles.muted}>Your card will be saved to your account for next time.</p>
          <iframe title="Card details" src={cardForm.formUrl} className={styles.frame} />
          {save.answer && !save.answer.ok && (
            <p className={styles.error} role="alert">
              {save.answer.error}
            </p>
          )}
        </div>
      ) : (
        <p>
          {cards.length === 0 && 'You have no saved cards. '}
          <a href="/ecom/checkout?newCard">Use a new card</a>
        </p>
      )}
    </section>
  );
}
