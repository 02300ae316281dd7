import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useSubmit } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SORT_OPTIONS } from '../lib/search-url.ts';
import { cleanFormQuery } from './search-filters.tsx';
import styles from './search-sort.module.css';

/**
 * The sort select belongs to the filters form (`form` attribute), so a sort keeps the
 * filters and a filter keeps the sort. With JavaScript a change applies at once. Before the
 * select, the filters form must be in the page (it is the search page's sidebar).
 */
export function SearchSort({ formId, value }: { formId: string; value: SortBy }) {
  const id = useId();
  const submit = useSubmit();
  const location = useLocation();
  const ref = useRef<HTMLSelectElement>(null);
  // Uncontrolled so it keeps focus across the navigation; back and forward bring it in line.
  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        ref={ref}
        id={id}
        name="sortBy"
        form={formId}
        defaultValue={value}
        className={styles.select}
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) {
            void submit(cleanFormQuery(form), {
              method: 'get',
              action: location.pathname,
              preventScrollReset: true,
            });
          }
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={formId}
          className={buttonClass({ variant: 'secondary', size: 'small' })}
        >
          Sort
        </button>
      </noscript>
    </div>
  );
}
