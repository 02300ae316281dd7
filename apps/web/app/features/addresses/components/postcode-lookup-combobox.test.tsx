import type {
  AddressSuggestion,
  SuggestedAddress,
} from '@grocer/server/contexts/addresses/addresses.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { EMPTY_ADDRESS_FORM } from '../lib/address-form-values.ts';
import { AddressForm } from './address-form.tsx';

const GROUP: AddressSuggestion = {
  id: 'set-1',
  label: 'Acacia Avenue, Kingston upon Thames',
  description: '12 addresses',
  type: 'RESULT_SET',
};
const FLAT: AddressSuggestion = {
  id: 'addr-7',
  label: 'Flat 2, 7 Acacia Avenue',
  description: 'Kingston upon Thames KT1 1AA',
  type: 'ADDRESS',
};
const HOUSE: AddressSuggestion = {
  id: 'addr-9',
  label: '9 Acacia Avenue',
  description: 'Kingston upon Thames KT1 1AA',
  type: 'ADDRESS',
};
const FLAT_ADDRESS: SuggestedAddress = {
  line1: 'Flat 2',
  line2: '7 Acacia Avenue',
  line3: '',
  town: 'Kingston upon Thames',
  region: 'Surrey',
  country: 'GB',
  postalCode: 'KT1 1AA',
  uniqueDomesticAddressReferenceNumber: '12345678',
};

function renderLookup(
  suggestionsFetcher: (text: string, container: string | null) => Promise<unknown>,
  addressFetcher = vi.fn(async () => ({ outcome: 'ok' as const, address: FLAT_ADDRESS })),
) {
  renderWithRouter(
    <AddressForm
      intent="add"
      initialValues={{ ...EMPTY_ADDRESS_FORM, firstName: 'Jane', lastName: 'Marsh' }}
      cancel={{ href: '/' }}
      lookup={{
        suggestionsFetcher: suggestionsFetcher as never,
        addressFetcher,
      }}
    />,
  );
  return { addressFetcher, box: screen.getByRole('combobox', { name: /Find a UK address/ }) };
}

describe('postcode lookup', () => {
  it('type a postcode → suggestions; a RESULT_SET opens into its addresses; picking one fills the form', async () => {
    const user = userEvent.setup();
    const asked: [string, string | null][] = [];
    const { box, addressFetcher } = renderLookup(async (text, container) => {
      asked.push([text, container]);
      return {
        outcome: 'ok',
        suggestions: container === 'set-1' ? [FLAT] : [GROUP, HOUSE],
      };
    });

    await user.type(box, 'KT1 1AA');
    const list = await screen.findByRole('listbox');
    expect(
      within(list).getByRole('option', { name: /^Acacia Avenue, Kingston upon Thames/ }),
    ).toBeVisible();
    expect(within(list).getByRole('option', { name: /^9 Acacia Avenue/ })).toBeVisible();
    // Debounced: one question for the whole postcode.
    expect(asked).toEqual([['KT1 1AA', null]]);

    await user.click(
      within(list).getByRole('option', { name: /^Acacia Avenue, Kingston upon Thames/ }),
    );
    const group = await screen.findByRole('option', { name: /Flat 2, 7 Acacia Avenue/ });
    expect(asked.at(-1)).toEqual(['KT1 1AA', 'set-1']);
    expect(screen.getByText('Addresses in Acacia Avenue, Kingston upon Thames')).toBeVisible();

    await user.click(group);
    expect(await screen.findByText(/We have filled in the address below/)).toBeVisible();
    expect(addressFetcher).toHaveBeenCalledWith('addr-7');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('Flat 2');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('7 Acacia Avenue');
    expect(screen.getByLabelText('Town or city (optional)')).toHaveValue('Kingston upon Thames');
    expect(screen.getByLabelText('County (optional)')).toHaveValue('Surrey');
    expect(screen.getByLabelText('Postcode')).toHaveValue('KT1 1AA');
    // Who it is for stays, and the fields stay editable by hand.
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    await user.clear(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), 'Flat 3');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('Flat 3');
    // The pick travels with the new address.
    const form = screen.getByLabelText('Address line 1').closest('form') as HTMLFormElement;
    expect(new FormData(form).get('suggestionId')).toBe('addr-7');
  });

  it('says when nothing matches, and when the lookup is not working; the form stays usable', async () => {
    const user = userEvent.setup();
    let answer: unknown = { outcome: 'ok', suggestions: [] };
    const { box } = renderLookup(async () => answer);
    await user.type(box, 'ZZ9 9ZZ');
    expect(await screen.findByText(/could not find any addresses/)).toBeVisible();

    answer = { outcome: 'unavailable' };
    await user.clear(box);
    await user.type(box, 'KT1');
    expect(await screen.findByText(/can't look up addresses at the moment/)).toBeVisible();
    expect(screen.getByLabelText('Address line 1')).toBeEnabled();
  });

  it('Enter in the lookup box does not submit the address form', async () => {
    const user = userEvent.setup();
    const { box } = renderLookup(async () => ({ outcome: 'ok', suggestions: [] }));
    const form = box.closest('form') as HTMLFormElement;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await user.type(box, 'KT1{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });
});
