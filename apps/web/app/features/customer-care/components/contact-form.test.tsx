import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';

const SIGNED_IN: ContactFormProps['defaults'] = {
  firstName: 'Jane',
  lastName: 'Marsh',
  email: 'jane@example.com',
  recentOrders: [
    {
      customerOrderId: '1000042',
      created: '2025-03-07T10:00:00Z',
      total: { amount: 5420, currencyCode: 'GBP' },
    },
  ],
};

let props: ContactFormProps = { defaults: null, result: null, openingHours: 'every day' };

function FormOnPage() {
  return <ContactForm {...props} />;
}

/** The form on a route whose action records what was posted. */
function renderForm(next: Partial<ContactFormProps> = {}) {
  props = { defaults: null, result: null, openingHours: 'every day', ...next };
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: FormOnPage,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub />);
  return posted;
}

describe('the contact form', () => {
  it('fills in a signed-in shopper’s name and email and offers their recent orders', () => {
    renderForm({ defaults: SIGNED_IN });
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Marsh');
    expect(screen.getByLabelText('Email address')).toHaveValue('jane@example.com');
    const orders = screen.getByLabelText('Your recent orders');
    expect(
      [...(orders as HTMLSelectElement).options].map((option) => [option.value, option.text]),
    ).toEqual([
      ['', 'Another order (type its number below)'],
      ['1000042', 'Order 1000042, Friday 7 March 2025, £54.20'],
    ]);
  });

  it('shows the server’s message beside each field after a post without JavaScript', () => {
    renderForm({
      result: {
        errors: { orderNumber: 'Order numbers only contain numbers and are up to 20 digits long' },
        values: { topic: 'order', orderNumber: 'AB12', firstName: 'Jo' },
        formError: null,
      },
    });
    const field = screen.getByLabelText('Order number');
    expect(field).toHaveValue('AB12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /Order numbers only contain numbers and are up to 20 digits long/,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
  });

  it('checks a field once the shopper leaves it, counts the message’s characters, and posts only a form with nothing wrong', async () => {
    const user = userEvent.setup();
    const posted = renderForm();
    await user.selectOptions(screen.getByLabelText('What is your message about?'), 'other');
    const message = screen.getByLabelText('Your message');
    await user.type(message, "I can't find it");
    expect(screen.getByText('1985 characters left')).toBeInTheDocument();
    await user.tab();
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        /Please use only letters, numbers, spaces and - _ \. , \( \) & \? ! @ £ % \/ \+/,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(posted).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Please enter your first name',
    );
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.clear(message);
    await user.type(message, 'I cannot find it');
    expect(message).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] as FormData)).toMatchObject({
      topic: 'other',
      firstName: 'Ada',
      message: 'I cannot find it',
      website: '',
    });
  });

  it('keeps the trap field away from people: hidden from assistive technology and out of the tab order', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
  });
});
