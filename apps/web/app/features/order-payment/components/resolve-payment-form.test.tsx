import type { PaymentCard } from '@grocer/server/contexts/payments/payments.contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { ResolvePayment } from './resolve-payment-form.tsx';

const visa: PaymentCard = {
  id: 7,
  cardType: 'VISA',
  cardholderName: 'H QUINCE',
  maskedCardNumber: '************4242',
  expiryDate: '09/28',
  expired: false,
  billingAddressId: null,
  label: 'Visa ending 4242',
};

const owed = {
  paymentResolutionEnabled: true,
  resolved: false,
  paymentAttemptAllowed: true,
  totalToPay: { amount: 4_250, currencyCode: 'GBP' as const },
};

describe('resolve order payment', () => {
  it('shows the amount owed and a saved-card choice with Pay in a plain form', () => {
    const { container } = renderWithRouter(
      <ResolvePayment customerOrderId="1001" resolution={owed} cards={[visa]} result={undefined} />,
    );
    expect(screen.getByText('£42.50')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Visa ending 4242/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Pay now £42.50' })).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('offers no payment when paymentAttemptAllowed is false', () => {
    renderWithRouter(
      <ResolvePayment
        customerOrderId="1001"
        resolution={{ ...owed, paymentAttemptAllowed: false }}
        cards={[visa]}
        result={undefined}
      />,
    );
    expect(screen.getByText('There is nothing to pay on this order.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the bank check in a frame with Continue', () => {
    renderWithRouter(
      <ResolvePayment
        customerOrderId="1001"
        resolution={owed}
        cards={[visa]}
        result={{ kind: 'challenge', challengeUrl: '/psp/challenge/pay_1' }}
      />,
    );
    expect(screen.getByTitle('Card authentication').getAttribute('src')).toBe(
      '/psp/challenge/pay_1',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says why a payment was refused', () => {
    renderWithRouter(
      <ResolvePayment
        customerOrderId="1001"
        resolution={owed}
        cards={[visa]}
        result={{ kind: 'error', message: 'Your card was declined. Please use another card.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your card was declined. Please use another card.',
    );
  });
});
