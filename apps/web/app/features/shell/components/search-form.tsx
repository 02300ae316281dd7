import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import styles from './search-form.module.css';

/** A GET form to the search page: it works before the app hydrates. */
export function SearchForm() {
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/shop/search" role="search" className={styles.form}>
      <label htmlFor={id}>
        <VisuallyHidden>Search groceries</VisuallyHidden>
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="searchTerm"
        placeholder={SEARCH_PLACEHOLDER}
        defaultValue={params.get('searchTerm') ?? ''}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={150}
      />
      <button type="submit" className={styles.submit}>
        <Icon icon={Search} />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </Form>
  );
}
