import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { OfferHeader } from '../features/offers/components/offer-summary.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-offer';
import { cardActionIn } from './card-actions.tsx';
import { loadOfferPage } from './offers.server.ts';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOfferPage(getServices(context), params.offerId, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.offer.name} - Offers` : 'Offers' }];
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { offer, listing } = loaderData;
  return (
    <PageContainer>
      <OfferHeader offer={offer} />
      <div style={{ marginTop: 'var(--space-5)' }}>
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={`Products in ${offer.name}`}
          action={cardActionIn('offers')}
        />
      </div>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
