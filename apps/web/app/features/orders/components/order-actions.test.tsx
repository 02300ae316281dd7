import { orderLinks } from '@grocer/domain/orders/order-links';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { OrderDetails } from '../api/orders.server.ts';
import { OrderActions } from './order-actions.tsx';

const cutoff = new Date('2026-06-10T21:00:00Z');

function orderWith(links: OrderDetails['links']): OrderDetails {
  return { customerOrderId: '42', links } as OrderDetails;
}

describe('order actions', () => {
  it("offers amend, change slot and cancel only when the server's links do", () => {
    const links = orderLinks(
      { customerOrderId: '42', status: 'PLACED', amendOrderCutoff: cutoff },
      new Date('2026-06-09T12:00:00Z'),
    );
    renderWithRouter(<OrderActions order={orderWith(links)} />);
    expect(screen.getByRole('button', { name: 'Amend order' }).closest('form')).toHaveAttribute(
      'action',
      '/ecom/myaccount/my-orders/order/42/amend',
    );
    expect(screen.getByRole('button', { name: 'Change slot' }).closest('form')).toHaveAttribute(
      'action',
      '/ecom/myaccount/my-orders/order/42/change-slot',
    );
    expect(screen.getByRole('link', { name: 'Cancel order' })).toHaveAttribute(
      'href',
      '/myaccount/my-orders/order/42/cancel',
    );
  });

  it('offers only shop from this order without links', () => {
    renderWithRouter(<OrderActions order={orderWith([])} />);
    expect(screen.queryByRole('button', { name: 'Amend order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shop from this order' })).toBeInTheDocument();
  });

  it('opens the cancel confirmation as a dialog instead of following the link', async () => {
    const links = orderLinks(
      { customerOrderId: '42', status: 'PLACED', amendOrderCutoff: cutoff },
      new Date('2026-06-09T12:00:00Z'),
    );
    renderWithRouter(<OrderActions order={orderWith(links)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
