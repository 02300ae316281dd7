import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { ResolutionActionId } from '@grocer/domain/trolley/conflicts';
import type { Conflict } from '@grocer/server/contexts/trolley/trolley.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pricedItem } from '../../../../test/fake-trolley-server.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { line } from '../../../../test/trolley-test-kit.tsx';
import type { TrolleyLineProduct } from '../lib/trolley-line-product.ts';
import { TrolleyLine, type TrolleyLineActions } from './trolley-line.tsx';

const cake: TrolleyLineProduct = {
  lineNumber: '777',
  productId: '777-P',
  name: 'Celebration Cake',
  href: '/ecom/products/celebration-cake/777-P',
  image: 'birthday-cake',
  size: 'each',
  unitPrice: '£25.00 each',
  substitutionsProhibited: false,
  maxPersonalisedMessageLength: 20,
  availabilityMessage: null,
  defaultQuantity: { amount: 1, uom: 'C62' },
};

function recorder() {
  const calls: [string, unknown][] = [];
  const actions: TrolleyLineActions = {
    setQuantity: (q: Quantity) => calls.push(['quantity', q]),
    remove: () => calls.push(['remove', null]),
    setSubstitute: (value: boolean) => calls.push(['substitute', value]),
    saveNote: (note: string) => calls.push(['note', note]),
    saveMessage: (message: string) => calls.push(['message', message]),
    resolve: (action: ResolutionActionId) => calls.push(['resolve', action]),
    swap: () => calls.push(['swap', null]),
  };
  return { calls, actions };
}

const conflict = (overrides: Partial<Conflict> = {}): Conflict => ({
  addToTrolley: false,
  itemId: 777,
  productId: '777-P',
  lineNumber: '777',
  type: 'SOFT',
  priority: 8,
  outOfStock: false,
  reason: 'RESTRICTED_DATES',
  messages: {
    title: 'Only available on some dates',
    reason: 'Celebration Cake is only available from 20 December to 24 December.',
    dismissal: 'Close',
    aside: 'Order by 15 December.',
    longGroup: null,
    longItem: 'Celebration Cake',
  },
  resolutionActions: [
    { id: 'BOOK_SLOT', message: 'Pick a slot' },
    { id: 'REMOVE_ITEM', message: 'Remove item' },
  ],
  prohibitedActions: ['CHANGE_QUANTITY'],
  slotOptionDates: [],
  ...overrides,
});

describe('TrolleyLine', () => {
  it('shows the product, its quantity, and its price with the saving from its offer', () => {
    const item = line('777', 2);
    const priced = {
      ...pricedItem(item, 2500),
      saving: { amount: 500, currencyCode: 'GBP' as const },
      totalPrice: { amount: 4500, currencyCode: 'GBP' as const },
      discounts: [
        {
          id: 9,
          description: 'Save £5 on 2',
          status: 'TRIGGERED' as const,
          category: 'OFFER' as const,
          typeCode: 'MULTIBUY',
          loyaltyOnly: false,
          saving: { amount: 500, currencyCode: 'GBP' as const },
        },
      ],
    };
    renderWithRouter(
      <TrolleyLine
        item={item}
        priced={priced}
        product={cake}
        conflicts={[]}
        actions={null}
        slotHref="/ecom/service-selection"
      />,
    );
    const article = screen.getByRole('article', { name: 'Celebration Cake' });
    // The router adds /ecom in the shop; the test's router has no basename.
    expect(within(article).getByRole('link', { name: 'Celebration Cake' })).toHaveAttribute(
      'href',
      '/products/celebration-cake/777-P',
    );
    expect(article).toHaveTextContent('each (£25.00 each)');
    expect(within(article).getByRole('status')).toHaveTextContent(
      '2 of Celebration Cake in trolley',
    );
    expect(article).toHaveTextContent('Now £45.00');
    expect(article).toHaveTextContent('was £50.00');
    expect(
      within(article).getByRole('list', { name: 'Offers on Celebration Cake' }),
    ).toHaveTextContent('Save £5 on 2 (you save £5.00)');
  });

  it('changes the line through the trolley queue: substitute, note, message, remove', async () => {
    const { calls, actions } = recorder();
    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[]}
        actions={actions}
        slotHref="/ecom/service-selection"
      />,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Allow substitute for Celebration Cake' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Add a note/ }));
    const noteDialog = screen.getByRole('dialog', { name: 'Note to shopper: Celebration Cake' });
    await userEvent.type(within(noteDialog).getByLabelText('Note to shopper'), 'No nuts, please');
    await userEvent.click(within(noteDialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: /^Add a message/ }));
    const messageDialog = screen.getByRole('dialog', {
      name: 'Personalised message: Celebration Cake',
    });
    await userEvent.type(
      within(messageDialog).getByLabelText('Personalised message'),
      'Happy 40th',
    );
    await userEvent.click(within(messageDialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Celebration Cake' }));
    expect(calls).toEqual([
      ['substitute', false],
      ['note', 'No nuts, please'],
      ['message', 'Happy 40th'],
      ['remove', null],
    ]);
  });

  it('counts a message down to its maximum: near it at 75 %, reached at full length', async () => {
    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[]}
        actions={recorder().actions}
        slotHref="/ecom/service-selection"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Add a message/ }));
    const field = screen.getByLabelText('Personalised message');
    const counter = screen.getByText('20 characters left');
    expect(counter).toHaveAttribute('data-state', 'normal');
    await userEvent.type(field, '123456789012345');
    expect(screen.getByText('5 characters left')).toHaveAttribute('data-state', 'near');
    await userEvent.type(field, '67890XYZ');
    expect(field).toHaveValue('12345678901234567890');
    expect(screen.getByText('0 characters left')).toHaveAttribute('data-state', 'reached');
  });

  it('offers no message for a product that takes none, and says when substitutes are not allowed', () => {
    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={{ ...cake, maxPersonalisedMessageLength: 0, substitutionsProhibited: true }}
        conflicts={[]}
        actions={recorder().actions}
        slotHref="/ecom/service-selection"
      />,
    );
    expect(screen.queryByRole('button', { name: /message/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText("This item can't be substituted")).toBeInTheDocument();
  });

  it('shows its conflicts with their resolutions: slot actions lead to service selection', async () => {
    const { calls, actions } = recorder();
    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[conflict()]}
        actions={actions}
        slotHref="/ecom/service-selection"
      />,
    );
    expect(screen.getByText('Only available on some dates')).toBeInTheDocument();
    expect(screen.getByText('Order by 15 December.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick a slot for Celebration Cake' })).toHaveAttribute(
      'href',
      '/service-selection',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove item Celebration Cake' }));
    expect(calls).toEqual([['resolve', 'REMOVE_ITEM']]);
  });

  it('offers a swap for an unavailable item, beside Remove item, and none for other conflicts', async () => {
    const { calls, actions } = recorder();
    const unavailable = conflict({
      type: 'HARD',
      reason: 'SOLD_OUT_ONLINE',
      outOfStock: true,
      messages: {
        title: 'Sold out online',
        reason: 'This item has sold out online. Please remove it to continue.',
        dismissal: 'Close',
        aside: null,
        longGroup: 'Unavailable Item(s)',
        longItem: 'Celebration Cake',
      },
      resolutionActions: [{ id: 'REMOVE_ITEM', message: 'Remove item' }],
    });
    const { unmount } = renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[unavailable]}
        actions={actions}
        slotHref="/ecom/service-selection"
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove item Celebration Cake' })).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Find an alternative for Celebration Cake' }),
    );
    expect(calls).toEqual([['swap', null]]);
    unmount();

    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[conflict()]}
        actions={actions}
        slotHref="/ecom/service-selection"
      />,
    );
    expect(screen.queryByRole('button', { name: /Find an alternative/ })).toBeNull();
  });

  it('without JavaScript, the swap is a link to the page listing the alternatives', () => {
    renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[conflict({ reason: 'TEMPORARILY_UNAVAILABLE', outOfStock: true })]}
        actions={null}
        slotHref="/ecom/service-selection"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Find an alternative for Celebration Cake' }),
    ).toHaveAttribute('href', '/shop/trolley/swap?lineNumber=777');
  });

  it('without JavaScript, removes, toggles and writes notes through forms that post', () => {
    const { container } = renderWithRouter(
      <TrolleyLine
        item={line('777', 1)}
        priced={null}
        product={cake}
        conflicts={[]}
        actions={null}
        slotHref="/ecom/service-selection"
      />,
    );
    const forms = [...container.querySelectorAll('form')].map((form) => ({
      action: form.getAttribute('action'),
      fields: Object.fromEntries(new FormData(form).entries()),
    }));
    expect(forms).toContainEqual({
      action: '/ecom/shop/trolley/items',
      fields: {
        intent: 'set',
        lineNumber: '777',
        productId: '777-P',
        uom: 'C62',
        quantity: '0',
        redirectTo: '/ecom/shop/trolley',
      },
    });
    expect(forms).toContainEqual({
      action: '/ecom/shop/trolley',
      fields: { intent: 'substitution', trolleyItemId: '777', canSubstitute: 'false' },
    });
    expect(forms).toContainEqual({
      action: '/ecom/shop/trolley',
      fields: { intent: 'note', trolleyItemId: '777', text: '' },
    });
    expect(screen.getByRole('button', { name: 'Remove Celebration Cake' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
