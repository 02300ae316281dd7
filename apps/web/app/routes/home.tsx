import type { BlockOf } from '@grocer/domain/content/content-page';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { Link, useRouteLoaderData } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadCarousels, loadFragment } from '../features/content/api/content.server.ts';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { loadHome } from '../features/home/api/home.server.ts';
import { CategoryGrid } from '../features/home/components/category-grid.tsx';
import { fallbackHero, Hero } from '../features/home/components/hero.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';
import { cardActionIn } from './card-actions.tsx';
import { contentCarousel } from './content-carousel.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

/**
 * The catalogue's part (categories, popular products) and the home page's content that staff
 * manage (decision 0077): its hero, then the sections below (offers, seasonal, recipe teaser).
 * The content is kept 10 s by the content service, so it adds no query to most renders.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const [home, content] = await Promise.all([
    loadHome(services.catalogue),
    loadFragment(context, 'homepage'),
  ]);
  const first = content?.blocks[0];
  const hero = first?.kind === 'hero' ? first : null;
  const sections = content?.blocks.slice(hero ? 1 : 0) ?? [];
  const carousels = await loadCarousels(context, services, sections);
  return {
    ...home,
    popular: home.popular.map(toProductCardView),
    hero,
    sections,
    carousels: Object.fromEntries(
      Object.entries(carousels).map(([index, products]) => [
        index,
        products.map(toProductCardView),
      ]),
    ),
  };
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
  const hero: BlockOf<'hero'> = loaderData.hero ?? fallbackHero(shell?.site.brandName ?? '');
  return (
    <PageContainer>
      <Hero hero={hero} />
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
      {loaderData.sections.length > 0 && (
        <ContentBlocks
          blocks={loaderData.sections}
          renderCarousel={contentCarousel(loaderData.carousels, 'home')}
          wide
        />
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
