import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { MyPassPageData, PlansPageData } from '../api/delivery-pass.server.ts';
import { DeliveryPassPlans } from './delivery-pass-plans.tsx';
import { MyDeliveryPass } from './my-delivery-pass.tsx';

const plans: PlansPageData['plans'] = [
  { id: 'ANYTIME_6', name: '6-month Anytime pass', summary: 'Any day.', price: '£39.00' },
  { id: 'ANYTIME_12', name: '12-month Anytime pass', summary: 'Any day.', price: '£69.00' },
  { id: 'MIDWEEK_6', name: '6-month Midweek pass', summary: 'Tue to Thu.', price: '£25.00' },
];

const pass: MyPassPageData = {
  planName: '12-month Anytime pass',
  price: '£69.00',
  started: 'Monday 30 November 2026',
  expires: 'Tuesday 30 November 2027',
  renews: 'Saturday 27 November 2027',
  autoRenew: true,
  renewalFailed: false,
  orders: [],
  moneySaved: '£0.00',
  notice: null,
};

describe('the delivery pass plans', () => {
  it('proves a shopper with a card chooses a plan and a card in one plain form', () => {
    const { container } = renderWithRouter(
      <DeliveryPassPlans
        plans={plans}
        signedIn
        active={false}
        cards={[{ id: 7, label: 'Visa ending 4242' }]}
        refused={null}
        error={null}
      />,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'ANYTIME_6',
      'ANYTIME_12',
      'MIDWEEK_6',
    ]);
    expect(screen.getByRole('radio', { name: /12-month Anytime pass £69.00/ })).toBeEnabled();
    expect(screen.getByLabelText('Pay with')).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Buy Delivery Pass' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('proves a visitor is asked to sign in, a shopper without a card to add one, and a refusal is read out', () => {
    renderWithRouter(
      <DeliveryPassPlans
        plans={plans}
        signedIn={false}
        active={false}
        cards={[]}
        refused={null}
        error={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in to buy a Delivery Pass' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login\?redirect=%2Fecom%2Fdelivery-pass$/),
    );
    expect(screen.queryByRole('button', { name: 'Buy Delivery Pass' })).toBeNull();
    renderWithRouter(
      <DeliveryPassPlans
        plans={plans}
        signedIn
        active={false}
        cards={[]}
        refused={null}
        error="Your card was declined."
      />,
    );
    expect(screen.getByRole('link', { name: 'Add a payment card' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});

describe('the shopper’s pass', () => {
  it('proves it shows when it renews, cancel auto-renew, and the orders with their savings', () => {
    renderWithRouter(
      <MyDeliveryPass
        pass={{
          ...pass,
          orders: [
            { customerOrderId: '1000042', delivery: 'Wednesday 2 December 2026', saved: '£4.50' },
          ],
          moneySaved: '£4.50',
        }}
        error={null}
      />,
    );
    expect(screen.getByText('Renews on')).toBeVisible();
    expect(screen.getByText('Saturday 27 November 2027')).toBeVisible();
    expect(screen.getByTestId('money-saved')).toHaveTextContent('£4.50');
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1000042', 'Wednesday 2 December 2026', '£4.50']);
    expect(screen.getByRole('button', { name: 'Cancel auto-renew' })).toHaveAttribute(
      'value',
      'auto-renew-off',
    );
  });

  it('proves with auto-renew off it shows the end date and offers to turn it on, and a refused renewal says so', () => {
    renderWithRouter(
      <MyDeliveryPass
        pass={{ ...pass, autoRenew: false, renews: null, renewalFailed: true }}
        error={null}
      />,
    );
    expect(screen.getByText('Ends')).toBeVisible();
    expect(screen.getByText(/Tuesday 30 November 2027 \(Auto-renew is off\)/)).toBeVisible();
    expect(screen.getByText(/We could not renew your pass/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on auto-renew' })).toHaveAttribute(
      'value',
      'auto-renew-on',
    );
    expect(screen.getByText(/No orders yet/)).toBeVisible();
  });
});
