import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { OfferTypeNav } from '../features/offers/components/offer-nav.tsx';
import { OffersLayout } from '../features/offers/components/offers-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { AddToTrolleyForm } from '../features/trolley/components/add-to-trolley-form.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-highlights';
import { loadHighlightsPage } from './offers.server.ts';

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
          action={(product) => (
            <AddToTrolleyForm
              item={{ ...product.trolley, name: product.name }}
              canAdd={product.canAdd}
            />
          )}
        />
      </OffersLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
