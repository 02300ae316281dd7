import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { PaymentCards } from './payment-cards.tsx';

function EmptyCards() {
  return <PaymentCards cards={[]} />;
}

function AnotherPage() {
  return <p>Another page</p>;
}

describe('payment cards', () => {
  it('says there are no saved cards, and where they come from', () => {
    renderWithRouter(<PaymentCards cards={[]} />);
    expect(screen.getByText("You don't have any saved payment cards.")).toBeInTheDocument();
    expect(screen.getByText(/you can choose to save your card/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists saved cards by type, masked number and expiry', () => {
    renderWithRouter(
      <PaymentCards
        cards={[
          {
            id: 'c1',
            cardType: 'VISA',
            cardholderName: 'J MARSH',
            maskedCardNumber: '**** **** **** 4242',
            expiryDate: '09/28',
          },
        ]}
      />,
    );
    const card = within(screen.getByRole('list')).getByRole('listitem');
    expect(card).toHaveTextContent('Visa');
    expect(card).toHaveTextContent('**** **** **** 4242');
    expect(card).toHaveTextContent('Expires 09/28');
    expect(screen.queryByText("You don't have any saved payment cards.")).toBeNull();
  });

  it('leaves the page with full page loads, never a client-side navigation', async () => {
    const Stub = createRoutesStub([
      { path: '/myaccount/payment-cards', Component: EmptyCards },
      { path: '*', Component: AnotherPage },
    ]);
    render(<Stub initialEntries={['/myaccount/payment-cards']} />);
    // The browser's own navigation is what follows a click; the router stays put.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to My Account' }));
    expect(screen.queryByText('Another page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });
});
