import { MULTI_SEARCH_TITLE } from '@grocer/domain/messages/ui-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useNavigate } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { MultiSearchFields } from '../features/search/components/multi-search-fields.tsx';
import { MultiSearchStrip } from '../features/search/components/multi-search-strip.tsx';
import { SearchHeading, SearchLayout } from '../features/search/components/search-layout.tsx';
import {
  MULTI_SEARCH_LIST_KEY,
  writeStoredList,
} from '../features/search/lib/search-history-store.ts';
import { multiSearchHref } from '../features/search/lib/search-url.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireFlag } from '../lib/flags.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/multi-search';
import { loadMultiSearchPage } from './multi-search.server.ts';
import { SearchResultsView } from './search-results.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

const FILTERS_FORM = 'multi-search-filters';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireFlag(context, 'multisearch');
  return loadMultiSearchPage(getServices(context), new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const current = loaderData?.criteria.current;
  return [{ title: current ? `${current} - ${MULTI_SEARCH_TITLE}` : MULTI_SEARCH_TITLE }];
}

export default function MultiSearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, results, listing } = loaderData;
  const navigate = useNavigate();
  if (!results) {
    return (
      <PageContainer>
        <SearchLayout heading={<SearchHeading title={MULTI_SEARCH_TITLE} />}>
          <div style={{ maxWidth: 560 }}>
            <MultiSearchFields
              onSearch={(items) => {
                writeStoredList(MULTI_SEARCH_LIST_KEY, items);
                navigate(multiSearchHref(items));
              }}
            />
          </div>
        </SearchLayout>
      </PageContainer>
    );
  }
  const list = criteria.items.join(',');
  return (
    <PageContainer>
      <SearchResultsView
        formId={FILTERS_FORM}
        searchType="multi_search"
        term={criteria.current}
        criteria={criteria}
        results={results}
        listing={listing}
        fixed={{ searchTerm: list, term: criteria.current }}
        strip={
          <MultiSearchStrip
            items={criteria.items}
            current={criteria.current}
            keep={{ ...criteria, searchTerm: list }}
          />
        }
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
