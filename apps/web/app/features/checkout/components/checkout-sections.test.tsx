import { moneyOfPence } from '@grocer/domain/money/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { OrderTenders } from '../api/checkout.server.ts';
import { CheckoutTotals, TOTAL_ROWS } from './checkout-totals.tsx';
import { GiftCardsSection, GiftVouchersSection, PromoCodesSection } from './tender-sections.tsx';

const money = moneyOfPence;

const tenders: OrderTenders = {
  customerOrderId: '123',
  giftCards: [],
  giftVouchers: [],
  promoCodes: [],
  giftCardsFull: false,
  giftVouchersFull: false,
  totals: {
    totalPrice: money(5_000),
    orderLines: money(4_750),
    deliveryCharge: money(250),
    depositCharge: money(0),
    carrierBagCharge: money(0),
    offerSavings: money(300),
    membershipSavings: money(100),
    incentiveSavings: money(0),
    orderLevelSavings: money(475),
    totalSavings: money(875),
    giftVouchers: money(1_000),
    giftCards: money(500),
    paymentCard: money(3_025),
    toPay: money(3_025),
  },
};

describe('checkout sections (decision 0044)', () => {
  it('proves the totals show every estimated-total field of spec doc 2 §3, as answered', () => {
    renderWithRouter(<CheckoutTotals totals={tenders.totals} />);
    const list = screen.getByTestId('checkout-totals');
    expect(TOTAL_ROWS.map((row) => row.field).sort()).toEqual(Object.keys(tenders.totals).sort());
    expect(within(list).getAllByRole('term')).toHaveLength(14);
    const row = (field: string) => list.querySelector(`[data-total="${field}"] dd`)?.textContent;
    expect(row('toPay')).toBe('£30.25');
    expect(row('orderLevelSavings')).toBe('-£4.75');
    expect(row('deliveryCharge')).toBe('£2.50');
  });

  it('proves ORDER_ORCHESTRATION_037 details are the voucher field’s inline error, not a second alert', () => {
    renderWithRouter(
      <GiftVouchersSection
        tenders={tenders}
        pageAnswer={{
          intent: 'add-gift-voucher',
          ok: false,
          error: 'This gift voucher has already been used.',
          fieldErrors: { serialNumber: 'This gift voucher has already been used.' },
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Gift voucher number' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This gift voucher has already been used.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('proves full gift card and voucher lists (above 9) offer no more fields', () => {
    const full = { ...tenders, giftCardsFull: true, giftVouchersFull: true };
    renderWithRouter(
      <>
        <GiftCardsSection tenders={full} pageAnswer={undefined} />
        <GiftVouchersSection tenders={full} pageAnswer={undefined} />
      </>,
    );
    expect(screen.queryByRole('textbox', { name: 'Gift card number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Gift voucher number' })).toBeNull();
    expect(screen.getByText(/most gift cards/)).toBeInTheDocument();
  });

  it('proves the promo code field names the type the domain rule detects as the shopper types', async () => {
    renderWithRouter(<PromoCodesSection tenders={tenders} pageAnswer={undefined} />);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'MTIzNDU6Njc4OQ==');
    expect(screen.getByText('Voucher code')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'ABCDEFGHJK23456');
    expect(screen.getByText('Combo code')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'SAVE10PC');
    expect(screen.getByText('Coupon')).toBeInTheDocument();
  });
});
