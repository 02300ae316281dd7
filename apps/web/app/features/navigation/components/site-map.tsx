import type { SiteMapLink, SiteMapSection } from '@grocer/domain/navigation/site-map';
import { useId } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import styles from './site-map.module.css';

function Links({ links, nested = false }: { links: SiteMapLink[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={nested ? styles.link : styles.mainLink}>
            {link.label}
          </AppLink>
          {link.children && <Links links={link.children} nested />}
        </li>
      ))}
    </ul>
  );
}

function Section({ section }: { section: SiteMapSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {section.title}
      </h2>
      <Links links={section.links} />
    </section>
  );
}

/** The generated site map (decision 0078): each section a heading and its links. */
export function SiteMap({ sections }: { sections: SiteMapSection[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
