import type { Address } from '@grocer/domain/address/address';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { AccountOverview } from '../api/account-overview.server.ts';
import { AccountOverviewView } from './account-overview.tsx';

const account = {
  id: 7,
  email: 'jane.marsh@example.com',
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Marsh',
};

const address: Address = {
  id: 3,
  isContactAddress: true,
  line1: '12 Acacia Avenue',
  line2: 'Flat 2',
  line3: '',
  town: 'Kingston upon Thames',
  region: 'Surrey',
  country: 'GB',
  postalCode: 'KT1 1AA',
  addressStatus: 'ACTIVE',
  created: '2026-01-05T10:00:00Z',
  addressee: {
    title: 'Mrs',
    firstName: 'Jane',
    lastName: 'Marsh',
    contactNumber: '07700900123',
    modified: '2026-01-05T10:00:00Z',
  },
  delivery: { customerNote: '' },
  uniqueDomesticAddressReferenceNumber: null,
};

function renderOverview(overview: Partial<AccountOverview> = {}) {
  return renderWithRouter(
    <AccountOverviewView
      account={account}
      contactAddress={null}
      recentOrder={null}
      {...overview}
    />,
  );
}

describe('account overview', () => {
  it("shows the shopper's name and email address under My Account", () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Mrs Jane Marsh')).toBeInTheDocument();
    expect(within(details).getByText('jane.marsh@example.com')).toBeInTheDocument();
  });

  it('prompts a shopper without an address to add one, on the addresses page', () => {
    renderOverview();
    const contact = screen.getByRole('region', { name: 'Contact address' });
    expect(within(contact).getByText(/You haven't added an address yet/)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/myaccount/details-and-addresses',
    );
  });

  it('shows the contact address line by line, with the country only when abroad', () => {
    const { unmount } = renderOverview({ contactAddress: address });
    const contact = screen.getByRole('region', { name: 'Contact address' });
    expect(within(contact).queryByRole('link', { name: 'Add an address' })).toBeNull();
    const lines = [...(contact.querySelector('address')?.children ?? [])].map((l) => l.textContent);
    expect(lines).toEqual([
      'Mrs Jane Marsh',
      '12 Acacia Avenue',
      'Flat 2',
      'Kingston upon Thames',
      'Surrey',
      'KT1 1AA',
    ]);
    unmount();
    renderOverview({
      contactAddress: { ...address, country: 'FR', region: '', postalCode: '75001' },
    });
    expect(screen.getByText('France')).toBeInTheDocument();
  });

  it('shows a recent order section only when there is an order', () => {
    const { unmount } = renderOverview();
    expect(screen.queryByRole('region', { name: 'Your recent order' })).toBeNull();
    unmount();
    renderOverview({
      recentOrder: {
        customerOrderId: '1002003004',
        status: 'PLACED',
        slot: { type: 'DELIVERY', start: '2026-03-07T09:00:00Z', end: '2026-03-07T10:00:00Z' },
        numberOfItems: 23,
        totalPence: 8450,
      },
    });
    const order = screen.getByRole('region', { name: 'Your recent order' });
    expect(within(order).getByText('1002003004')).toBeInTheDocument();
    expect(within(order).getByText('Placed')).toBeInTheDocument();
    expect(within(order).getByText('Saturday 7 March 2026')).toBeInTheDocument();
    expect(within(order).getByText('£84.50')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/myaccount/my-orders/order/1002003004',
    );
  });

  it('links to every part of the account', () => {
    renderOverview();
    const links = within(screen.getByRole('navigation', { name: 'Manage your account' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My details', '/my-details'],
      ['Details and addresses', '/myaccount/details-and-addresses'],
      ['My orders', '/myaccount/my-orders'],
      ['Payment cards', '/myaccount/payment-cards'],
      ['My offers', '/myaccount/my-offers'],
      ['Marketing preferences', '/myaccount/marketing-preferences'],
    ]);
  });
});
