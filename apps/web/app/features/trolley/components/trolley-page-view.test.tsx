import { UNAVAILABLE_ITEMS_GROUP } from '@grocer/domain/trolley/trolley-messages';
import type { Conflict, Trolley } from '@grocer/server/contexts/trolley/trolley.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTrolleyServer, trolleyOf } from '../../../../test/fake-trolley-server.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { line, manualScheduler, WithTrolley } from '../../../../test/trolley-test-kit.tsx';
import type { TrolleyLineProduct } from '../lib/trolley-line-product.ts';
import { TrolleyPageView } from './trolley-page-view.tsx';

const product = (lineNumber: string, name: string): TrolleyLineProduct => ({
  lineNumber,
  productId: `${lineNumber}-P`,
  name,
  href: `/ecom/products/${name.toLowerCase()}/${lineNumber}-P`,
  image: 'bread',
  size: '800g',
  unitPrice: null,
  substitutionsProhibited: false,
  maxPersonalisedMessageLength: null,
  availabilityMessage: null,
  defaultQuantity: { amount: 1, uom: 'C62' },
});

const products = {
  '11': product('11', 'Bloomer'),
  '22': product('22', 'Crumpets'),
  '33': product('33', 'Bagels'),
};

const soldOut: Conflict = {
  addToTrolley: false,
  itemId: 22,
  productId: '22-P',
  lineNumber: '22',
  type: 'HARD',
  priority: 1,
  outOfStock: true,
  reason: 'SOLD_OUT_ONLINE',
  messages: {
    title: 'SOLD OUT ONLINE',
    reason: 'This item has sold out online. Please remove it to continue.',
    dismissal: 'Close',
    aside: null,
    longGroup: UNAVAILABLE_ITEMS_GROUP,
    longItem: 'Crumpets',
  },
  resolutionActions: [{ id: 'REMOVE_ITEM', message: 'Remove item' }],
  prohibitedActions: ['CHANGE_QUANTITY'],
  slotOptionDates: [],
};

function page(
  trolley: Trolley,
  options: { slotBooked?: boolean; slotType?: 'DELIVERY' | 'GROCERY_COLLECTION' } = {},
) {
  const server = fakeTrolleyServer(trolley.orderId, trolley.trolleyItems);
  renderWithRouter(
    <WithTrolley server={server} scheduler={manualScheduler().scheduler}>
      <TrolleyPageView
        trolley={trolley}
        products={products}
        slotBooked={options.slotBooked ?? false}
        slotType={options.slotType ?? null}
        recommendations={null}
        error={null}
        hrefs={{
          serviceSelection: '/ecom/service-selection',
          checkout: '/ecom/checkout',
          shop: '/',
        }}
      />
    </WithTrolley>,
    '/shop/trolley',
  );
  return server;
}

describe('TrolleyPageView', () => {
  it("lists the lines, unavailable ones under 'Unavailable Item(s)', with the totals", () => {
    const trolley = {
      ...trolleyOf('10000001', 3, [line('11', 2), line('22', 1), line('33', 1)]),
      conflicts: [soldOut],
    };
    page(trolley);
    expect(screen.getByRole('heading', { level: 1, name: 'My Trolley' })).toBeInTheDocument();
    expect(screen.getByText('4 items')).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Items in your trolley' });
    expect(
      within(main)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Bloomer', 'Bagels']);
    const unavailable = screen.getByRole('region', { name: UNAVAILABLE_ITEMS_GROUP });
    expect(
      within(unavailable).getByRole('heading', { name: UNAVAILABLE_ITEMS_GROUP }),
    ).toBeInTheDocument();
    expect(within(unavailable).getByRole('article', { name: 'Crumpets' })).toHaveTextContent(
      'SOLD OUT ONLINE',
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Item total (estimated)£4.00');
    expect(summary).toHaveTextContent('Spend £36.00 more to reach the minimum order of £40.00.');
  });

  it('without a slot, Checkout leads to service selection', () => {
    page(trolleyOf('10000001', 3, [line('11', 1)]));
    expect(screen.getByText('Book a slot to check out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/service-selection',
    );
  });

  it('with a slot, the minimum spend and hard conflicts block checkout', () => {
    page(
      { ...trolleyOf('10000001', 3, [line('11', 1), line('22', 1)]), conflicts: [soldOut] },
      { slotBooked: true },
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(summary).toHaveTextContent(
      'Some items in your trolley need your attention before you can check out.',
    );
    expect(summary).toHaveTextContent('Spend £38.00 more');
  });

  it("with a slot, the minimum spend is the slot type's", () => {
    const trolley = trolleyOf('10000001', 3, [line('11', 1)]);
    const totals = {
      ...trolley.trolleyTotals,
      collectionMinimumOrderValue: { amount: 2000, currencyCode: 'GBP' as const },
    };
    page(
      { ...trolley, trolleyTotals: totals },
      { slotBooked: true, slotType: 'GROCERY_COLLECTION' },
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'Spend £19.00 more to reach the minimum order of £20.00.',
    );
  });

  it('with a slot, a trolley at the minimum goes to checkout', () => {
    page(trolleyOf('10000001', 3, [line('11', 40)]), { slotBooked: true });
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('empties the trolley after the shopper confirms in the modal', async () => {
    const server = page(trolleyOf('10000001', 3, [line('11', 1), line('33', 2)]));
    await userEvent.click(screen.getByRole('button', { name: 'Empty trolley' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Empty trolley' }),
    );
    expect(screen.getByRole('heading', { name: 'Your trolley is empty' })).toBeInTheDocument();
    await waitFor(() => expect(server.lines()).toEqual([]));
    expect(server.calls.map((call) => call.kind)).toEqual(['EMPTY_TROLLEY']);
  });

  it('offers a note just written to the other lines, and sends it as one batch', async () => {
    const server = page(trolleyOf('10000001', 3, [line('11', 1), line('22', 1), line('33', 1)]));
    await userEvent.click(screen.getByRole('button', { name: /^Add a note .*Bloomer/ }));
    await userEvent.type(screen.getByLabelText('Note to shopper'), 'Well done, please');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const reuse = await screen.findByRole('dialog', { name: 'Use this note for other items too?' });
    await userEvent.click(within(reuse).getByRole('button', { name: 'Use this note' }));
    await waitFor(() =>
      expect(server.lines().map((l) => l.noteToShopper)).toEqual([
        'Well done, please',
        'Well done, please',
        'Well done, please',
      ]),
    );
    expect(server.calls.map((call) => call.kind)).toEqual(['UPDATE_ITEM', 'UPDATE_ITEMS']);
  });
});
