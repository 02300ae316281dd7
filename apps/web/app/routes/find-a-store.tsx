import { noPlaceFound } from '@grocer/domain/branches/store-finder-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { BranchList } from '../features/find-a-store/components/branch-list.tsx';
import { BranchResults } from '../features/find-a-store/components/branch-results.tsx';
import styles from '../features/find-a-store/components/find-a-store.module.css';
import { StoreSearchForm } from '../features/find-a-store/components/store-search-form.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/find-a-store';

/**
 * Find a store (decision 0075): search the branches by postcode or town, nearest first; with no
 * search, every branch by town. The same page for every shopper, so a shared page.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export const FIND_A_STORE_TITLE = 'Find a store';

/** What the box shows back: enough of what was typed, never a whole overlong query. */
const ECHO_LIMIT = 120;

export async function loader({ request, context }: Route.LoaderArgs) {
  const location = new URL(request.url).searchParams.get('location');
  const { catalogue } = getServices(context);
  if (location === null) {
    return {
      location: '',
      search: { kind: 'none' as const },
      all: await catalogue.listBranchDetails(),
    };
  }
  const shown = location.slice(0, ECHO_LIMIT);
  const found = await catalogue.findNearestBranches(location);
  switch (found.outcome) {
    case 'found':
      return {
        location: shown,
        search: { kind: 'found' as const, origin: found.origin, branches: found.branches },
        all: [],
      };
    case 'no-place':
      return {
        location: shown,
        search: { kind: 'no-place' as const, message: noPlaceFound(found.location) },
        all: await catalogue.listBranchDetails(),
      };
    case 'refused':
      return data(
        { location: shown, search: { kind: 'refused' as const, message: found.message }, all: [] },
        { status: found.problem === 'invalid-postcode' ? 422 : 400 },
      );
  }
}

export function meta() {
  return [
    { title: FIND_A_STORE_TITLE },
    {
      name: 'description',
      content:
        'Find your nearest branch by postcode or town, with its opening hours, services and directions.',
    },
  ];
}

export default function FindAStore({ loaderData }: Route.ComponentProps) {
  const { location, search, all } = loaderData;
  return (
    <PageContainer>
      <div className={styles.page}>
        <h1 className={styles.title}>{FIND_A_STORE_TITLE}</h1>
        <p className={styles.intro}>
          Search by postcode or town to find your nearest branch, its opening hours and how to get
          there.
        </p>
        <StoreSearchForm
          location={location}
          error={search.kind === 'refused' ? search.message : undefined}
        />
        {search.kind === 'found' && (
          <BranchResults origin={search.origin} branches={search.branches} />
        )}
        {search.kind === 'no-place' && (
          <p role="status" className={styles.message}>
            {search.message}
          </p>
        )}
        {all.length > 0 && <BranchList branches={all} />}
      </div>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
