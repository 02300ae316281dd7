import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { MenuEntry } from '../lib/menu-model.ts';
import styles from './menu-panel.module.css';

export interface MenuEntryItemProps {
  entry: MenuEntry;
  /** Whether this category's level is the one open next to it. */
  expanded?: boolean;
  /** Opens the category's level; only called for entries with children. */
  onOpen: (entry: MenuEntry) => void;
  /** Called when a link is followed, so the menu can close. */
  onNavigate: () => void;
  controls?: string;
}

/** A category with descendants opens a deeper level; anything else is a link (spec doc 3 §4). */
export function MenuEntryItem({
  entry,
  expanded,
  onOpen,
  onNavigate,
  controls,
}: MenuEntryItemProps) {
  if (entry.children.length > 0) {
    return (
      <button
        type="button"
        className={styles.item}
        aria-expanded={expanded ?? false}
        aria-controls={expanded ? controls : undefined}
        onClick={() => onOpen(entry)}
      >
        {entry.name}
        <Icon icon={ChevronRight} size={18} />
      </button>
    );
  }
  const kindClass =
    entry.kind === 'view-all' ? styles.viewAll : entry.kind === 'offers' ? styles.offers : '';
  return (
    <AppLink href={entry.href} className={`${styles.item} ${kindClass}`} onClick={onNavigate}>
      {entry.name}
    </AppLink>
  );
}
