import { ADDRESS_TITLES, COUNTRIES } from '@grocer/domain/address/address';
import { addressFieldErrors, addressFormSchema } from '@grocer/domain/address/address-form.schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { AddressRefusal } from '../lib/address-action-result.ts';
import { EMPTY_ADDRESS_FORM, readAddressForm } from '../lib/address-form-values.ts';
import { AddressForm } from './address-form.tsx';

const NO_LOOKUP = {
  suggestionsFetcher: async () => ({ outcome: 'ok' as const, suggestions: [] }),
};

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  return renderWithRouter(
    <AddressForm
      intent="add"
      initialValues={EMPTY_ADDRESS_FORM}
      cancel={{ href: '/myaccount/details-and-addresses' }}
      lookup={NO_LOOKUP}
      {...props}
    />,
  );
}

let lastRefusal: AddressRefusal | null = null;

/** A page showing the form with the last refusal its action gave. */
function RefusingPage() {
  return (
    <AddressForm
      intent="add"
      initialValues={EMPTY_ADDRESS_FORM}
      errors={lastRefusal?.errors}
      result={lastRefusal}
      cancel={{ href: '/' }}
      lookup={NO_LOOKUP}
    />
  );
}

describe('address form', () => {
  it('labels a UK address with county and postcode, an international one with state/province/region and ZIP/postal code', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('County (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText('State/Province/Region (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP/Postal code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Postcode')).toBeNull();

    // Jersey counts as UK (spec doc 2 §3).
    await user.selectOptions(screen.getByLabelText('Country'), 'JE');
    expect(screen.getByLabelText('Postcode')).toBeInTheDocument();
  });

  it('offers every country, and titles after a Please select... empty option', () => {
    renderForm();
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    const titles = within(screen.getByLabelText('Title (optional)')).getAllByRole('option');
    expect(titles.map((option) => option.textContent)).toEqual([
      'Please select...',
      ...ADDRESS_TITLES,
    ]);
    expect(titles[0]).toHaveValue('');
  });

  it('shows the postcode lookup only for a UK address; the manual fields are always there', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Find a UK address by postcode' })).toBeVisible();
    expect(screen.getByLabelText('Address line 1')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.queryByRole('combobox', { name: 'Find a UK address by postcode' })).toBeNull();
    expect(screen.getByLabelText('Address line 1')).toBeVisible();
  });

  it('focuses the first error in the spec order: contact number before the names and lines', () => {
    const errors = {
      postalCode: 'Invalid UK postcode',
      firstName: 'Please enter your first name',
      contactNumber: 'Invalid phone number',
      line1: 'Required',
    };
    renderForm({ errors, result: { at: 1 } });
    expect(screen.getByLabelText('Contact number (optional)')).toHaveFocus();
    expect(screen.getByLabelText('Contact number (optional)')).toHaveAccessibleDescription(
      'Invalid phone number',
    );
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the form-wide problem (addressApiError) before any field', () => {
    renderForm({
      errors: { addressApiError: 'Your address book is full.', title: 'Please select a title' },
      result: { at: 2 },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your address book is full.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('posts the fields; a refusal by the domain rules shows their messages and focuses the first name', async () => {
    const user = userEvent.setup();
    const posted: Record<string, string>[] = [];
    lastRefusal = null;
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: RefusingPage,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries(form) as Record<string, string>);
          const values = readAddressForm(form);
          const parsed = addressFormSchema.safeParse(values);
          if (parsed.success) return { ok: true };
          lastRefusal = {
            ok: false,
            intent: 'add',
            addressId: null,
            errors: addressFieldErrors(parsed.error),
            values,
            modal: null,
            at: Date.now(),
          };
          return data(lastRefusal, { status: 400 });
        },
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await user.type(screen.getByLabelText('Postcode'), 'not a postcode');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText('Please enter your last name')).toBeVisible();
    expect(screen.getByText('Required')).toBeVisible();
    expect(screen.getByText('Invalid UK postcode')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(posted[0]).toMatchObject({ intent: 'add', country: 'GB', postalCode: 'not a postcode' });
  });
});
