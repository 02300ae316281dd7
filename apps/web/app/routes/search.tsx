import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { PageContainer } from '../components/ui/page-container.tsx';
import { RecipeStrip } from '../features/recipes/components/recipe-strip.tsx';
import { PlainSearchForm } from '../features/search/components/plain-search-form.tsx';
import { SearchHeading, SearchLayout } from '../features/search/components/search-layout.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/search';
import { loadSearchPage } from './search.server.ts';
import { SearchResultsView } from './search-results.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

const FILTERS_FORM = 'search-filters';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(getServices(context), new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const term = loaderData?.criteria.searchTerm;
  return [{ title: term ? `${term} - Search` : 'Search' }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, results, listing, recipes } = loaderData;
  if (!results) {
    return (
      <PageContainer>
        <SearchLayout heading={<SearchHeading title="Search" />}>
          <PlainSearchForm />
        </SearchLayout>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <SearchResultsView
        formId={FILTERS_FORM}
        searchType="search"
        term={criteria.searchTerm}
        criteria={criteria}
        results={results}
        listing={listing}
        fixed={{ searchTerm: criteria.searchTerm }}
        strip={recipes && <RecipeStrip {...recipes} />}
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
