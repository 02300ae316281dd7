import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadSiteMap } from '../features/navigation/api/site-map.server.ts';
import { SiteMap } from '../features/navigation/components/site-map.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/site-map';

/**
 * The site map (the footer's Site map; decision 0078), generated from the shop's pages, both
 * taxonomies and the published content pages. The same page for every shopper.
 */
export const handle: SharedPageHandle = { sharedPage: true };

const SITE_MAP_TITLE = 'Site map';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteMap(getServices(context));
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { site?: { brandName: string } } | undefined;
  const brand = root?.site?.brandName ?? 'our shop';
  return [
    { title: SITE_MAP_TITLE },
    {
      name: 'description',
      content: `Every part of the ${brand} website: groceries by category, offers, help and information about us.`,
    },
  ];
}

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <article>
        <h1>{SITE_MAP_TITLE}</h1>
        <SiteMap sections={loaderData.sections} />
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
