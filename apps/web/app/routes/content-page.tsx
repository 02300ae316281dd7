import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadCarousels } from '../features/content/api/content.server.ts';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/content-page';
import { contentCarousel } from './content-carousel.tsx';

/**
 * Content and help pages (decision 0074): `help-information/*`, `content/*`, inspiration, health,
 * social responsibility, seasonal and christmas. The same page for every shopper, so served from
 * the shared page cache.
 */
export const handle: SharedPageHandle = { sharedPage: true };

/** The page's path as the content service knows it: `/ecom/help-information/contact-us`. */
function contentPathOf(url: URL): string {
  return url.pathname.replace(/\.data$/, '').replace(/\/+$/, '');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const page = await services.content.getPage(contentPathOf(new URL(request.url)));
  if (!page) throw data(null, { status: 404 });
  const carousels = await loadCarousels(context, services, page.blocks);
  return {
    page,
    carousels: Object.fromEntries(
      Object.entries(carousels).map(([index, products]) => [
        index,
        products.map(toProductCardView),
      ]),
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  return [
    { title: loaderData.page.title },
    { name: 'description', content: loaderData.page.metaDescription },
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, carousels } = loaderData;
  return (
    <PageContainer>
      <article>
        <h1>{page.title}</h1>
        <ContentBlocks blocks={page.blocks} renderCarousel={contentCarousel(carousels, 'browse')} />
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
