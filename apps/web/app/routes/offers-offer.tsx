import { offerItemCount } from '@grocer/domain/promotions/multibuy-offer';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { MultibuyBuilder } from '../features/offers/components/multibuy-builder.tsx';
import { OfferHeader } from '../features/offers/components/offer-summary.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { useTrolleySnapshot } from '../features/trolley/hooks/use-trolley.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-offer';
import { cardActionIn } from './card-actions.tsx';
import { loadOfferPage, type OfferBuilder } from './offers.server.ts';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOfferPage(getServices(context), params.offerId, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.offer.name} - Offers` : 'Offers' }];
}

/**
 * The multibuy builder, filled from the trolley store after hydration (the shared HTML has no
 * shopper in it, so it and a page without JavaScript show the empty builder): the shopper's
 * lines of this page's products, and any other line the trolley's pricing puts in the offer,
 * counted as the shopper changes them.
 */
function LiveMultibuyBuilder({
  offerId,
  builder,
  lineNumbers,
}: {
  offerId: number;
  builder: OfferBuilder;
  lineNumbers: readonly string[];
}) {
  const snapshot = useTrolleySnapshot();
  let itemCount: number | null = null;
  if (snapshot) {
    const onOffer = new Set(lineNumbers);
    for (const line of snapshot.trolley?.trolleyItems ?? []) {
      const promotions = [...line.triggeredPromotions, ...line.untriggeredPromotions];
      if (promotions.includes(offerId)) onOffer.add(line.lineNumber);
    }
    itemCount = offerItemCount(snapshot.items, (lineNumber) => onOffer.has(lineNumber));
  }
  return (
    <MultibuyBuilder threshold={builder.threshold} wine={builder.wine} itemCount={itemCount} />
  );
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { offer, listing, builder } = loaderData;
  return (
    <PageContainer>
      <OfferHeader offer={offer} />
      {builder && (
        <div style={{ marginTop: 'var(--space-4)' }}>
          <LiveMultibuyBuilder
            offerId={offer.offerId}
            builder={builder}
            lineNumbers={listing.products.map((product) => product.trolley.lineNumber)}
          />
        </div>
      )}
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
