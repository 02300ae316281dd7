import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { RECOMMENDATIONS_HEADING } from '@grocer/domain/trolley/trolley-messages';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import {
  PRIVATE_PAGE_HEADERS,
  requireSignedIn,
} from '../features/account/api/account-settings.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { SLOT_HREF } from '../features/shell/lib/header-links.ts';
import { loadTrolleyPage } from '../features/trolley/api/trolley-page.server.ts';
import { trolleyPageAction } from '../features/trolley/api/trolley-page-actions.server.ts';
import { TrolleyPageView } from '../features/trolley/components/trolley-page-view.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/trolley';
import { addToTrolleyAction } from './card-actions.tsx';

/** The shopper's own page: never a shared page, never stored (decision 0020). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.myTrolley }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireSignedIn(request, context);
  const page = await loadTrolleyPage(context, identity);
  return {
    trolley: page.trolley,
    products: page.products,
    recommendations: page.recommendations.map(toProductCardView),
  };
}

/** The page's forms without JavaScript; with it, the trolley queue makes these changes. */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireSignedIn(request, context);
  const result = await trolleyPageAction(context, identity, await request.formData());
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  throw redirect('/shop/trolley', 303);
}

export default function TrolleyPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <PageContainer>
      <TrolleyPageView
        trolley={loaderData.trolley}
        products={loaderData.products}
        slotBooked={root?.viewer.slotBooked ?? false}
        slotType={root?.viewer.slot?.slotType ?? null}
        error={actionData?.error ?? null}
        hrefs={{ serviceSelection: SLOT_HREF, checkout: '/ecom/checkout', shop: '/' }}
        recommendations={
          loaderData.recommendations.length > 0 && (
            <PageSection title={RECOMMENDATIONS_HEADING} id="trolley-recommendations">
              <ProductGrid
                layout="strip"
                label={RECOMMENDATIONS_HEADING}
                products={loaderData.recommendations}
                eagerCount={0}
                action={addToTrolleyAction}
              />
            </PageSection>
          )
        }
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
