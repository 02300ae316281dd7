import { MULTI_SEARCH_TITLE } from '@grocer/domain/messages/ui-messages';
import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import {
  MULTI_SEARCH_LIST_KEY,
  readStoredList,
  writeStoredList,
} from '../lib/search-history-store.ts';
import { isSameMultiSearch, MULTI_SEARCH_ACTION, multiSearchHref } from '../lib/search-url.ts';
import styles from './multi-search-modal.module.css';

const loadDialog = () => import('./multi-search-dialog.tsx');
const MultiSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MultiSearchDialog })),
);

/**
 * The header's 'Multi-search' button and modal. Before hydration it is a link to the
 * multi-search page, whose own form does the same job without JavaScript. The dialog and the
 * React Aria code behind it load on first touch, hover or press.
 */
export function MultiSearchModal({ triggerClassName }: { triggerClassName?: string }) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const [initialText, setInitialText] = useState('');
  // Counts openings: the dialog is keyed by it, so each opening starts from the saved list.
  const [openings, setOpenings] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  const label = (
    <>
      <Icon icon={ListChecks} />
      <span className={styles.triggerText}>{MULTI_SEARCH_TITLE}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={MULTI_SEARCH_ACTION} className={triggerClassName}>
        {label}
      </a>
    );
  }

  const onOpenChange = (open: boolean) => {
    // Reopening shows the list last searched (spec: Search saves the items).
    if (open) setInitialText(readStoredList(MULTI_SEARCH_LIST_KEY).join('\n'));
    setOpen(open);
  };

  const onSearch = (items: string[]) => {
    writeStoredList(MULTI_SEARCH_LIST_KEY, items);
    setOpen(false);
    const href = multiSearchHref(items);
    if (isSameMultiSearch(location.pathname, params, items)) {
      // Same first term: stay on its results, only the strip takes the new list.
      if (params.get('searchTerm') !== items.join(',')) {
        navigate(href, { replace: true, preventScrollReset: true });
      }
      return;
    }
    navigate(href);
  };

  const prepare = () => {
    void loadDialog();
  };

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={prepare}
        onPointerEnter={prepare}
        onClick={() => {
          onOpenChange(true);
          setOpenings((count) => count + 1);
        }}
      >
        {label}
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MultiSearchDialog
            key={openings}
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            initialText={initialText}
            onSearch={onSearch}
          />
        </Suspense>
      )}
    </>
  );
}
