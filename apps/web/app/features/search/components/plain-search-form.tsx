import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { SEARCH_TERM_MAX_LENGTH } from '@grocer/domain/search/search-term';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SEARCH_ACTION } from '../lib/search-url.ts';
import styles from './plain-search-form.module.css';

/**
 * The search page's own form, for a visit with no term (the small-screen search link before
 * the app hydrates lands here). A plain HTML form: it needs nothing else to work.
 */
export function PlainSearchForm() {
  const id = useId();
  return (
    <form method="get" action={SEARCH_ACTION} className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        What are you looking for?
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name="searchTerm"
          placeholder={SEARCH_PLACEHOLDER}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          className={styles.input}
          required
        />
        <button type="submit" className={buttonClass({ variant: 'primary' })}>
          Search
        </button>
      </div>
    </form>
  );
}
