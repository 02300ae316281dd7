import { AppLink } from '../../../components/ui/app-link.tsx';
import { copyrightLine, MINIMAL_SITE_LINK_COUNT, SITE_LINKS } from '../lib/footer-links.ts';
import styles from './site-footer.module.css';

/** Sign-in, registration and forgot-password: only the first three site links (spec doc 1 §2). */
export function MinimalFooter({ brandName, year }: { brandName: string; year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.legalInner}>
        <nav aria-label="Site information">
          <ul className={styles.siteLinks}>
            {SITE_LINKS.slice(0, MINIMAL_SITE_LINK_COUNT).map((link) => (
              <li key={link.label}>
                <AppLink href={link.href}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{copyrightLine(brandName, year)}</p>
      </div>
    </footer>
  );
}
