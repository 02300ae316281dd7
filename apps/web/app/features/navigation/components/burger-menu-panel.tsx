import { ChevronLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { type GroceriesMenuStatus, useMenuBanners } from '../api/use-groceries-menu.ts';
import { type MenuEntry, type MenuLinkSection, menuLevel } from '../lib/menu-model.ts';
import styles from './burger-menu.module.css';
import { MenuAdBanner } from './menu-ad-banner.tsx';
import { MenuEntryItem } from './menu-entry-item.tsx';
import panelStyles from './menu-panel.module.css';

export interface BurgerMenuPanelProps {
  tree: MenuEntry[] | null;
  status: GroceriesMenuStatus;
  /** Other header links listed under the categories at the first level. */
  links: { label: string; href: string }[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The middle and seasonal menus staff manage, under the categories at the first level. */
  sections?: MenuLinkSection[];
}

/**
 * The burger menu's drawer: a modal dialog with a back button per level. Escape closes it and
 * focus goes back to the toggle. Loaded on first use by `BurgerMenu`.
 */
export function BurgerMenuPanel({
  tree,
  status,
  links,
  isOpen,
  onOpenChange,
  sections = [],
}: BurgerMenuPanelProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Moving between levels replaces the list (and Back disappears at the first level), so focus
  // goes to the new level's title, down and back up alike; otherwise it would fall to the page
  // behind the drawer, and Escape would no longer reach the dialog. Opening keeps the dialog's
  // own initial focus.
  const depth = opened.length;
  const shownDepth = useRef(depth);
  useEffect(() => {
    if (!isOpen) {
      shownDepth.current = depth;
      return;
    }
    if (shownDepth.current !== depth) titleRef.current?.focus();
    shownDepth.current = depth;
  }, [depth, isOpen]);

  const close = () => onOpenChange(false);
  const entries = tree ? menuLevel(tree, opened) : [];
  const banners = useMenuBanners();
  const bannerCategory = opened[0];
  const banner = bannerCategory === undefined ? undefined : banners[bannerCategory];
  const parent = opened.length > 0 && tree ? findEntry(tree, opened) : null;

  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label="Menu" className={styles.dialog}>
          <div className={styles.bar}>
            {parent ? (
              <button
                type="button"
                className={styles.back}
                onClick={() => setOpened(opened.slice(0, -1))}
              >
                <Icon icon={ChevronLeft} size={20} />
                Back
              </button>
            ) : (
              <span />
            )}
            <Button slot="close" className={styles.toggle} aria-label="Close menu">
              <Icon icon={X} size={24} />
            </Button>
          </div>
          <Heading slot="title" level={2} className={styles.title} ref={titleRef} tabIndex={-1}>
            {parent ? parent.name : 'Groceries'}
          </Heading>
          <div className={styles.body}>
            {!tree ? (
              <p className={panelStyles.status} role="status">
                {status === 'failed'
                  ? 'Sorry, the categories could not be loaded.'
                  : 'Loading categories…'}
              </p>
            ) : (
              <ul className={panelStyles.list}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <MenuEntryItem
                      entry={entry}
                      onOpen={(next) => setOpened([...opened, next.id])}
                      onNavigate={close}
                    />
                  </li>
                ))}
              </ul>
            )}
            {tree && banner && bannerCategory && (
              <>
                <div className={styles.divider} />
                <MenuAdBanner banner={banner} categoryId={bannerCategory} onNavigate={close} />
              </>
            )}
            {!parent &&
              tree &&
              sections.map((section) => (
                <div key={section.id}>
                  <div className={styles.divider} />
                  <p className={panelStyles.sectionTitle} aria-hidden="true">
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
            {!parent && (
              <>
                <div className={styles.divider} />
                <ul className={panelStyles.list}>
                  {links.map((link) => (
                    <li key={link.label}>
                      <AppLink href={link.href} className={panelStyles.item} onClick={close}>
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function findEntry(tree: MenuEntry[], path: string[]): MenuEntry | null {
  let level = tree;
  let found: MenuEntry | null = null;
  for (const id of path) {
    found = level.find((entry) => entry.id === id) ?? null;
    if (!found) return null;
    level = found.children;
  }
  return found;
}
