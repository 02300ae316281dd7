import { Form } from 'react-router';
import styles from './multi-search-strip.module.css';

export interface MultiSearchStripProps {
  items: string[];
  current: string;
  /** The list as it stands in the address, plus the filters and sort to keep. */
  keep: { searchTerm: string; filterTags: string[]; category: string | null; sortBy: string };
}

/**
 * The multi-search strip: each term is a submit button of one GET form, so re-running the
 * search for it keeps the filter and sort parameters, with or without JavaScript.
 */
export function MultiSearchStrip({ items, current, keep }: MultiSearchStripProps) {
  return (
    <Form method="get" className={styles.strip} aria-label="Your list">
      <input type="hidden" name="searchTerm" value={keep.searchTerm} />
      {keep.filterTags.map((tag) => (
        <input key={tag} type="hidden" name="filterTags" value={tag} />
      ))}
      {keep.category && <input type="hidden" name="category" value={keep.category} />}
      {keep.sortBy !== 'RELEVANCE' && <input type="hidden" name="sortBy" value={keep.sortBy} />}
      <ul className={styles.list}>
        {items.map((item) => {
          const isCurrent = item === current;
          return (
            <li key={item}>
              <button
                type="submit"
                name="term"
                value={item}
                className={styles.term}
                aria-current={isCurrent ? 'true' : undefined}
              >
                {item}
              </button>
            </li>
          );
        })}
      </ul>
    </Form>
  );
}
