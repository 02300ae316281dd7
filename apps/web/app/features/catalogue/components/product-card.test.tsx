import type { ProductPromotion } from '@grocer/domain/catalogue/catalogue.types';
import {
  ITEM_NOT_AVAILABLE,
  SOLD_OUT_ONLINE,
  TEMPORARILY_UNAVAILABLE,
} from '@grocer/domain/catalogue/catalogue-messages';
import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { ViewerProvider } from '../../../lib/viewer-context.tsx';
import { type ProductCardView, toProductCardView } from '../lib/product-card-view.ts';
import { ProductCard } from './product-card.tsx';

const wasNow: ProductPromotion = {
  promotionId: 7,
  promotionTypeCode: 'WAS_NOW',
  promotionDescription: 'Save 50p',
  promotionExpiryDate: '2026-12-31T23:59:00Z',
  hidden: false,
  myWaitrosePromotion: false,
  wasDisplayPrice: { amount: 400, currencyCode: 'GBP' },
  discountType: 'AMOUNT_OFF',
  groups: [],
};

const addButton = (product: ProductCardView) => (
  <button type="submit" disabled={!product.canAdd}>
    Add
  </button>
);

describe('ProductCard', () => {
  it('shows name, brand, size, price, unit price and a link to the product page', () => {
    renderWithRouter(<ProductCard product={toProductCardView(makeProduct())} />);
    const link = screen.getByRole('link', { name: 'Mature Cheddar Cheese' });
    expect(link).toHaveAttribute('href', '/ecom/products/mature-cheddar-cheese/1001-501');
    expect(screen.getByText('Meadow Farm')).toBeInTheDocument();
    expect(screen.getByText('400g')).toBeInTheDocument();
    expect(screen.getByText('£3.50')).toBeInTheDocument();
    expect(screen.getByText('(£8.75/kg)')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }),
    ).toBeInTheDocument();
  });

  it('shows pence for prices under a pound', () => {
    const product = makeProduct();
    product.pricing.displayPrice.amount = 85;
    renderWithRouter(<ProductCard product={toProductCardView(product)} />);
    expect(screen.getByText('85p')).toBeInTheDocument();
  });

  it('shows the offer badge, the offer text and the struck-through was-price', () => {
    renderWithRouter(
      <ProductCard product={toProductCardView(makeProduct({ promotions: [wasNow] }))} />,
    );
    expect(screen.getByText('Offer')).toBeInTheDocument();
    expect(screen.getByText('Save 50p')).toBeInTheDocument();
    const was = screen.getByText('£4.00');
    expect(was.closest('span')).toHaveTextContent('was £4.00');
  });

  it('keeps hidden promotions off the card', () => {
    renderWithRouter(
      <ProductCard
        product={toProductCardView(makeProduct({ promotions: [{ ...wasNow, hidden: true }] }))}
      />,
    );
    expect(screen.queryByText('Save 50p')).not.toBeInTheDocument();
    expect(screen.queryByText('£4.00')).not.toBeInTheDocument();
  });

  it('marks a meal deal', () => {
    renderWithRouter(
      <ProductCard
        product={toProductCardView(
          makeProduct({
            promotions: [
              {
                ...wasNow,
                discountType: 'TOTAL_PRICE',
                promotionTypeCode: 'MEAL_DEAL',
                wasDisplayPrice: null,
              },
            ],
          }),
        )}
      />,
    );
    expect(screen.getByText('Meal deal')).toBeInTheDocument();
  });

  it("marks a loyalty-scheme offer as a members' offer", () => {
    renderWithRouter(
      <ProductCard
        product={toProductCardView(
          makeProduct({ promotions: [{ ...wasNow, myWaitrosePromotion: true }] }),
        )}
      />,
    );
    expect(screen.getByText("Members' offer")).toBeInTheDocument();
  });

  it.each([
    ['TEMPORARILY_UNAVAILABLE', TEMPORARILY_UNAVAILABLE],
    ['SOLD_OUT_ONLINE', SOLD_OUT_ONLINE],
  ] as const)('says %s and disables Add', (availability, text) => {
    renderWithRouter(
      <ProductCard product={toProductCardView(makeProduct({ availability }))} action={addButton} />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('offers Add for an available product and shows no availability message', () => {
    renderWithRouter(<ProductCard product={toProductCardView(makeProduct())} action={addButton} />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    for (const text of [TEMPORARILY_UNAVAILABLE, SOLD_OUT_ONLINE, ITEM_NOT_AVAILABLE]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
  });

  it('labels sponsored products and estimates weighed prices', () => {
    const product = makeProduct({ isSponsored: true });
    product.pricing.displayPriceEstimated = true;
    renderWithRouter(<ProductCard product={toProductCardView(product)} />);
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
    expect(screen.getByText('est. £3.50')).toBeInTheDocument();
  });
});

describe('ProductCard member price (decision 0086)', () => {
  const membersOffer: ProductPromotion = {
    ...wasNow,
    promotionId: 8,
    promotionTypeCode: 'MULTIBUY',
    promotionDescription: '3 for 2',
    myWaitrosePromotion: true,
    wasDisplayPrice: null,
  };
  const card = toProductCardView(makeProduct({ promotions: [membersOffer] }));

  function withViewer(viewer: Viewer) {
    return renderWithRouter(
      <ViewerProvider rendered={viewer}>
        <ProductCard product={card} />
      </ViewerProvider>,
    );
  }

  it('shows members their member price badge, from the viewer', () => {
    withViewer({ ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Alex', loyaltyMember: true });
    expect(screen.getByText("Members' offer")).toBeInTheDocument();
    expect(screen.getByText('Your member price')).toBeInTheDocument();
  });

  it('shows everybody else the offer only', () => {
    withViewer({ ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Sam' });
    expect(screen.getByText("Members' offer")).toBeInTheDocument();
    expect(screen.queryByText('Your member price')).not.toBeInTheDocument();
  });

  it('renders no member badge without a viewer (the shared HTML)', () => {
    renderWithRouter(<ProductCard product={card} />);
    expect(screen.queryByText('Your member price')).not.toBeInTheDocument();
  });
});
