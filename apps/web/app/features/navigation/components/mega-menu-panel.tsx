import { type RefObject, useState } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { type GroceriesMenuStatus, useMenuBanners } from '../api/use-groceries-menu.ts';
import {
  GROCERIES_MENU_DEPTH,
  type MenuEntry,
  type MenuLinkSection,
  menuLevel,
} from '../lib/menu-model.ts';
import styles from './mega-menu.module.css';
import { MenuAdBanner } from './menu-ad-banner.tsx';
import { MenuEntryItem } from './menu-entry-item.tsx';
import panelStyles from './menu-panel.module.css';

export interface MegaMenuPanelProps {
  tree: MenuEntry[] | null;
  status: GroceriesMenuStatus;
  /** The toggle the popover sits under and hands focus back to on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The middle and seasonal menus staff manage, in a column after the categories. */
  sections?: MenuLinkSection[];
}

/**
 * The mega menu's panel: up to three columns, one per level. A React Aria dialog in a popover
 * gives Escape-to-close with focus back on the toggle. Loaded on first use by `MegaMenu`.
 */
export function MegaMenuPanel({
  tree,
  status,
  triggerRef,
  isOpen,
  onOpenChange,
  sections = [],
}: MegaMenuPanelProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const banners = useMenuBanners();
  const bannerCategory = opened[0];
  const banner = bannerCategory === undefined ? undefined : banners[bannerCategory];

  const close = () => onOpenChange(false);
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
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
      offset={6}
      containerPadding={16}
      className={styles.popover}
    >
      <Dialog aria-label="Groceries" className={styles.panel}>
        {!tree ? (
          <p className={panelStyles.status} role="status">
            {status === 'failed'
              ? 'Sorry, the categories could not be loaded.'
              : 'Loading categories…'}
          </p>
        ) : (
          columns.map((column, depth) => (
            <div key={column.title ?? 'root'} className={styles.column} id={`mega-level-${depth}`}>
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
        {tree && banner && bannerCategory && (
          <div className={styles.column}>
            <MenuAdBanner banner={banner} categoryId={bannerCategory} onNavigate={close} />
          </div>
        )}
        {tree && sections.length > 0 && (
          <div className={styles.column}>
            {sections.map((section) => (
              <div key={section.id}>
                <p className={styles.columnTitle} aria-hidden="true">
                  {section.title}
                </p>
                <ul className={panelStyles.list} aria-label={section.title}>
                  {section.links.map((link) => (
                    <li key={`${link.label} ${link.href}`}>
                      <AppLink href={link.href} className={panelStyles.item} onClick={close}>
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Dialog>
    </Popover>
  );
}
