import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_BUILDER_ADD_ACTION } from '../lib/basket-builder-paths.ts';
import {
  BasketBuilderPanel,
  type BasketBuilderPanelView,
  type BasketBuilderSuggestionView,
} from './basket-builder-panel.tsx';

const suggestion = (
  lineNumber: string,
  name: string,
  price: number,
  highlighted: boolean,
): BasketBuilderSuggestionView => ({
  lineNumber,
  productId: `${lineNumber}-P`,
  name,
  href: `/ecom/products/${name.toLowerCase()}/${lineNumber}-P`,
  image: 'bread',
  size: '400g',
  price,
  priceQualifier: null,
  unitPrice: null,
  defaultQuantity: { amount: 1, uom: 'C62' },
  highlighted,
});

const view: BasketBuilderPanelView = {
  customerOrderId: '10000123',
  suggestions: [
    suggestion('11', 'Crumpets', 95, true),
    suggestion('22', 'Butter', 225, true),
    suggestion('33', 'Jam', 180, false),
  ],
  recommended: ['11', '22'],
  estimatedPrice: 320,
  moreHref: '/ecom/shop/trolley?basketBuilderStart=12#basket-builder',
};

describe('BasketBuilderPanel', () => {
  it('shows the suggestions, marks the top picks and gives the estimated price of the recommended ones', () => {
    render(<BasketBuilderPanel view={view} />);
    const section = screen.getByRole('region', { name: 'Build your basket' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Crumpets',
      'Butter',
      'Jam',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Top pick')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Top pick')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByText('Top pick')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('95p')).toBeTruthy();
    expect(screen.getByText('Estimated £3.20 for the 2 recommended items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More suggestions' }).getAttribute('href')).toBe(
      view.moreHref,
    );
  });

  it('adds the recommended selection in one press with a plain form that works without JavaScript', () => {
    render(<BasketBuilderPanel view={view} />);
    const button = screen.getByRole('button', { name: 'Add 2 recommended items' });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(BASKET_BUILDER_ADD_ACTION);
    const posted = new FormData(form);
    expect(posted.getAll('lineNumber')).toEqual(['11', '22']);
    expect(posted.get('customerOrderId')).toBe('10000123');
  });

  it('has no More suggestions on the last page, and each suggestion gets the route’s own control', () => {
    render(
      <BasketBuilderPanel
        view={{ ...view, moreHref: null }}
        action={(s) => <button type="button">{`Add ${s.name}`}</button>}
      />,
    );
    expect(screen.queryByRole('link', { name: 'More suggestions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Jam' })).toBeTruthy();
  });
});
