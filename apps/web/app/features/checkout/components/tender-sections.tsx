import { formatMoney } from '@grocer/domain/money/money';
import { promoCodeType } from '@grocer/domain/tenders/promo-code-type';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { CheckoutActionResult, OrderTenders } from '../api/checkout.server.ts';
import styles from './checkout.module.css';
import { useSectionFetcher } from './use-section-fetcher.ts';

interface SectionProps {
  tenders: OrderTenders;
  pageAnswer: CheckoutActionResult | undefined;
}

function Alert({ answer }: { answer: CheckoutActionResult | undefined }) {
  if (!answer || answer.ok || !answer.error) return null;
  return (
    <p className={styles.alert} role="alert">
      {answer.error}
    </p>
  );
}

/** The gift cards or vouchers on the order, each with its Remove button (a plain form without JavaScript). */
function AppliedTenders({
  label,
  removeIntent,
  Form,
  items,
}: {
  label: string;
  removeIntent: string;
  Form: ReturnType<typeof useSectionFetcher>['fetcher']['Form'];
  items: { serialNumber: string; text: string; removeLabel: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.serialNumber} className={styles.listItem}>
          <span>{item.text}</span>
          <Form method="post">
            <input type="hidden" name="intent" value={removeIntent} />
            <input type="hidden" name="serialNumber" value={item.serialNumber} />
            <Button type="submit" variant="ghost" aria-label={item.removeLabel}>
              Remove
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Gift cards (spec doc 2 §4, §5): number and PIN, checked by token and validation nonce. */
export function GiftCardsSection({ tenders, pageAnswer }: SectionProps) {
  const add = useSectionFetcher(['add-gift-card', 'remove-gift-card'], pageAnswer);
  const fieldErrors = add.answer?.fieldErrors ?? {};
  return (
    <section className={styles.section} aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading">Gift cards</h2>
      <AppliedTenders
        label="Gift cards on your order"
        removeIntent="remove-gift-card"
        Form={add.fetcher.Form}
        items={tenders.giftCards.map((card) => ({
          serialNumber: card.serialNumber,
          text: `Gift card ending ${card.serialNumber.slice(-4)}: ${formatMoney(card.amountToDeduct.amount)} off, ${formatMoney(card.remainingBalance.amount)} balance`,
          removeLabel: `Remove gift card ending ${card.serialNumber.slice(-4)}`,
        }))}
      />
      {tenders.giftCardsFull ? (
        <p className={styles.muted}>You have added the most gift cards an order can take.</p>
      ) : (
        <add.fetcher.Form method="post" ref={add.formRef} className={styles.row}>
          <input type="hidden" name="intent" value="add-gift-card" />
          <FormField
            label="Gift card number"
            name="giftCardNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            error={fieldErrors.giftCardNumber}
          />
          <FormField
            label="PIN"
            name="giftCardPin"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={fieldErrors.giftCardPin}
          />
          <Button type="submit" variant="secondary" disabled={add.busy}>
            Add gift card
          </Button>
        </add.fetcher.Form>
      )}
      <Alert answer={add.answer} />
    </section>
  );
}

/** Gift vouchers (spec doc 2 §5): ORDER_ORCHESTRATION_037 details are the field's inline errors. */
export function GiftVouchersSection({ tenders, pageAnswer }: SectionProps) {
  const section = useSectionFetcher(['add-gift-voucher', 'remove-gift-voucher'], pageAnswer);
  const inline = section.answer?.fieldErrors?.serialNumber;
  return (
    <section className={styles.section} aria-labelledby="gift-vouchers-heading">
      <h2 id="gift-vouchers-heading">Gift vouchers</h2>
      <AppliedTenders
        label="Gift vouchers on your order"
        removeIntent="remove-gift-voucher"
        Form={section.fetcher.Form}
        items={tenders.giftVouchers.map((voucher) => ({
          serialNumber: voucher.serialNumber,
          text: `Voucher ${voucher.serialNumber}: ${formatMoney(voucher.amount.amount)}`,
          removeLabel: `Remove voucher ${voucher.serialNumber}`,
        }))}
      />
      {tenders.giftVouchersFull ? (
        <p className={styles.muted}>You have added the most gift vouchers an order can take.</p>
      ) : (
        <section.fetcher.Form method="post" ref={section.formRef} className={styles.row}>
          <input type="hidden" name="intent" value="add-gift-voucher" />
          <FormField
            label="Gift voucher number"
            name="serialNumber"
            autoComplete="off"
            maxLength={40}
            error={inline}
          />
          <Button type="submit" variant="secondary" disabled={section.busy}>
            Add voucher
          </Button>
        </section.fetcher.Form>
      )}
      {!inline && <Alert answer={section.answer} />}
    </section>
  );
}

const PROMO_TYPE_LABELS = { VOUCHER: 'Voucher code', COMBO: 'Combo code', COUPON: 'Coupon' };

/** Promo codes (spec doc 2 §4, §5, §8): the type from the code, the spec's snackbars. */
export function PromoCodesSection({ tenders, pageAnswer }: SectionProps) {
  const section = useSectionFetcher(['add-promo-code', 'remove-promo-code'], pageAnswer);
  const [typed, setTyped] = useState('');
  const type = typed.trim() === '' ? null : promoCodeType(typed);
  return (
    <section className={styles.section} aria-labelledby="promo-codes-heading">
      <h2 id="promo-codes-heading">Promo codes</h2>
      {tenders.promoCodes.length > 0 && (
        <ul className={styles.list} aria-label="Promo codes on your order">
          {tenders.promoCodes.map((promo) => (
            <li key={promo.code} className={styles.listItem}>
              <span>
                {promo.code} ({PROMO_TYPE_LABELS[promo.type]}): {promo.description},{' '}
                {formatMoney(promo.value.amount)} off
              </span>
              <section.fetcher.Form method="post">
                <input type="hidden" name="intent" value="remove-promo-code" />
                <input type="hidden" name="code" value={promo.code} />
                <Button type="submit" variant="ghost" aria-label={`Remove code ${promo.code}`}>
                  Remove
                </Button>
              </section.fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <section.fetcher.Form
        method="post"
        ref={section.formRef}
        className={styles.row}
        onReset={() => setTyped('')}
      >
        <input type="hidden" name="intent" value="add-promo-code" />
        <FormField
          label="Promo code"
          name="code"
          autoComplete="off"
          maxLength={60}
          onChange={(event) => setTyped(event.currentTarget.value)}
          hint={type ? PROMO_TYPE_LABELS[type] : undefined}
          error={section.answer?.fieldErrors?.code}
        />
        <Button type="submit" variant="secondary" disabled={section.busy}>
          Apply code
        </Button>
      </section.fetcher.Form>
      <Alert answer={section.answer} />
    </section>
  );
}

/** The partner discount card (spec doc 2 §7, §8; decision 0044). */
export function PartnerDiscountSection({
  cardNumber,
  pageAnswer,
}: {
  cardNumber: string | null;
  pageAnswer: CheckoutActionResult | undefined;
}) {
  const section = useSectionFetcher(
    ['add-partner-discount-card', 'remove-partner-discount-card'],
    pageAnswer,
  );
  return (
    <section className={styles.section} aria-labelledby="partner-discount-heading">
      <h2 id="partner-discount-heading">Partner discount card</h2>
      {cardNumber ? (
        <div className={styles.listItem}>
          <span>Partner discount card {cardNumber}</span>
          <section.fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove-partner-discount-card" />
            <Button type="submit" variant="ghost" aria-label="Remove partner discount card">
              Remove
            </Button>
          </section.fetcher.Form>
        </div>
      ) : (
        <section.fetcher.Form method="post" ref={section.formRef} className={styles.row}>
          <input type="hidden" name="intent" value="add-partner-discount-card" />
          <FormField
            label="Partner discount card number"
            name="partnerDiscountCardNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            error={section.answer?.fieldErrors?.partnerDiscountCardNumber}
          />
          <Button type="submit" variant="secondary" disabled={section.busy}>
            Apply card
          </Button>
        </section.fetcher.Form>
      )}
      {!section.answer?.fieldErrors && <Alert answer={section.answer} />}
    </section>
  );
}
