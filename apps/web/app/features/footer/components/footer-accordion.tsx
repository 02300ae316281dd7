import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import type { FooterSection } from '../lib/footer-links.ts';
import styles from './footer-accordion.module.css';
import { FooterLinkList } from './footer-link-list.tsx';

/**
 * The footer link sections as accordions, for small screens (spec doc 3 §2). Plain buttons
 * with `aria-expanded` rather than React Aria's Disclosure, so every page does not load React
 * Aria for them. A closed panel is hidden by CSS in the server HTML, so the page does not shift
 * when it hydrates; the `hidden` attribute only comes with JavaScript, so without it the
 * `<noscript>` style in the root shows every link, visible to assistive technology too.
 */
export function FooterAccordion({
  sections,
  linkClassName,
}: {
  sections: FooterSection[];
  linkClassName?: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (sectionId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  return (
    <div className={styles.group}>
      {sections.map((section) => {
        const isOpen = expanded.has(section.id);
        const panelId = `${id}-${section.id}-panel`;
        return (
          <div key={section.id} className={styles.item} data-expanded={isOpen || undefined}>
            <h2 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
              >
                {section.title}
                <Icon icon={ChevronDown} className={styles.chevron} />
              </button>
            </h2>
            {/* `footer-panel` lets a <noscript> style open every panel when scripts cannot run. */}
            <div
              id={panelId}
              className={`${styles.panel} footer-panel`}
              hidden={hydrated && !isOpen ? true : undefined}
            >
              <FooterLinkList links={section.links} linkClassName={linkClassName} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
