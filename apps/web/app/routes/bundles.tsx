import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadBundles } from '../features/offers/api/bundles.server.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import type { Route } from './+types/bundles';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  return loadBundles(context);
}

export function meta() {
  return [{ title: 'Bundles' }];
}

/** The bundles (spec doc 3 §2 featured aisles; decision 0092), each linking to its page. */
export default function BundlesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <h1>Bundles</h1>
      <ul aria-label="Bundles">
        {loaderData.bundles.map((bundle) => (
          <li key={`${bundle.christmas}:${bundle.name}`}>
            <AppLink href={`/ecom${bundle.href}`}>
              {bundle.title}
              {bundle.christmas ? ' (Christmas)' : ''}
            </AppLink>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
