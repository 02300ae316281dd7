import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutPageData } from '../api/checkout.server.ts';
import { CheckoutPage, REQUEST_TIMEOUT_MS } from './checkout-page.tsx';

/**
 * The checkout's request time-out (spec doc 2 §7, §8): a placement still unanswered after the
 * request deadline shows the "Sorry, there's been a problem" dialog with "Try again"; not before.
 */

const data: CheckoutPageData = {
  orderId: '123',
  orderStatus: null,
  idempotencyKey: 'key-1',
  lineCount: 2,
  hardConflictCount: 0,
  minimumSpendThresholdMet: true,
  subPreference: true,
  slot: null,
  tenders: null,
  partnerDiscountCardNumber: null,
  cards: [],
  cardForm: null,
  selectedCardId: null,
  instantCheckout: 'NOT_ALLOWED',
  refusal: null,
};

function Checkout() {
  return <CheckoutPage data={data} actionData={undefined} sessionTimerMs={1e9} />;
}

function renderCheckout() {
  const Stub = createRoutesStub([
    {
      path: '/checkout',
      Component: Checkout,
      // The placement never answers: the request hangs past its deadline.
      action: () => new Promise<never>(() => {}),
    },
  ]);
  return render(<Stub initialEntries={['/checkout']} />);
}

beforeAll(async () => {
  await import('../../../components/ui/reload-modal-dialog.tsx');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkout request time-out', () => {
  it('shows the time-out dialog once a placement outlasts the request deadline, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('button', { name: 'Placing your order…' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: "Sorry, there's been a problem",
    });
    expect(dialog).toHaveTextContent('Please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows no dialog while the shopper has not placed the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
    await act(async () => {
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
