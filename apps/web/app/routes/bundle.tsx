import { offerItemCount } from '@grocer/domain/promotions/multibuy-offer';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useLocation } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadBundle } from '../features/offers/api/bundles.server.ts';
import { BundleBuilder } from '../features/offers/components/bundle-builder.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { useTrolleySnapshot } from '../features/trolley/hooks/use-trolley.tsx';
import type { Route } from './+types/bundle';
import { cardActionIn } from './card-actions.tsx';

/**
 * A bundle's page (spec doc 3 §2 `bundles/{bundleName}` and `bundles/christmas/{bundleName}`,
 * §3 Bundle; decision 0092): the shopper's bundle builders and each group's products with the
 * trolley control. The same page for every shopper: served from the shared page cache (decision
 * 0020); the builders are filled from the trolley store after hydration.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const christmas = new URL(request.url).pathname.includes('/bundles/christmas/');
  const { bundle } = await loadBundle(context, params.bundleName, christmas);
  const groups = bundle.groups.map((g) => ({ ...g, products: g.products.map(toProductCardView) }));
  return { bundle: { ...bundle, groups } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.bundle.title} - Bundles` : 'Bundles' }];
}

/** The bundle's builders with the shopper's items of each group, counted as they change them. */
function LiveBundleBuilder({
  groups,
}: {
  groups: readonly { title: string; threshold: number; lineNumbers: readonly string[] }[];
}) {
  const snapshot = useTrolleySnapshot();
  const itemCounts = snapshot
    ? groups.map((g) =>
        offerItemCount(snapshot.items, (lineNumber) => g.lineNumbers.includes(lineNumber)),
      )
    : null;
  return (
    <BundleBuilder
      groups={groups.map((g) => ({
        title: g.title,
        threshold: g.threshold,
        productCount: g.lineNumbers.length,
      }))}
      itemCounts={itemCounts}
    />
  );
}

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { bundle } = loaderData;
  const location = useLocation();
  return (
    <PageContainer>
      <h1>{bundle.title}</h1>
      <div style={{ marginTop: 'var(--space-4)' }}>
        <LiveBundleBuilder
          groups={bundle.groups.map((g) => ({
            title: g.title,
            threshold: g.threshold,
            lineNumbers: g.products.map((product) => product.trolley.lineNumber),
          }))}
        />
      </div>
      {bundle.groups.map((group, k) => (
        <PageSection
          key={`${location.pathname}:${group.title}`}
          id={`bundle-group-${k}`}
          title={`Choose ${group.threshold}: ${group.title}`}
        >
          <ProductGrid
            products={group.products}
            label={`${group.title} products`}
            action={cardActionIn('offers')}
          />
        </PageSection>
      ))}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
