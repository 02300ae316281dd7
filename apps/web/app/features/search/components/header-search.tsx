import { SEARCH_PLACEHOLDER, SEARCH_PLACEHOLDER_SHORT } from '@grocer/domain/messages/ui-messages';
import { betweenWidths } from '@grocer/domain/shell/breakpoints';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useFlags } from '../../../lib/flags.ts';
import styles from './header-search.module.css';
import { HeaderSearchBox } from './header-search-box.tsx';
import { MobileSearch } from './mobile-search.tsx';
import { MultiSearchModal } from './multi-search-modal.tsx';

/** Spec doc 3 §2 breakpoints: tablet is md (768 px) up to lg (992 px). */
const TABLET = betweenWidths('md', 'lg');

/**
 * The header's search strip: the search box with the Multi-search button on tablet and
 * desktop (while the multisearch flag is on), a search button opening the overlay on small
 * screens.
 */
export function HeaderSearch() {
  const tablet = useMediaQuery(TABLET);
  const { multisearch } = useFlags();
  return (
    <div className={styles.strip} data-multisearch={multisearch || undefined}>
      <div className={styles.wide}>
        <HeaderSearchBox placeholder={tablet ? SEARCH_PLACEHOLDER_SHORT : SEARCH_PLACEHOLDER} />
      </div>
      <div className={styles.narrow}>
        <MobileSearch />
      </div>
      {multisearch && <MultiSearchModal triggerClassName={styles.multi} />}
    </div>
  );
}
