import {
  filterListView,
  offeredFilterGroups,
  RECIPE_SORTS,
} from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type {
  RecipeFilter,
  RecipeFilterValue,
} from '@grocer/server/contexts/recipes/recipes.contract';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import { SORT_LABELS } from '../lib/recipe-labels.ts';
import { type ListingQuery, listingHref } from '../lib/recipe-query.ts';
import styles from './recipes.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly { name: string; url: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <AppLink href={crumb.url}>{crumb.name}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function FilterValueLink({
  value,
  pathname,
  query,
}: {
  value: RecipeFilterValue;
  pathname: string;
  query: ListingQuery;
}) {
  return (
    <li>
      <AppLink
        href={listingHref(pathname, query, { toggleTag: value.tag })}
        className={value.applied ? `${styles.filterValue} ${styles.applied}` : styles.filterValue}
        aria-current={value.applied ? 'true' : undefined}
      >
        {value.applied && <Icon icon={Check} size={16} />}
        <span>{value.name}</span>
        <span className={styles.count}>({value.count})</span>
      </AppLink>
    </li>
  );
}

/**
 * The filters (spec doc 3 §3, §4): each group's values with their counts, each a link that
 * applies or removes it (page 1 again); dietary values only from 10 recipes; 10 values shown,
 * the rest behind Show more (a details element: no JavaScript needed).
 */
export function RecipeFilters({
  filters,
  pathname,
  query,
}: {
  filters: readonly RecipeFilter[];
  pathname: string;
  query: ListingQuery;
}) {
  const groups = offeredFilterGroups(
    filters,
    new Set(filters.flatMap((group) => group.values.filter((v) => v.applied).map((v) => v.name))),
  );
  if (groups.length === 0) return null;
  return (
    <section className={styles.filters} aria-labelledby="recipe-filters-title">
      <h2 id="recipe-filters-title" className={styles.filtersTitle}>
        Filter recipes
      </h2>
      {groups.map((group) => {
        const { shown } = filterListView(group.values, false);
        const rest = group.values.slice(shown.length);
        return (
          <div key={group.title} className={styles.filterGroup}>
            <h3 className={styles.filterGroupTitle}>{group.title}</h3>
            <ul className={styles.filterValues}>
              {shown.map((value) => (
                <FilterValueLink key={value.tag} value={value} pathname={pathname} query={query} />
              ))}
            </ul>
            {rest.length > 0 && (
              <details className={styles.showMore}>
                <summary>
                  {RECIPE_MESSAGES.SHOW_MORE} ({rest.length})
                </summary>
                <ul className={styles.filterValues}>
                  {rest.map((value) => (
                    <FilterValueLink
                      key={value.tag}
                      value={value}
                      pathname={pathname}
                      query={query}
                    />
                  ))}
                </ul>
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The sort: a GET form (filters and the term kept), so it works without JavaScript. */
export function SortForm({ pathname, query }: { pathname: string; query: ListingQuery }) {
  return (
    <form method="get" action={pathname} className={styles.sortForm}>
      {query.searchTerm && <input type="hidden" name="searchTerm" value={query.searchTerm} />}
      {query.filterTags.map((tag) => (
        <input key={tag} type="hidden" name="filter" value={tag} />
      ))}
      <label htmlFor="recipe-sort">{RECIPE_MESSAGES.SORT_BY}</label>
      <select id="recipe-sort" name="sortBy" defaultValue={query.sortChosen ? query.sortBy : ''}>
        {!query.sortChosen && (
          <option value="">{query.searchTerm ? 'Best match' : SORT_LABELS.MOST_POPULAR}</option>
        )}
        {RECIPE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
        Sort
      </button>
    </form>
  );
}

export function LoadMore({
  pathname,
  query,
  page,
  shown,
  total,
}: {
  pathname: string;
  query: ListingQuery;
  page: number;
  shown: number;
  total: number;
}) {
  return (
    <div className={styles.loadMore}>
      <p className={styles.count}>
        Showing {shown} of {total} recipes
      </p>
      {/* A plain link without JavaScript; with it, the next page loads in place. */}
      <Link
        to={toRoutePath(listingHref(pathname, query, { page: page + 1 }))}
        className={buttonClass({ variant: 'secondary' })}
        preventScrollReset
      >
        {RECIPE_MESSAGES.LOAD_MORE}
      </Link>
    </div>
  );
}

/** The recipe search box: a GET form to all categories (the recipes' search page). */
export function RecipeSearchForm({ term = '' }: { term?: string }) {
  return (
    <search>
      <form method="get" action="/ecom/recipes/all-categories" className={styles.searchForm}>
        <label htmlFor="recipe-search">{RECIPE_MESSAGES.SEARCH_RECIPES}</label>
        <div className={styles.searchRow}>
          <input
            id="recipe-search"
            type="search"
            name="searchTerm"
            defaultValue={term}
            maxLength={100}
            placeholder="e.g. vegetarian curry"
          />
          <button type="submit" className={buttonClass()}>
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
