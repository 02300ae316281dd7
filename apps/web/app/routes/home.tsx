import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { Link, useRouteLoaderData } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadHome } from '../features/home/api/home.server.ts';
import { CategoryGrid } from '../features/home/components/category-grid.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';
import { cardActionIn } from './card-actions.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadHome(getServices(context).catalogue);
  return { ...home, popular: home.popular.map(toProductCardView) };
}

export function meta() {
  return [
    { title: 'Groceries' },
    {
      name: 'description',
      content: 'Shop groceries online for home delivery or click and collect.',
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <PageContainer>
      <Hero brandName={shell?.site.brandName ?? ''} />
      <PageSection title="Shop by category" id="home-categories">
        <CategoryGrid categories={loaderData.categories} />
      </PageSection>
      {loaderData.popular.length > 0 && (
        <PageSection
          title="Popular right now"
          id="home-popular"
          aside={<Link to="/shop/browse/groceries?sortBy=MOST_POPULAR">View all groceries</Link>}
        >
          <ProductGrid
            layout="strip"
            label="Popular products"
            products={loaderData.popular}
            eagerCount={0}
            action={cardActionIn('home')}
          />
        </PageSection>
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
