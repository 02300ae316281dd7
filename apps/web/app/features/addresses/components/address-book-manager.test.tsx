import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../../test/address-fixture.ts';
import type { AddressActionResult } from '../lib/address-action-result.ts';
import type { AddressBookEntry } from '../lib/address-book-entry.ts';
import { EMPTY_ADDRESS_FORM } from '../lib/address-form-values.ts';
import { AddressBookManager } from './address-book-manager.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.hash}`}</output>;
}

let shownEntries: AddressBookEntry[] = [];

function BookPage() {
  return (
    <>
      <AddressBookManager
        area="myaccount"
        entries={shownEntries}
        newAddress={{ ...EMPTY_ADDRESS_FORM, firstName: 'Jane', lastName: 'Marsh' }}
        notice={null}
        actionResult={undefined}
        initiallyExpanded={false}
        lookup={{ suggestionsFetcher: async () => ({ outcome: 'ok', suggestions: [] }) }}
      />
      <Where />
    </>
  );
}

/**
 * The book on a page whose action answers as `answer` says, recording what was posted (the
 * server's answers are the action runner's; see address-book.server.ts).
 */
function renderManager(
  entries: AddressBookEntry[],
  answer: (form: Record<string, string>) => { result: AddressActionResult; status: number },
) {
  const posted: Record<string, string>[] = [];
  shownEntries = entries;
  const Stub = createRoutesStub([
    {
      path: '/myaccount/details-and-addresses',
      Component: BookPage,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        const { result, status } = answer(form);
        return data(result, { status });
      },
    },
  ]);
  render(<Stub initialEntries={['/myaccount/details-and-addresses']} />);
  return { posted, user: userEvent.setup() };
}

const ok = (
  intent: AddressActionResult['intent'],
  notice: Extract<AddressActionResult, { ok: true }>['notice'],
) => ({ result: { ok: true as const, intent, notice, at: Date.now() }, status: 200 });

const refusedWith = (
  modal: Extract<AddressActionResult, { ok: false }>['modal'],
  status: number,
  addressId: number,
) => ({
  result: {
    ok: false as const,
    intent: 'delete' as const,
    addressId,
    errors: {},
    values: null,
    modal,
    at: Date.now(),
  },
  status,
});

const where = () => screen.getByTestId('where').textContent;

const BOOK = [
  makeEntry({ id: 1, isContactAddress: true }),
  makeEntry({ id: 2 }),
  makeEntry({ id: 3 }, { edit: false, delete: false, deleteBlock: 'ACTIVE_TROLLEY_ORDER' }),
];

beforeAll(async () => {
  await import('./address-dialogs.tsx');
});

describe('address book with JavaScript: modals, dialogs and the snackbar', () => {
  it('deleting the contact address opens "must contain a contact address" without asking the server', async () => {
    const { user, posted } = renderManager(BOOK, () => ok('delete', 'deleted'));
    await user.click(screen.getByRole('link', { name: 'Delete 1 Acacia Avenue, KT1 1AA' }));
    const modal = await screen.findByRole('alertdialog', {
      name: 'Your address book must contain a contact address',
    });
    expect(
      within(modal).getByText(/Make another address your contact address first/),
    ).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('an address in use opens "cannot delete" and, for edit, "cannot edit" (the edit flow checks permission first)', async () => {
    const { user } = renderManager(BOOK, () => ok('delete', 'deleted'));
    await user.click(screen.getByRole('link', { name: 'Delete 3 Acacia Avenue, KT1 1AA' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Unable to delete this address' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Edit 3 Acacia Avenue, KT1 1AA' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Unable to edit this address' }),
    ).toBeVisible();
    expect(where()).toBe('/myaccount/details-and-addresses');
  });

  it('delete asks first, posts on confirm and says Address deleted', async () => {
    const { user, posted } = renderManager(BOOK, () => ok('delete', 'deleted'));
    await user.click(screen.getByRole('link', { name: 'Delete 2 Acacia Avenue, KT1 1AA' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(within(confirm).getByText('2 Acacia Avenue, KT1 1AA')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.getByText('Address deleted')).toBeVisible());
    expect(posted).toEqual([{ intent: 'delete', addressId: '2' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a delete the server refuses with 423 FINAL_ADDRESS shows "must contain at least one address"', async () => {
    const { user } = renderManager(BOOK, () => refusedWith('FINAL_ADDRESS', 423, 2));
    await user.click(screen.getByRole('link', { name: 'Delete 2 Acacia Avenue, KT1 1AA' }));
    await user.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Your address book must contain at least one address',
      }),
    ).toBeVisible();
  });

  it('any other failure shows the generic address error', async () => {
    const { user } = renderManager(BOOK, () => refusedWith('error', 404, 2));
    await user.click(screen.getByRole('link', { name: 'Delete 2 Acacia Avenue, KT1 1AA' }));
    await user.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(
      await screen.findByRole('alertdialog', { name: "Sorry, we're experiencing a problem" }),
    ).toBeVisible();
  });

  it('making an address the contact address asks to confirm, then says Contact address updated', async () => {
    const { user, posted } = renderManager(BOOK, () => ok('make-contact', 'contact-updated'));
    await user.click(
      screen.getByRole('button', { name: /^Make this my contact address.*2 Acacia Avenue/ }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Change your contact address?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(screen.getByText('Contact address updated')).toBeVisible());
    expect(posted).toEqual([{ intent: 'make-contact', addressId: '2' }]);
  });

  it('#choose-address: a radio per address, the contact one chosen; the pick becomes the contact address', async () => {
    const { user, posted } = renderManager(BOOK, () => ok('make-contact', 'contact-updated'));
    await user.click(screen.getByRole('button', { name: 'Change contact address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your contact address' });
    expect(where()).toBe('/myaccount/details-and-addresses#choose-address');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /2 Acacia Avenue/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.getByText('Contact address updated')).toBeVisible());
    expect(posted).toEqual([{ intent: 'make-contact', addressId: '2' }]);
    await waitFor(() => expect(where()).toBe('/myaccount/details-and-addresses'));
  });

  it('#add-address opens from the Add button and closes (clearing the hash); a refusal keeps it open with the errors', async () => {
    const { user } = renderManager(BOOK, (form) =>
      form.line1
        ? ok('add', 'added')
        : {
            result: {
              ok: false,
              intent: 'add',
              addressId: null,
              errors: { line1: 'Required', postalCode: 'Required' },
              values: {
                ...EMPTY_ADDRESS_FORM,
                firstName: form.firstName ?? '',
                lastName: form.lastName ?? '',
              },
              modal: null,
              at: Date.now(),
            },
            status: 400,
          },
    );
    await user.click(screen.getByRole('link', { name: 'Add a new address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    expect(where()).toBe('/myaccount/details-and-addresses#add-address');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/myaccount/details-and-addresses');

    await user.click(screen.getByRole('link', { name: 'Add a new address' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Jane');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Address line 1')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Address line 1'), '5 Elm Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Address added')).toBeVisible();
    await waitFor(() => expect(where()).toBe('/myaccount/details-and-addresses'));
  });

  it('#edit-address opens with the address filled in and posts the edit', async () => {
    const { user, posted } = renderManager(BOOK, () => ok('edit', 'updated'));
    await user.click(screen.getByRole('link', { name: 'Edit 2 Acacia Avenue, KT1 1AA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(where()).toBe('/myaccount/details-and-addresses#edit-address');
    expect(within(dialog).getByLabelText('Address line 1')).toHaveValue('2 Acacia Avenue');
    await user.type(within(dialog).getByLabelText('Contact number (optional)'), '07700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByText('Address updated')).toBeVisible());
    expect(posted[0]).toMatchObject({
      intent: 'edit',
      addressId: '2',
      contactNumber: '07700 900123',
    });
  });
});
