import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAddress } from '../../../../test/address-fixture.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { ADDRESS_AREAS } from '../lib/address-areas.ts';
import { AddressBookList } from './address-book-list.tsx';

function renderBook(count: number, initiallyExpanded = false) {
  const addresses = Array.from({ length: count }, (_, index) =>
    makeAddress({ id: index + 1, isContactAddress: index === 0 }),
  );
  renderWithRouter(
    <AddressBookList
      addresses={addresses}
      paths={ADDRESS_AREAS.myaccount}
      actions={null}
      initiallyExpanded={initiallyExpanded}
    />,
  );
}

/** Where each address is folded away, as the CSS reads it (small, medium, large screens). */
const hiddenOn = () =>
  screen.getAllByTestId('address-book-entry').map((entry) => entry.dataset.hiddenOn ?? '');
const expandControl = () => screen.queryByRole('button', { name: /^Show (all|fewer)/ });

describe('address book collapse (spec doc 2 §4)', () => {
  it('one address: shown everywhere, no expand control', () => {
    renderBook(1);
    expect(hiddenOn()).toEqual(['']);
    expect(expandControl()).toBeNull();
  });

  it('two addresses: shown on every screen without a control (2 or fewer has none off small screens, and a medium screen must not hide one with no way to see it)', () => {
    renderBook(2);
    expect(hiddenOn()).toEqual(['', '']);
    expect(expandControl()).toBeNull();
  });

  it('three addresses: 1 on medium, 2 elsewhere, the control on every screen; expanding shows all and collapses again', async () => {
    const user = userEvent.setup();
    renderBook(3);
    expect(hiddenOn()).toEqual(['', 'medium', 'small medium large']);
    const control = expandControl() as HTMLElement;
    expect(control).not.toHaveAttribute('data-hidden-on');
    expect(control).toHaveAccessibleName('Show all 3 addresses');
    expect(control).toHaveAttribute('aria-expanded', 'false');

    await user.click(control);
    expect(hiddenOn()).toEqual(['', '', '']);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(control).toHaveAccessibleName('Show fewer addresses');

    await user.click(control);
    expect(hiddenOn()).toEqual(['', 'medium', 'small medium large']);
  });

  it('the contact address is marked, and each action names its address', () => {
    renderBook(2);
    expect(screen.getAllByText('Contact address')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Edit 1 Acacia Avenue, KT1 1AA' })).toHaveAttribute(
      'href',
      '/myaccount/addresses/edit/1',
    );
    expect(screen.getByRole('link', { name: 'Delete 2 Acacia Avenue, KT1 1AA' })).toHaveAttribute(
      'href',
      '/my-details/addresses/delete?addressId=2',
    );
    // Only the other address can become the contact address.
    expect(screen.getAllByRole('button', { name: /^Make this my contact address/ })).toHaveLength(
      1,
    );
  });

  it('asked for the whole book (?addresses=all), it starts expanded', () => {
    renderBook(4, true);
    expect(hiddenOn()).toEqual(['', '', '', '']);
  });
});
