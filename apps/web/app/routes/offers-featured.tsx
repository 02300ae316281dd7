import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { PageContainer } from '../components/ui/page-container.tsx';
import { OfferTypeNav } from '../features/offers/components/offer-nav.tsx';
import { OfferList } from '../features/offers/components/offer-summary.tsx';
import { OffersLayout } from '../features/offers/components/offers-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-featured';
import { loadFeaturedOffers } from './offers.server.ts';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

const TITLE = 'Featured offers';

export async function loader({ context }: Route.LoaderArgs) {
  return loadFeaturedOffers(getServices(context));
}

export function meta() {
  return [{ title: `${TITLE} - Offers` }];
}

export default function FeaturedOffersPage({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  return (
    <PageContainer>
      <OffersLayout title={TITLE} nav={<OfferTypeNav current={null} />}>
        {offers.length === 0 ? (
          <p>There are no offers at the moment. Please check back soon.</p>
        ) : (
          <OfferList offers={offers} label={TITLE} />
        )}
      </OffersLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
