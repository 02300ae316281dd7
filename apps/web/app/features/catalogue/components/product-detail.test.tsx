import type { ProductPromotion } from '@grocer/domain/catalogue/catalogue.types';
import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { ViewerProvider } from '../../../lib/viewer-context.tsx';
import { ProductDetail } from './product-detail.tsx';

const membersOffer: ProductPromotion = {
  promotionId: 8,
  promotionTypeCode: 'MULTIBUY',
  promotionDescription: '3 for 2',
  promotionExpiryDate: '2026-12-31T23:59:00Z',
  hidden: false,
  myWaitrosePromotion: true,
  wasDisplayPrice: null,
  discountType: 'AMOUNT_OFF',
  groups: [],
};

function pageFor(viewer: Viewer, promotions: ProductPromotion[]) {
  return renderWithRouter(
    <ViewerProvider rendered={viewer}>
      <ProductDetail product={makeProduct({ promotions })} />
    </ViewerProvider>,
  );
}

describe('ProductDetail member price (decision 0086)', () => {
  const member: Viewer = {
    ...ANONYMOUS_VIEWER,
    signedIn: true,
    firstName: 'Alex',
    loyaltyMember: true,
  };

  it('shows a member the member price badge on a loyalty-scheme offer, from the viewer', () => {
    pageFor(member, [membersOffer]);
    expect(screen.getAllByText("Members' offer").length).toBeGreaterThan(0);
    expect(screen.getByText('Your member price')).toBeInTheDocument();
  });

  it('shows everybody else the offer only', () => {
    pageFor({ ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Sam' }, [membersOffer]);
    expect(screen.getAllByText("Members' offer").length).toBeGreaterThan(0);
    expect(screen.queryByText('Your member price')).not.toBeInTheDocument();
  });

  it('shows a member nothing extra on an offer for everybody', () => {
    pageFor(member, [{ ...membersOffer, myWaitrosePromotion: false }]);
    expect(screen.queryByText('Your member price')).not.toBeInTheDocument();
  });
});
