import { MULTI_SEARCH_TITLE } from '@grocer/domain/messages/ui-messages';
import { useNavigate } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { MultiSearchFields } from '../features/search/components/multi-search-fields.tsx';
import { MultiSearchStrip } from '../features/search/components/multi-search-strip.tsx';
import { SearchEmpty } from '../features/search/components/search-empty.tsx';
import { SearchFilters } from '../features/search/components/search-filters.tsx';
import { SearchHeading, SearchLayout } from '../features/search/components/search-layout.tsx';
import { SearchSort } from '../features/search/components/search-sort.tsx';
import {
  MULTI_SEARCH_LIST_KEY,
  writeStoredList,
} from '../features/search/lib/search-history-store.ts';
import { multiSearchHref } from '../features/search/lib/search-url.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { AddToTrolleyForm } from '../features/trolley/components/add-to-trolley-form.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/multi-search';
import { loadMultiSearchPage } from './multi-search.server.ts';

const FILTERS_FORM = 'multi-search-filters';

export async function loader({ request, context }: Route.LoaderArgs) {
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
  const filtered = criteria.filterTags.length > 0 || criteria.category !== null;
  const hasFilters = results.filters.length > 0 || results.categoryFilters.length > 0;
  return (
    <PageContainer>
      <SearchLayout
        heading={<SearchHeading title={criteria.current} count={results.totalMatches} />}
        strip={
          <MultiSearchStrip
            items={criteria.items}
            current={criteria.current}
            keep={{ ...criteria, searchTerm: list }}
          />
        }
        filters={
          hasFilters && (
            <SearchFilters
              id={FILTERS_FORM}
              filters={results.filters}
              categoryFilters={results.categoryFilters}
              fixed={{ searchTerm: list, term: criteria.current }}
            />
          )
        }
        toolbar={
          hasFilters &&
          results.totalMatches > 0 && <SearchSort formId={FILTERS_FORM} value={criteria.sortBy} />
        }
      >
        {results.totalMatches === 0 ? (
          <SearchEmpty term={criteria.current} filtered={filtered} />
        ) : (
          <ProductListing
            key={JSON.stringify(criteria)}
            listing={listing}
            label={`Results for ${criteria.current}`}
            action={(product) => (
              <AddToTrolleyForm
                item={{ ...product.trolley, name: product.name }}
                canAdd={product.canAdd}
              />
            )}
          />
        )}
      </SearchLayout>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
