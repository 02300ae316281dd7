import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useWidthChange } from '../../../hooks/use-width-change.ts';
import type { GroceriesMenuStatus } from '../api/use-groceries-menu.ts';
import type { MenuEntry, MenuLinkSection } from '../lib/menu-model.ts';
import styles from './burger-menu.module.css';

const loadPanel = () => import('./burger-menu-panel.tsx');
const BurgerMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.BurgerMenuPanel })),
);

export interface BurgerMenuProps {
  tree: MenuEntry[] | null;
  status: GroceriesMenuStatus;
  onLoad: () => void;
  /** Other header links listed under the categories at the first level. */
  links: { label: string; href: string }[];
  fallbackHref: string;
  /** The middle and seasonal menus staff manage (decision 0077). */
  sections?: MenuLinkSection[];
}

/**
 * Small-screen slide-out menu (spec doc 3 §2, §4). The toggle is a plain button; the drawer and
 * the React Aria code behind it load on first touch, hover or press.
 */
export function BurgerMenu({
  tree,
  status,
  onLoad,
  links,
  fallbackHref,
  sections = [],
}: BurgerMenuProps) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  // Counts openings: the drawer is keyed by it, so each opening starts at the top level.
  const [openings, setOpenings] = useState(0);
  useWidthChange(isOpen, () => setOpen(false));

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={styles.toggle} aria-label="Browse groceries">
        <Icon icon={Menu} size={24} />
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
        className={styles.toggle}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={prepare}
        onPointerEnter={prepare}
        onClick={() => {
          prepare();
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <Icon icon={Menu} size={24} />
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <BurgerMenuPanel
            key={openings}
            tree={tree}
            status={status}
            links={links}
            sections={sections}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
