import { ChevronDown } from 'lucide-react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import type { FooterSection } from '../lib/footer-links.ts';
import styles from './footer-accordion.module.css';
import { FooterLinkList } from './footer-link-list.tsx';

/**
 * The footer link sections as React Aria accordions, for small screens (spec doc 3 §2). Loaded
 * on demand by `SmallScreenFooterSections`, which shows the sections open until then.
 */
export default function FooterAccordion({
  sections,
  linkClassName,
}: {
  sections: FooterSection[];
  linkClassName?: string;
}) {
  return (
    <DisclosureGroup allowsMultipleExpanded className={styles.group}>
      {sections.map((section) => (
        <Disclosure key={section.id} id={section.id} className={styles.item}>
          <Heading level={2} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {section.title}
              <Icon icon={ChevronDown} className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <FooterLinkList links={section.links} linkClassName={linkClassName} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
