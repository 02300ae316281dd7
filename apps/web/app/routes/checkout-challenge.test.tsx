import { CHECKOUT_EMPTY_TROLLEY } from '@grocer/domain/messages/checkout-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckoutPageData, OrderTenders } from '../features/checkout/api/checkout.server.ts';
import Checkout, { shouldRevalidate } from './checkout.tsx';

/**
 * Issue 21: while the card's 3-D Secure check is open, the trolley has been closed into a
 * PENDING order, so the checkout read again is an empty trolley. The page behind the dialog
 * keeps showing the order being paid, never "Your trolley is empty" and £0.00.
 */

const pence = (amount: number) => ({ amount, currencyCode: 'GBP' });

function tendersOf(amount: number): OrderTenders {
  const zero = pence(0);
  return {
    customerOrderId: '123',
    giftCards: [],
    giftVouchers: [],
    promoCodes: [],
    giftCardsFull: false,
    giftVouchersFull: false,
    totals: {
      totalPrice: pence(amount),
      orderLines: pence(amount),
      deliveryCharge: zero,
      depositCharge: zero,
      carrierBagCharge: zero,
      offerSavings: zero,
      membershipSavings: zero,
      incentiveSavings: zero,
      orderLevelSavings: zero,
      totalSavings: zero,
      giftVouchers: zero,
      giftCards: zero,
      paymentCard: pence(amount),
      toPay: pence(amount),
    },
  } as OrderTenders;
}

const base: CheckoutPageData = {
  orderId: '123',
  orderStatus: null,
  idempotencyKey: 'key-1',
  lineCount: 3,
  hardConflictCount: 0,
  minimumSpendThresholdMet: true,
  subPreference: true,
  slot: null,
  tenders: tendersOf(4_650),
  partnerDiscountCardNumber: null,
  cards: [],
  cardForm: null,
  selectedCardId: null,
  instantCheckout: 'NOT_ALLOWED',
  refusal: null,
};

/** What the page reads once the trolley has become a PENDING order: a new, empty trolley. */
const emptied: CheckoutPageData = {
  ...base,
  orderId: '124',
  lineCount: 0,
  tenders: tendersOf(0),
};

function renderCheckout() {
  let reads = 0;
  const Stub = createRoutesStub([
    {
      path: '/checkout',
      Component: Checkout,
      shouldRevalidate,
      HydrateFallback: NothingYet,
      loader: () => {
        reads += 1;
        return reads === 1 ? base : emptied;
      },
      action: () => ({
        intent: 'place-order',
        ok: false,
        challenge: { url: 'about:blank', customerOrderId: '123' },
      }),
    },
  ]);
  render(<Stub initialEntries={['/checkout']} />);
}

describe('checkout during the card check', () => {
  it('keeps the order being paid behind the 3-D Secure dialog', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(
      (await screen.findByTestId('checkout-totals')).querySelector('[data-total="toPay"] dd'),
    ).toHaveTextContent('£46.50');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();

    expect(screen.queryByText(CHECKOUT_EMPTY_TROLLEY, { exact: false })).toBeNull();
    expect(
      screen.getByTestId('checkout-totals').querySelector('[data-total="toPay"] dd'),
    ).toHaveTextContent('£46.50');
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
