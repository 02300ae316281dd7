import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useWidthChange } from '../../../hooks/use-width-change.ts';
import type { GroceriesMenuStatus } from '../api/use-groceries-menu.ts';
import type { MenuEntry, MenuLinkSection } from '../lib/menu-model.ts';
import styles from './mega-menu.module.css';

const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })));

export interface MegaMenuProps {
  tree: MenuEntry[] | null;
  status: GroceriesMenuStatus;
  /** Asks for the tree; called on hover, focus and open. */
  onLoad: () => void;
  /** Where the toggle leads before the app has hydrated (or without JavaScript). */
  fallbackHref: string;
  /** The middle and seasonal menus staff manage (decision 0077). */
  sections?: MenuLinkSection[];
}

/**
 * Desktop Groceries mega menu (spec doc 3 §4). The toggle is a plain button; the panel and the
 * React Aria code behind it load on first hover, focus or press, so pages do not pay for them
 * up front.
 */
export function MegaMenu({ tree, status, onLoad, fallbackHref, sections = [] }: MegaMenuProps) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  // Counts openings: the panel is keyed by it, so each opening starts at the top level.
  const [openings, setOpenings] = useState(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useWidthChange(isOpen, () => setOpen(false));

  const chevron = <Icon icon={ChevronDown} size={18} className={styles.chevron} />;
  if (!hydrated) {
    // The same chevron as the toggle's, so the button taking the link's place moves nothing.
    return (
      <a href={fallbackHref} className={styles.toggle}>
        Groceries
        {chevron}
      </a>
    );
  }

  const prepare = () => {
    onLoad();
    void loadPanel();
  };

  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          if (!isOpen) setOpenings((count) => count + 1);
          setOpen(!isOpen);
        }}
      >
        Groceries
        {chevron}
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MegaMenuPanel
            key={openings}
            tree={tree}
            status={status}
            triggerRef={toggleRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
            sections={sections}
          />
        </Suspense>
      )}
    </>
  );
}
