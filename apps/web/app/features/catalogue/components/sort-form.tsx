import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SORT_OPTIONS } from '../lib/browse-query.ts';
import styles from './sort-form.module.css';

/**
 * A GET form: without JavaScript the Sort button submits it; with JavaScript a change submits
 * at once. A new sort starts again from the first page. `keep`: other query parameters the
 * listing's address carries (a featured aisle's category filter), sent along as hidden fields.
 */
export function SortForm({ value, keep }: { value: SortBy; keep?: Record<string, string> }) {
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" className={styles.form} preventScrollReset>
      {Object.entries(keep ?? {}).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        key={value}
        id={id}
        name="sortBy"
        defaultValue={value}
        className={styles.select}
        onChange={(event) => {
          void submit(event.currentTarget.form, { preventScrollReset: true });
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
          Sort
        </button>
      </noscript>
    </Form>
  );
}
