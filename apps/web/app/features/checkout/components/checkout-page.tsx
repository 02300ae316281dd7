import {
  CHECKOUT_EMPTY_TROLLEY,
  CHECKOUT_NO_SLOT,
  CHECKOUT_TITLE,
  INSTANT_CHECKOUT_HEADING,
  PLACE_ORDER,
  REQUEST_TIMEOUT_BUTTON,
  REQUEST_TIMEOUT_TEXT,
  REQUEST_TIMEOUT_TITLE,
} from '@grocer/domain/messages/checkout-messages';
import { formatMoney } from '@grocer/domain/money/money';
import {
  CONTACT_NUMBER_MAX_LENGTH,
  DELIVERY_NOTE_MAX_LENGTH,
} from '@grocer/domain/orders/order-fields';
import { shownTotalsOf } from '@grocer/domain/orders/shown-totals.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, FormField, fieldControlClass } from '../../../components/ui/form-field.tsx';
import { ReloadModal } from '../../../components/ui/reload-modal.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import type { CheckoutActionResult, CheckoutPageData } from '../api/checkout.server.ts';
import { ChallengeDialog } from './challenge-dialog.tsx';
import styles from './checkout.module.css';
import { CheckoutFeedback } from './checkout-feedback.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import { PaymentCardSection } from './payment-card-section.tsx';
import {
  GiftCardsSection,
  GiftVouchersSection,
  PartnerDiscountSection,
  PromoCodesSection,
} from './tender-sections.tsx';

/** Spec doc 2 §7: the default request deadline; a placement slower than this shows the dialog. */
export const REQUEST_TIMEOUT_MS = 45_000;

export interface CheckoutPageProps {
  data: CheckoutPageData;
  actionData: CheckoutActionResult | undefined;
  /** The session-token timer (28 minutes): the form is reset when it fires. */
  sessionTimerMs: number;
}

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function SlotSummary({ slot }: { slot: CheckoutPageData['slot'] }) {
  return (
    <section className={styles.section} aria-labelledby="slot-heading">
      <h2 id="slot-heading">Your slot</h2>
      {slot ? (
        <>
          <p>
            {slot.slotType === 'DELIVERY' ? 'Delivery' : 'Collection'} on{' '}
            {formatLongDate(slot.slotDate)}, {time(slot.startDateTime)} to {time(slot.endDateTime)}
          </p>
          <p>
            {slot.slotType === 'DELIVERY' ? 'Delivery to: ' : 'Collect from: '}
            {slot.addressSummary ?? slot.branchName ?? ''}
          </p>
          <p className={styles.row}>
            {/* Leaving checkout is a full page load (spec doc 2 §2). */}
            <a href="/ecom/bookslot">Change slot</a>
            <a href="/ecom/service-selection">Change address</a>
          </p>
        </>
      ) : (
        <p className={styles.alert}>
          {CHECKOUT_NO_SLOT} <a href="/ecom/bookslot">Book a slot</a>
        </p>
      )}
    </section>
  );
}

/**
 * Instant checkout (spec doc 2 §4; decision 0044): only when its state is ALLOWED. With
 * JavaScript the first press asks to confirm (confirming), the second places (in progress);
 * without it the one button places.
 */
/**
 * What this page shows the shopper pays (issue 21): placement charges exactly this, or refuses
 * with nothing charged when a tender or the total has changed since.
 */
function ShownTotalsField({ tenders }: { tenders: NonNullable<CheckoutPageData['tenders']> }) {
  return <input type="hidden" name="shownTotals" value={JSON.stringify(shownTotalsOf(tenders))} />;
}

function InstantCheckout({ data }: { data: CheckoutPageData }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const card = data.cards[0];
  if (data.instantCheckout !== 'ALLOWED' || !card || !data.tenders) return null;
  const inProgress = navigation.state !== 'idle' && navigation.formData?.get('instant') === '1';
  return (
    <section className={styles.section} aria-labelledby="instant-heading">
      <h2 id="instant-heading">{INSTANT_CHECKOUT_HEADING}</h2>
      <p>
        Pay {formatMoney(data.tenders.totals.toPay.amount)} with {card.label} and place your order
        in one step.
      </p>
      <Form method="post" className={styles.row}>
        <input type="hidden" name="intent" value="place-order" />
        <input type="hidden" name="instant" value="1" />
        <input type="hidden" name="idempotencyKey" value={`${data.idempotencyKey}-instant`} />
        <ShownTotalsField tenders={data.tenders} />
        <input type="hidden" name="paymentCardId" value={card.id} />
        {hydrated && <input type="hidden" name="js" value="1" />}
        {hydrated && !confirming ? (
          <Button type="button" onClick={() => setConfirming(true)}>
            Place order now
          </Button>
        ) : (
          <Button type="submit" disabled={inProgress}>
            {inProgress ? 'Placing your order…' : 'Confirm and place order'}
          </Button>
        )}
        {confirming && (
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        )}
      </Form>
    </section>
  );
}

export function CheckoutPage({ data, actionData, sessionTimerMs }: CheckoutPageProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [challenge, setChallenge] = useState<CheckoutActionResult['challenge'] | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const placing = navigation.state === 'submitting' && navigation.formData?.get('intent') !== null;
  const placeAnswer =
    actionData && ['place-order', 'resume'].includes(actionData.intent) ? actionData : undefined;

  useEffect(() => {
    if (placeAnswer?.challenge) setChallenge(placeAnswer.challenge);
  }, [placeAnswer]);

  // Spec doc 2 §4: the session time-out resets the form (the root shows the modal).
  useEffect(() => {
    const timer = setTimeout(() => formRef.current?.reset(), sessionTimerMs);
    return () => clearTimeout(timer);
  }, [sessionTimerMs]);

  // Spec doc 2 §8: a placement slower than the request deadline shows the time-out dialog.
  useEffect(() => {
    if (!placing) return;
    const timer = setTimeout(() => setTimedOut(true), REQUEST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [placing]);

  const resume = useCallback(() => {
    const id = challenge?.customerOrderId;
    setChallenge(null);
    if (id) submit({ intent: 'resume', customerOrderId: id }, { method: 'post' });
  }, [challenge, submit]);

  const fieldErrors = placeAnswer?.fieldErrors ?? {};
  const refusal = placeAnswer && !placeAnswer.ok ? placeAnswer.error : data.refusal;

  return (
    <CheckoutFeedback initial={actionData?.snackbar ?? null}>
      <div className={styles.page}>
        <h1>{CHECKOUT_TITLE}</h1>
        {data.orderStatus === 'AMENDING' && (
          <p className={styles.muted}>You are checking out the changes to your order.</p>
        )}
        {data.lineCount === 0 && (
          <p className={styles.alert}>
            {CHECKOUT_EMPTY_TROLLEY} <a href="/ecom">Continue shopping</a>
          </p>
        )}
        {refusal && (
          <div className={styles.alert} role="alert" data-testid="checkout-refusal">
            {refusal}
          </div>
        )}
        <InstantCheckout data={data} />
        <SlotSummary slot={data.slot} />
        {data.tenders && (
          <>
            <PromoCodesSection tenders={data.tenders} pageAnswer={actionData} />
            <GiftCardsSection tenders={data.tenders} pageAnswer={actionData} />
            <GiftVouchersSection tenders={data.tenders} pageAnswer={actionData} />
          </>
        )}
        <PartnerDiscountSection
          cardNumber={data.partnerDiscountCardNumber}
          pageAnswer={actionData}
        />
        <PaymentCardSection
          cards={data.cards}
          cardForm={data.cardForm}
          selectedCardId={data.selectedCardId}
          formId="place-order-form"
          error={fieldErrors.paymentCardId}
          pageAnswer={actionData}
        />
        <Form method="post" id="place-order-form" ref={formRef} className={styles.section}>
          <h2>Your details</h2>
          <input type="hidden" name="intent" value="place-order" />
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {data.tenders && <ShownTotalsField tenders={data.tenders} />}
          {hydrated && <input type="hidden" name="js" value="1" />}
          <FormField
            label="Contact number"
            name="contactNumber"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_NUMBER_MAX_LENGTH}
            hint="We'll call this number if there's a problem with your order."
            error={fieldErrors.contactNumber}
          />
          <FieldShell label="Delivery note" error={fieldErrors.deliveryNote}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                name="deliveryNote"
                maxLength={DELIVERY_NOTE_MAX_LENGTH}
                aria-describedby={describedBy}
                className={`${fieldControlClass({ multiline: true })} ${styles.textarea}`}
              />
            )}
          </FieldShell>
          <fieldset className={styles.radios}>
            <legend>Substitutions</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="subPreference"
                value="true"
                defaultChecked={data.subPreference !== false}
              />
              Allow substitutes if an item is unavailable
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="subPreference"
                value="false"
                defaultChecked={data.subPreference === false}
              />
              No substitutes
            </label>
          </fieldset>
          <label className={styles.choice}>
            <input type="checkbox" name="paperStatement" />
            Send me a paper statement with my order
          </label>
          {data.tenders && <CheckoutTotals totals={data.tenders.totals} />}
          <Button type="submit" disabled={placing}>
            {placing ? 'Placing your order…' : PLACE_ORDER}
          </Button>
        </Form>
      </div>
      {challenge && (
        <ChallengeDialog url={challenge.url} onDone={resume} onCancel={() => setChallenge(null)} />
      )}
      {timedOut && (
        <ReloadModal
          title={REQUEST_TIMEOUT_TITLE}
          text={REQUEST_TIMEOUT_TEXT}
          buttonLabel={REQUEST_TIMEOUT_BUTTON}
        />
      )}
    </CheckoutFeedback>
  );
}
