import { AppLink } from '../../../components/ui/app-link.tsx';
import styles from './search-empty.module.css';

/** What a search with no results says, with ways on. */
export function SearchEmpty({ term, filtered }: { term: string; filtered: boolean }) {
  return (
    <div className={styles.empty}>
      <p className={styles.lead}>
        Sorry, we couldn't find any results for ‘{term}’{filtered ? ' with these filters' : ''}.
      </p>
      <ul className={styles.tips}>
        {filtered && <li>Try removing some filters.</li>}
        <li>Check the spelling, or try a shorter or more general word.</li>
        <li>
          Browse <AppLink href="/ecom/shop/browse/groceries">Groceries</AppLink> or see this week's{' '}
          <AppLink href="/ecom/shop/browse/offers">Offers</AppLink>.
        </li>
      </ul>
    </div>
  );
}
