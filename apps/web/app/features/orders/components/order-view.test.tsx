import { moneyOfPence as gbp } from '@grocer/domain/money/money';
import { deliveryStatus } from '@grocer/domain/orders/delivery-status';
import { AMEND_CUT_OFF_ALERT } from '@grocer/domain/orders/order-amend-cut-off';
import { AMEND_CUT_OFF_MESSAGES } from '@grocer/domain/orders/order-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { OrderDetails } from '../api/orders.server.ts';
import { OrderView } from './order-view.tsx';

/**
 * View Order after fulfilment (decision 0043 Wiring): "Actual totals" once picked, the substitute
 * under its line, the picked amount, and a PAYMENT_FAILED order's "Pay now" link to the resolve
 * page; no amend or cancel action in any of these statuses. Every estimated (14) and actual (9)
 * total of spec doc 2 §3 and the card payment's facts are shown.
 */

const slot = { startDateTime: '2026-06-12T08:00:00Z', endDateTime: '2026-06-12T09:00:00Z' };
const zero = gbp(0);
const estimatedTotals = {
  giftCards: zero,
  giftVouchers: zero,
  paymentCard: gbp(1000),
  toPay: gbp(1000),
  totalSavings: zero,
  orderLevelSavings: zero,
  offerSavings: zero,
  membershipSavings: zero,
  incentiveSavings: zero,
  totalPrice: gbp(1000),
  deliveryCharge: zero,
  carrierBagCharge: zero,
  orderLines: gbp(1000),
  depositCharge: zero,
};
const actualTotals = {
  paid: gbp(850),
  savings: zero,
  partnerDiscountSavings: zero,
  membershipSavings: zero,
  offerSavings: zero,
  deliveryCharge: zero,
  carrierBagCharge: zero,
  pickedPrice: gbp(850),
  depositCharge: zero,
};

function line(lineNumber: string, extra: Partial<OrderDetails['orderLines'][number]>) {
  return {
    lineNumber,
    productId: `p-${lineNumber}`,
    orderLineStatus: 'ACTIVE',
    orderLineType: 'STANDARD',
    substitutionAllowed: true,
    noteToShopper: null,
    supplierOrderRequired: false,
    sequenceNumber: 1,
    substitutes: [],
    picked: null,
    personalisedInfos: [],
    quantity: { amount: 1, uom: 'C62' },
    price: gbp(500),
    unitPrice: gbp(500),
    salePrice: gbp(500),
    totalPrice: gbp(500),
    estimated: false,
    estimatedPrice: gbp(500),
    estimatedTotalPrice: gbp(500),
    depositCharge: zero,
    adjustments: [],
    ...extra,
  } as OrderDetails['orderLines'][number];
}

const cardPayment = {
  cardType: 'MASTERCARD',
  cardholderName: 'Jane Smith',
  maskedCardNumber: '************4444',
  startDate: null,
  expiryDate: '12/30',
  businessAccount: false,
  billingAddress: {
    id: 7,
    line1: '12 Acacia Avenue',
    line2: '',
    line3: '',
    town: 'Kingston upon Thames',
    region: '',
    country: 'GB',
    postalCode: 'KT1 1AA',
  },
};

function order(
  status: OrderDetails['status'],
  picked: boolean,
  extra: Partial<OrderDetails> = {},
): OrderDetails {
  return {
    customerOrderId: '42',
    status,
    created: '2026-06-01T10:00:00Z',
    numberOfItems: 2,
    links: [],
    alerts: [],
    deliveryStatus: deliveryStatus(status, slot),
    slots: [],
    estimatedTotals,
    actualTotals: picked ? actualTotals : null,
    capturedAmount: null,
    paymentInfo: { giftCards: [], vouchers: [], cardPayment: null },
    orderLines: [
      line(
        '111',
        picked ? { picked: { outcome: 'PICKED', quantity: { amount: 1, uom: 'C62' } } } : {},
      ),
      line(
        '222',
        picked
          ? {
              picked: { outcome: 'SUBSTITUTED', quantity: { amount: 1, uom: 'C62' } },
              substitutes: [
                {
                  lineNumber: '333',
                  productId: 'p-333',
                  name: 'Cheaper milk',
                  price: gbp(350),
                  quantity: { amount: 1, uom: 'C62' },
                },
              ],
            }
          : {},
      ),
    ],
    ...extra,
  } as unknown as OrderDetails;
}

const products = {
  '111': { name: 'Bread', image: null, size: '800g' },
  '222': { name: 'Milk', image: null, size: '2 pints' },
};

describe('View Order after fulfilment', () => {
  it('shows the actual totals and the substitute under its line once picked', () => {
    renderWithRouter(<OrderView order={order('PICKED', true)} products={products} />);
    expect(screen.getByRole('heading', { name: 'Actual totals' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    const milk = rows.find((row) => within(row).queryByText(/^Milk/)) as HTMLElement;
    expect(within(milk).getByText(/Substituted with Cheaper milk/)).toHaveTextContent(
      'Substituted with Cheaper milk — 1 at £3.50',
    );
    const bread = rows.find((row) => within(row).queryByText(/^Bread/)) as HTMLElement;
    expect(within(bread).getByText(/^Picked:/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('shows no actual totals or substitutes before picking', () => {
    renderWithRouter(<OrderView order={order('FULFIL', false)} products={products} />);
    expect(screen.queryByRole('heading', { name: 'Actual totals' })).toBeNull();
    expect(screen.queryByText(/Substituted with/)).toBeNull();
    expect(screen.getByText('Being prepared', { selector: 'strong' })).toBeInTheDocument();
  });

  it('offers "Pay now" to the resolve page for a PAYMENT_FAILED order, and no amend or cancel', () => {
    renderWithRouter(<OrderView order={order('PAYMENT_FAILED', true)} products={products} />);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/resolve-order-payment/42',
    );
    expect(screen.queryByRole('button', { name: 'Amend order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel order' })).toBeNull();
  });

  it.each([
    ['FULFIL', 'Being prepared'],
    ['PICKED', 'Ready'],
    ['COMPLETED', 'Delivered'],
    ['PAID', 'Delivered'],
  ] as const)('a %s order offers no amend or cancel and reads "%s"', (status, text) => {
    renderWithRouter(<OrderView order={order(status, status !== 'FULFIL')} products={products} />);
    expect(screen.getByText(text, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amend order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change slot' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
  });
});

describe('View Order after an amend the cut-off ended (decision 0059)', () => {
  it.each([
    ['PLACED', AMEND_CUT_OFF_MESSAGES.SHOPPER_SET_ASIDE],
    ['FULFIL', AMEND_CUT_OFF_MESSAGES.SHOPPER_HELD_SLOT],
  ] as const)('a %s order shows what happened to its slot', (status, message) => {
    const alerts = [{ type: AMEND_CUT_OFF_ALERT, message }];
    renderWithRouter(<OrderView order={order(status, false, { alerts })} products={products} />);
    expect(screen.getByRole('note')).toHaveTextContent(message);
  });

  it('shows no such note for an order without one', () => {
    renderWithRouter(<OrderView order={order('PLACED', false)} products={products} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('View Order totals and payment', () => {
  const distinct = <T extends Record<string, unknown>>(fields: T) =>
    Object.fromEntries(Object.keys(fields).map((key, index) => [key, gbp(101 + index)])) as T;
  const estimated = distinct(estimatedTotals);
  const actual = distinct(actualTotals);

  it('shows all 14 estimated totals, each with its own amount', () => {
    renderWithRouter(
      <OrderView
        order={order('FULFIL', false, { estimatedTotals: estimated })}
        products={products}
      />,
    );
    const totals = screen.getByRole('region', { name: 'Estimated total' });
    const rows = totals.querySelectorAll('[data-total]');
    expect([...rows].map((row) => row.getAttribute('data-total')).sort()).toEqual(
      Object.keys(estimatedTotals).sort(),
    );
    expect(within(totals).getByText('Promo code savings').nextElementSibling).toHaveTextContent(
      `-£${(estimated.orderLevelSavings.amount / 100).toFixed(2)}`,
    );
    expect(within(totals).getByText('Payment card').nextElementSibling).toHaveTextContent(
      `£${(estimated.paymentCard.amount / 100).toFixed(2)}`,
    );
    expect(within(totals).getByText('Incentive savings')).toBeInTheDocument();
  });

  it('shows all 9 actual totals once picked', () => {
    renderWithRouter(
      <OrderView order={order('PICKED', true, { actualTotals: actual })} products={products} />,
    );
    const totals = screen.getByRole('region', { name: 'Actual totals' });
    const rows = totals.querySelectorAll('[data-total]');
    expect([...rows].map((row) => row.getAttribute('data-total')).sort()).toEqual(
      Object.keys(actualTotals).sort(),
    );
    expect(
      within(totals).getByText('Partner discount savings').nextElementSibling,
    ).toHaveTextContent(`-£${(actual.partnerDiscountSavings.amount / 100).toFixed(2)}`);
    expect(within(totals).getByText('Paid').nextElementSibling).toHaveTextContent(
      `£${(actual.paid.amount / 100).toFixed(2)}`,
    );
  });

  it('shows the card type name, cardholder, masked number, expiry and billing address', () => {
    renderWithRouter(
      <OrderView
        order={order('PLACED', false, {
          paymentInfo: { giftCards: [], vouchers: [], cardPayment },
        } as unknown as Partial<OrderDetails>)}
        products={products}
      />,
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Card').nextElementSibling).toHaveTextContent(
      'Mastercard ************4444',
    );
    expect(within(payment).getByText('Cardholder').nextElementSibling).toHaveTextContent(
      'Jane Smith',
    );
    expect(within(payment).getByText('Expires').nextElementSibling).toHaveTextContent('12/30');
    expect(within(payment).getByText('Billing address').nextElementSibling).toHaveTextContent(
      '12 Acacia Avenue, Kingston upon Thames, KT1 1AA',
    );
  });
});
