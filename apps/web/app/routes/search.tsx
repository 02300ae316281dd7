import { PageContainer } from '../components/ui/page-container.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { PlainSearchForm } from '../features/search/components/plain-search-form.tsx';
import { SearchEmpty } from '../features/search/components/search-empty.tsx';
import { SearchFilters } from '../features/search/components/search-filters.tsx';
import { SearchHeading, SearchLayout } from '../features/search/components/search-layout.tsx';
import { SearchSort } from '../features/search/components/search-sort.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { AddToTrolleyForm } from '../features/trolley/components/add-to-trolley-form.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/search';
import { loadSearchPage } from './search.server.ts';

const FILTERS_FORM = 'search-filters';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(getServices(context), new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const term = loaderData?.criteria.searchTerm;
  return [{ title: term ? `${term} - Search` : 'Search' }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, results, listing } = loaderData;
  if (!results) {
    return (
      <PageContainer>
        <SearchLayout heading={<SearchHeading title="Search" />}>
          <PlainSearchForm />
        </SearchLayout>
      </PageContainer>
    );
  }
  const filtered = criteria.filterTags.length > 0 || criteria.category !== null;
  const hasFilters = results.filters.length > 0 || results.categoryFilters.length > 0;
  return (
    <PageContainer>
      <SearchLayout
        heading={<SearchHeading title={criteria.searchTerm} count={results.totalMatches} />}
        filters={
          hasFilters && (
            <SearchFilters
              id={FILTERS_FORM}
              filters={results.filters}
              categoryFilters={results.categoryFilters}
              fixed={{ searchTerm: criteria.searchTerm }}
            />
          )
        }
        toolbar={
          hasFilters &&
          results.totalMatches > 0 && <SearchSort formId={FILTERS_FORM} value={criteria.sortBy} />
        }
      >
        {results.totalMatches === 0 ? (
          <SearchEmpty term={criteria.searchTerm} filtered={filtered} />
        ) : (
          <ProductListing
            key={JSON.stringify(criteria)}
            listing={listing}
            label={`Results for ${criteria.searchTerm}`}
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
