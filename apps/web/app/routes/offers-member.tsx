import { isSignedIn } from '@grocer/domain/identity/identity';
import { identityContext } from '@grocer/server/web/load-context';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { OfferTypeNav } from '../features/offers/components/offer-nav.tsx';
import { OfferList } from '../features/offers/components/offer-summary.tsx';
import { OffersLayout } from '../features/offers/components/offers-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/offers-member';

const TITLE = 'Member offers';

/**
 * Member offers (spec doc 3 §2 featured offers sub-paths; decision 0097): the loyalty scheme's
 * live offers, and whether the shopper gets them, from the loyalty context's one member-status
 * read (`isMember`, the same the trolley's pricing asks). That line is the shopper's own, so the
 * page is never shared or stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const identity = await context.get(identityContext)();
  const signedIn = isSignedIn(identity);
  const [offers, member] = await Promise.all([
    services.offers.listOffers({ memberOffers: true }),
    signedIn ? services.loyalty.isMember(identity.customerId) : Promise.resolve(false),
  ]);
  return { offers, signedIn, member, schemeName: services.site.loyaltySchemeName };
}

export function meta() {
  return [{ title: `${TITLE} - Offers` }];
}

export default function MemberOffersPage({ loaderData }: Route.ComponentProps) {
  const { offers, signedIn, member, schemeName } = loaderData;
  return (
    <PageContainer>
      <OffersLayout title={TITLE} nav={<OfferTypeNav current={null} />}>
        <p>
          {member ? (
            `As a ${schemeName} member, these offers come off your trolley automatically.`
          ) : signedIn ? (
            <>
              {`These offers are for ${schemeName} members. `}
              <AppLink href="/ecom/loyalty/join">{`Join ${schemeName}`}</AppLink>
              {' to get them.'}
            </>
          ) : (
            <>
              {`These offers are for ${schemeName} members. `}
              <AppLink href="/ecom/sign-in?redirect=%2Fecom%2Fshop%2Ffeatured%2Foffers%2Fmember-offers">
                Sign in
              </AppLink>
              {' to see whether you get them.'}
            </>
          )}
        </p>
        {offers.length === 0 ? (
          <p>There are no member offers at the moment. Please check back soon.</p>
        ) : (
          <OfferList offers={offers} label={TITLE} />
        )}
      </OffersLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
