import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { SEARCH_ACTION } from '../lib/search-url.ts';
import styles from './mobile-search.module.css';

const loadDialog = () => import('./mobile-search-dialog.tsx');
const MobileSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MobileSearchDialog })),
);

/**
 * Small screens: a search button that opens a full-screen dialog with the search box, its
 * history and suggestions. Cancel closes it, dropping what was typed. Before hydration the
 * button is a link to the search page, which has a plain search form. The dialog and the React
 * Aria code behind it load on first touch, hover or press.
 */
export function MobileSearch() {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  // Counts openings: the dialog is keyed by it, so each opening starts with an empty box.
  const [openings, setOpenings] = useState(0);
  const face = (
    <>
      <Icon icon={Search} />
      <span className={styles.placeholder}>{SEARCH_PLACEHOLDER}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={SEARCH_ACTION} className={styles.trigger}>
        {face}
      </a>
    );
  }
  const prepare = () => {
    void loadDialog();
  };
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={prepare}
        onPointerEnter={prepare}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {face}
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MobileSearchDialog key={openings} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
