import type { PaymentCard } from '@grocer/server/contexts/payments/payments.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { PaymentCardsManager, type PaymentCardsManagerProps } from './payment-cards-manager.tsx';

const visa: PaymentCard = {
  id: 7,
  cardType: 'VISA',
  cardholderName: 'J MARSH',
  maskedCardNumber: '************4242',
  expiryDate: '09/28',
  expired: false,
  billingAddressId: null,
  label: 'Visa ending 4242',
};

const none: PaymentCardsManagerProps = {
  cards: [],
  cardForm: null,
  confirmDelete: null,
  editing: null,
  billingAddresses: [],
  notice: null,
  error: null,
};

describe('payment cards page', () => {
  it('edits the cardholder, expiry and billing address from the address book', () => {
    renderWithRouter(
      <PaymentCardsManager
        {...none}
        cards={[visa]}
        editing={visa}
        billingAddresses={[{ id: 3, label: '1 Mill Lane, Reading, RG1 4AB' }]}
      />,
    );
    const form = screen.getByRole('region', { name: 'Edit Visa ending 4242' });
    expect(within(form).getByLabelText('Name on card')).toHaveValue('J MARSH');
    expect(within(form).getByLabelText('Expiry date (MM/YY)')).toHaveValue('09/28');
    const billing = within(form).getByLabelText('Billing address');
    expect(billing).toHaveValue('');
    expect(
      within(billing).getByRole('option', { name: '1 Mill Lane, Reading, RG1 4AB' }),
    ).toHaveValue('3');
  });

  it('says there are no saved cards, and offers to add one', () => {
    renderWithRouter(<PaymentCardsManager {...none} />);
    expect(screen.getByText("You don't have any saved payment cards.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a payment card' })).toHaveAttribute(
      'href',
      '/myaccount/payment-cards?add',
    );
  });

  it('lists a card as "Visa ending 4242" with its cardholder and expiry', () => {
    renderWithRouter(
      <PaymentCardsManager
        {...none}
        cards={[visa, { ...visa, id: 8, expired: true, expiryDate: '01/25' }]}
      />,
    );
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visa ending 4242');
    expect(first).toHaveTextContent('J MARSH');
    expect(first).toHaveTextContent('Expires 09/28');
    expect(second).toHaveTextContent('Expired 01/25');
  });

  it('asks before deleting, in a dialog whose Cancel keeps the card', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PaymentCardsManager {...none} cards={[visa]} />);
    await user.click(screen.getByRole('link', { name: 'Delete Visa ending 4242' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete payment card' });
    expect(dialog).toHaveTextContent('Delete Visa ending 4242?');
    expect(within(dialog).getByRole('button', { name: 'Delete card' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('list')).toHaveTextContent('Visa ending 4242');
  });

  it("embeds the provider's card form in an iframe, and shows the confirmation without JavaScript", () => {
    renderWithRouter(
      <PaymentCardsManager
        {...none}
        cards={[visa]}
        confirmDelete={visa}
        notice="saved"
        cardForm={{ sessionId: 's', formUrl: '/psp/form/s', providerOrigin: null }}
      />,
    );
    expect(screen.getByTitle('Card details')).toHaveAttribute('src', '/psp/form/s');
    expect(screen.getByRole('status')).toHaveTextContent('Your card has been saved.');
    expect(screen.getByRole('button', { name: 'Delete card' })).toBeInTheDocument();
  });
});
