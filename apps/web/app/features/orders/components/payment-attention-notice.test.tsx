import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { PaymentAttentionNotice } from './payment-attention-notice.tsx';

/** My Orders' payment-attention notice (user stats): links to the failed order, or is absent. */
describe('payment attention notice', () => {
  it('says an order needs attention and links to the first failed order’s resolve page', () => {
    renderWithRouter(<PaymentAttentionNotice attention={{ orderId: '41' }} />);
    expect(screen.getByText(/An order needs your attention: payment failed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for order 41' })).toHaveAttribute(
      'href',
      '/resolve-order-payment/41',
    );
  });

  it('links to the pending list when the failed order was not found', () => {
    renderWithRouter(<PaymentAttentionNotice attention={{ orderId: null }} />);
    expect(screen.getByRole('link', { name: 'See your pending orders' })).toHaveAttribute(
      'href',
      '#pending-orders',
    );
  });

  it('shows nothing when no order needs payment attention', () => {
    const { container } = renderWithRouter(<PaymentAttentionNotice attention={null} />);
    expect(screen.queryByText(/needs your attention/)).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
