import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/content-page';

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
  const page = await getServices(context).content.getPage(contentPathOf(new URL(request.url)));
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  return [
    { title: loaderData.page.title },
    { name: 'description', content: loaderData.page.metaDescription },
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageContainer>
      <article>
        <h1>{page.title}</h1>
        <ContentBlocks blocks={page.blocks} />
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
