import type { Identity } from '@grocer/domain/identity/identity';
import type { AppServices } from '@grocer/server/web/app-services';
import { servicesContext } from '@grocer/server/web/load-context';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { runCheckoutAction } from './checkout.server.ts';

/**
 * The checkout page's form handler refuses a card number in any field, but takes a contact
 * number as a phone number: a +44 mobile whose 12 digits pass the Luhn check reaches the
 * placement, a real card number typed there does not (decision 0045).
 */

const identity: Identity = {
  customerId: 7,
  principalId: 7,
  permissions: [],
  defaultBranchId: 1,
  sessionId: 'session',
};

function checkout() {
  const placeOrder = vi.fn(async () => ({
    outcome: 'placed' as const,
    order: { customerOrderId: 'ORDER-1' },
  }));
  const services = {
    catalogue: {},
    search: {},
    offers: {},
    trolley: { openOrderId: async () => 'ORDER-1' },
    orders: { placeOrder },
  } as unknown as AppServices;
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const post = (contactNumber: string, deliveryNote = '') => {
    const form = new FormData();
    form.set('deliveryNote', deliveryNote);
    form.set('intent', 'place-order');
    form.set('paymentCardId', '12');
    form.set('idempotencyKey', 'key-1');
    form.set('contactNumber', contactNumber);
    const request = new Request('http://localhost/ecom/checkout', { method: 'POST', body: form });
    return runCheckoutAction(request, context, identity).catch((thrown: unknown) => thrown);
  };
  return { post, placeOrder };
}

describe('the checkout action with a contact number', () => {
  it('proves a +44 mobile whose 12 digits pass the Luhn check places the order', async () => {
    const { post, placeOrder } = checkout();
    const answer = await post('+44 7700 900122');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toContain('ORDER-1');
    expect(placeOrder).toHaveBeenCalledWith(
      identity,
      expect.objectContaining({ contactNumber: '+447700900122' }),
    );
  });

  it('proves a card number typed as the contact number is refused and nothing is placed', async () => {
    const { post, placeOrder } = checkout();
    const answer = (await post('4242 4242 4242 4242')) as {
      data: { ok: boolean; error: string };
      init: { status: number } | null;
    };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      error: expect.stringContaining('Card numbers'),
    });
    expect(placeOrder).not.toHaveBeenCalled();
  });
});

describe('the checkout action resuming after the card check', () => {
  it('resumes the PENDING order it names though no trolley is open during the check', async () => {
    const resumePlacement = vi.fn(async () => ({
      outcome: 'placed' as const,
      order: { customerOrderId: '123' },
    }));
    const services = {
      catalogue: {},
      search: {},
      offers: {},
      // The trolley became the PENDING order: none is open until the page reads one again.
      trolley: { openOrderId: async () => null },
      orders: { resumePlacement },
    } as unknown as AppServices;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const form = new FormData();
    form.set('intent', 'resume');
    form.set('customerOrderId', '123');
    const request = new Request('http://localhost/ecom/checkout', { method: 'POST', body: form });
    const answer = await runCheckoutAction(request, context, identity).catch((thrown) => thrown);
    expect(resumePlacement).toHaveBeenCalledWith(identity, '123');
    expect((answer as Response).headers.get('location')).toContain('/order-confirmation/123');
  });
});

describe('the checkout action with fields past their limits', () => {
  type Refusal = { data: { fieldErrors: Record<string, string> }; init: { status: number } | null };

  it('proves a contact number over 20 characters is refused with the limit named', async () => {
    const { post, placeOrder } = checkout();
    const answer = (await post('07700 900 123 456 789')) as Refusal;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors.contactNumber).toBe(
      'Please keep your contact number to 20 characters.',
    );
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('proves a note of 250 characters is placed and one of 251 is refused', async () => {
    const { post, placeOrder } = checkout();
    const refused = (await post('07700 900122', 'n'.repeat(251))) as Refusal;
    expect(refused.data.fieldErrors.deliveryNote).toBe('Please keep your note to 250 characters.');
    expect(placeOrder).not.toHaveBeenCalled();
    await post('07700 900122', 'n'.repeat(250));
    expect(placeOrder).toHaveBeenCalledWith(
      identity,
      expect.objectContaining({ deliveryNote: 'n'.repeat(250) }),
    );
  });
});
