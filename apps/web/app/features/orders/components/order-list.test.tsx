import { moneyOfPence as gbp } from '@grocer/domain/money/money';
import { deliveryStatus } from '@grocer/domain/orders/delivery-status';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { OrderListPage } from '../api/orders.server.ts';
import { OrderList } from './order-list.tsx';

/** My Orders (decision 0043 Wiring): a PAYMENT_FAILED order offers "Pay now" to its resolve page. */

function summary(customerOrderId: string, status: OrderListPage['orders'][number]['status']) {
  return {
    customerOrderId,
    status,
    created: '2026-06-01T10:00:00Z',
    slot: null,
    total: gbp(1000),
    numberOfItems: 1,
    deliveryStatus: deliveryStatus(status, null),
    links: [],
  };
}

describe('order list', () => {
  it('offers "Pay now" only for the order whose payment failed', () => {
    const page: OrderListPage = {
      list: 'pending',
      orders: [summary('41', 'PAYMENT_FAILED'), summary('42', 'FULFIL')],
      start: 0,
      size: 10,
      nextStart: null,
    };
    renderWithRouter(
      <OrderList title="Pending orders" id="pending" page={page} empty="None" nextHref={null} />,
    );
    const links = screen.getAllByRole('link', { name: /^Pay now/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Pay now for order 41');
    expect(links[0]).toHaveAttribute('href', '/resolve-order-payment/41');
  });
});
