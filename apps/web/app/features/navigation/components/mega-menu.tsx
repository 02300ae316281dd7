import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useWidthChange } from '../../../hooks/use-width-change.ts';
import type { GroceriesMenuStatus } from '../api/use-groceries-menu.ts';
import { GROCERIES_MENU_DEPTH, type MenuEntry, menuLevel } from '../lib/menu-model.ts';
import styles from './mega-menu.module.css';
import { MenuEntryItem } from './menu-entry-item.tsx';
import panelStyles from './menu-panel.module.css';

export interface MegaMenuProps {
  tree: MenuEntry[] | null;
  status: GroceriesMenuStatus;
  /** Asks for the tree; called on hover, focus and open. */
  onLoad: () => void;
  /** Where the toggle leads before the app has hydrated (or without JavaScript). */
  fallbackHref: string;
}

/**
 * Desktop Groceries mega menu (spec doc 3 §4): up to three columns, one per level. A React
 * Aria dialog in a popover gives Escape-to-close with focus back on the toggle.
 */
export function MegaMenu({ tree, status, onLoad, fallbackHref }: MegaMenuProps) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState<string[]>([]);
  useWidthChange(isOpen, () => setOpen(false));

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={styles.toggle}>
        Groceries
      </a>
    );
  }

  const close = () => setOpen(false);
  const openAt = (depth: number) => (entry: MenuEntry) =>
    setOpened((current) => [...current.slice(0, depth), entry.id]);

  const columns: { title: string | null; entries: MenuEntry[] }[] = [];
  if (tree) {
    columns.push({ title: null, entries: tree });
    for (let depth = 1; depth < GROCERIES_MENU_DEPTH && depth <= opened.length; depth += 1) {
      const parentLevel = menuLevel(tree, opened.slice(0, depth - 1));
      const parent = parentLevel.find((entry) => entry.id === opened[depth - 1]);
      if (!parent || parent.children.length === 0) break;
      columns.push({ title: parent.name, entries: parent.children });
    }
  }

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) {
          setOpened([]);
          onLoad();
        }
      }}
    >
      <Button className={styles.toggle} onHoverStart={onLoad} onFocus={onLoad}>
        Groceries
        <Icon icon={ChevronDown} size={18} className={styles.chevron} />
      </Button>
      <Popover placement="bottom start" offset={6} containerPadding={16} className={styles.popover}>
        <Dialog aria-label="Groceries" className={styles.panel}>
          {!tree ? (
            <p className={panelStyles.status} role="status">
              {status === 'failed'
                ? 'Sorry, the categories could not be loaded.'
                : 'Loading categories…'}
            </p>
          ) : (
            columns.map((column, depth) => (
              <div
                key={column.title ?? 'root'}
                className={styles.column}
                id={`mega-level-${depth}`}
              >
                {column.title && (
                  <p className={styles.columnTitle} aria-hidden="true">
                    {column.title}
                  </p>
                )}
                <ul className={panelStyles.list} aria-label={column.title ?? 'Groceries'}>
                  {column.entries.map((entry) => (
                    <li key={entry.id}>
                      <MenuEntryItem
                        entry={entry}
                        expanded={opened[depth] === entry.id}
                        controls={`mega-level-${depth + 1}`}
                        onOpen={openAt(depth)}
                        onNavigate={close}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
