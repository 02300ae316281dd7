import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { OfferCategoryNav, OfferTypeNav } from '../features/offers/components/offer-nav.tsx';
import { OffersLayout } from '../features/offers/components/offers-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers';
import { cardActionIn } from './card-actions.tsx';
import { loadOffersPage } from './offers.server.ts';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOffersPage(getServices(context), params['*'] ?? '', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.categoryName;
  return [{ title: name ? `${name} - Offers` : 'Offers' }];
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { categoryName, listing, categories } = loaderData;
  const title = categoryName ? `${categoryName} offers` : 'Offers';
  return (
    <PageContainer>
      <OffersLayout
        title={title}
        count={listing.totalMatches}
        nav={<OfferTypeNav current={categoryName ? null : 'ALL'} />}
        aside={
          <OfferCategoryNav
            items={categories}
            label={categoryName ? `Offers in ${categoryName}` : 'Offers by category'}
          />
        }
      >
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={title}
          action={cardActionIn('offers')}
        />
      </OffersLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
