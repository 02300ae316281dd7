import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { OfferTypeNav } from '../features/offers/components/offer-nav.tsx';
import { OffersLayout } from '../features/offers/components/offers-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-highlights';
import { cardActionIn } from './card-actions.tsx';
import { loadHighlightsPage } from './offers.server.ts';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadHighlightsPage(getServices(context), params.offerType, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.typeLabel} - Offers` : 'Offers' }];
}

export default function OfferHighlightsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { typeCode, typeLabel, listing } = loaderData;
  return (
    <PageContainer>
      <OffersLayout
        title={typeLabel}
        count={listing.totalMatches}
        nav={<OfferTypeNav current={typeCode} />}
      >
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={typeLabel}
          action={cardActionIn('offers')}
        />
      </OffersLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
