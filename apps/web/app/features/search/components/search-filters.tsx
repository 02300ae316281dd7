import { fromWidth } from '@grocer/domain/shell/breakpoints';
import type {
  SearchFilter,
  SearchFilterGroup,
  SearchResults,
} from '@grocer/server/contexts/search/search.contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Form, Link, useLocation, useSearchParams, useSubmit } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { withParams } from '../lib/search-url.ts';
import { FilterGroup, type FilterOption } from './filter-group.tsx';
import styles from './search-filters.module.css';

const GROUPS: readonly SearchFilterGroup[] = ['Offers', 'Dietary', 'Brands', 'Available in'];
export const SHOW_ALL_AVAILABILITY = 'Show all availability';
/** lg breakpoint: the filters stand beside the results from here. */
const DESKTOP = fromWidth('lg');

export interface SearchFiltersProps {
  id: string;
  filters: SearchFilter[];
  categoryFilters: SearchResults['categoryFilters'];
  /** Parameters that identify the search itself (term, multi-search list), kept on change. */
  fixed: Record<string, string>;
}

/**
 * The form's query without the empty values of 'All categories' and 'Show all availability'
 * or the default sort, so the address stays the one a shopper would share.
 */
export function cleanFormQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '') continue;
    if (name === 'sortBy' && value === 'RELEVANCE') continue;
    query.append(name, value);
  }
  return query;
}

/**
 * Filters as one GET form: without JavaScript 'Apply filters' submits it; with JavaScript any
 * change applies at once. A change starts again from the first page (no `start`).
 */
export function SearchFilters({ id, filters, categoryFilters, fixed }: SearchFiltersProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const desktop = useMediaQuery(DESKTOP);
  const headingId = useId();
  const expandedGroup = params.get('expand');
  const applied =
    filters.filter((filter) => filter.applied).length +
    (categoryFilters.some((category) => category.applied) ? 1 : 0);

  // The inputs are uncontrolled (so a click shows at once); once the new results arrive they
  // are brought in line with what the server applied, without remounting the focused one.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const appliedValues = new Set(filters.filter((f) => f.applied).map((f) => f.filterTag));
    const appliedCategory = categoryFilters.find((category) => category.applied)?.categoryId ?? '';
    for (const element of formRef.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement) || element.type === 'hidden') continue;
      if (element.name === 'category') element.checked = element.value === appliedCategory;
      else if (element.type === 'radio') {
        element.checked =
          element.value === ''
            ? ![...appliedValues].some((v) => v.startsWith('available:'))
            : appliedValues.has(element.value);
      } else element.checked = appliedValues.has(element.value);
    }
  }, [filters, categoryFilters]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    void submit(cleanFormQuery(event.currentTarget), {
      method: 'get',
      action: location.pathname,
      preventScrollReset: true,
    });
  };

  const groups = GROUPS.map((group) => {
    const values = filters.filter((filter) => filter.group === group);
    if (values.length === 0) return null;
    const single = group === 'Available in';
    const options: FilterOption[] = values.map((filter) => ({
      value: filter.filterTag,
      label: filter.name,
      count: filter.count,
      checked: filter.applied,
    }));
    if (single) {
      options.unshift({
        value: '',
        label: SHOW_ALL_AVAILABILITY,
        checked: !values.some((filter) => filter.applied),
      });
    }
    return (
      <FilterGroup
        key={group}
        legend={group}
        name="filterTags"
        type={single ? 'radio' : 'checkbox'}
        options={options}
        expanded={expandedGroup === group}
        showMoreHref={withParams(params, { expand: group })}
      />
    );
  });

  const categoryGroup = categoryFilters.length > 0 && (
    <FilterGroup
      key="category"
      legend="Category"
      name="category"
      type="radio"
      options={[
        {
          value: '',
          label: 'All categories',
          checked: !categoryFilters.some((category) => category.applied),
        },
        ...categoryFilters.map((category) => ({
          value: category.categoryId,
          label: category.name,
          count: category.expectedResults,
          checked: category.applied,
        })),
      ]}
      expanded={expandedGroup === 'Category'}
      showMoreHref={withParams(params, { expand: 'Category' })}
    />
  );

  const form = (
    <Form
      ref={formRef}
      method="get"
      id={id}
      className={styles.form}
      onChange={onChange}
      preventScrollReset
    >
      {Object.entries(fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {categoryGroup}
      {groups}
      {applied > 0 && (
        <Link
          to={withParams(params, { filterTags: null, category: null, start: null, expand: null })}
          className={styles.clear}
          preventScrollReset
        >
          Clear all filters
        </Link>
      )}
      <noscript>
        <button type="submit" className={buttonClass({ variant: 'primary', block: true })}>
          Apply filters
        </button>
      </noscript>
    </Form>
  );

  const [open, setOpen] = useState(params.get('filters') === 'open' || applied > 0);
  const label = `Filters${applied > 0 ? ` (${applied} applied)` : ''}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {/* Before hydration the panel is rendered open (never aria-hidden while CSS shows it on
          wide screens); below lg CSS hides it unless the no-JavaScript link asked for it. */}
      <Disclosure isExpanded={!hydrated || desktop || open} onExpandedChange={setOpen}>
        {({ isExpanded }) => (
          <>
            <h2 id={headingId} className={styles.heading}>
              {desktop ? (
                label
              ) : hydrated ? (
                <Button slot="trigger" className={styles.toggle}>
                  {label}
                  <span aria-hidden="true" className={styles.chevron}>
                    {isExpanded ? '−' : '+'}
                  </span>
                </Button>
              ) : (
                <Link
                  to={withParams(params, { filters: 'open' })}
                  className={styles.toggle}
                  preventScrollReset
                >
                  {label}
                </Link>
              )}
            </h2>
            <DisclosurePanel
              className={styles.body}
              data-collapsed-until-hydrated={!hydrated && !open ? '' : undefined}
            >
              {form}
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </section>
  );
}
