import { MAX_STORE_LOCATION_LENGTH } from '@grocer/domain/branches/store-finder-messages';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FIND_A_STORE_ROUTE } from '../lib/find-a-store-paths.ts';
import styles from './find-a-store.module.css';

export const STORE_SEARCH_LABEL = 'Postcode or town';
export const STORE_SEARCH_BUTTON = 'Find stores';
export const STORE_SEARCH_HINT = 'For example RG1 4AB, RG1 or Reading';

export interface StoreSearchFormProps {
  /** What was searched for, kept in the box. */
  location: string;
  error?: string | undefined;
}

/**
 * Find a store's search (decision 0075): a GET form, so it works without JavaScript and the
 * results have an address of their own; with JavaScript it navigates without a full load.
 */
export function StoreSearchForm({ location, error }: StoreSearchFormProps) {
  return (
    <Form
      method="get"
      action={FIND_A_STORE_ROUTE}
      role="search"
      aria-label="Find a store"
      className={styles.searchForm}
    >
      <FormField
        label={STORE_SEARCH_LABEL}
        name="location"
        type="text"
        defaultValue={location}
        error={error}
        hint={STORE_SEARCH_HINT}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={MAX_STORE_LOCATION_LENGTH * 2}
        required
      />
      <Button type="submit" className={styles.searchButton}>
        {STORE_SEARCH_BUTTON}
      </Button>
    </Form>
  );
}
