import type { FavouritesSort } from '@grocer/domain/favourites/favourites-listing';
import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FAVOURITES_SORT_OPTIONS } from '../lib/favourites-page-query.ts';
import styles from './favourites-filters.module.css';

export interface FavouritesFiltersProps {
  /** The sort chosen; leave out where the page offers no sort (Bought in store). */
  sortBy?: FavouritesSort;
  /** Whether only products on offer are shown; leave out where the page has no such filter. */
  onOffer?: boolean;
  /** The aisles to narrow to, with how many products each. */
  categories: readonly { categoryId: string; name: string; count: number }[];
  categoryId: string | null;
}

/**
 * The favourites and bought-in-store filters (spec doc 3 §2, §4): sort by Category or
 * Frequently bought, On offer, and a category ('All Categories' by default). A GET form: without
 * JavaScript Apply submits it; with JavaScript any change submits at once. A change starts again
 * from the first product.
 */
export function FavouritesFilters({
  sortBy,
  onOffer,
  categories,
  categoryId,
}: FavouritesFiltersProps) {
  const id = useId();
  const submit = useSubmit();
  const onChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    void submit(event.currentTarget.form, { preventScrollReset: true });
  };
  return (
    <Form method="get" className={styles.form} preventScrollReset>
      {sortBy !== undefined && (
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`} className={styles.label}>
            Sort by
          </label>
          <select
            key={sortBy}
            id={`${id}-sort`}
            name="sortBy"
            defaultValue={sortBy}
            className={styles.select}
            onChange={onChange}
          >
            {FAVOURITES_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          Category
        </label>
        <select
          key={categoryId ?? ''}
          id={`${id}-category`}
          name="categoryId"
          defaultValue={categoryId ?? ''}
          className={styles.select}
          onChange={onChange}
        >
          <option value="">{M.ALL_CATEGORIES}</option>
          {categories.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {`${category.name} (${category.count})`}
            </option>
          ))}
        </select>
      </div>
      {onOffer !== undefined && (
        <div className={styles.check}>
          <input
            key={String(onOffer)}
            id={`${id}-offer`}
            type="checkbox"
            name="onOffer"
            value="true"
            defaultChecked={onOffer}
            className={styles.checkbox}
            onChange={onChange}
          />
          <label htmlFor={`${id}-offer`}>{M.ON_OFFER}</label>
        </div>
      )}
      <noscript>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
          Apply
        </button>
      </noscript>
    </Form>
  );
}
