import type { SiteConfig } from '@grocer/server/web/app-services';
import { Smartphone } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useExperiment } from '../../../lib/experiments.ts';
import {
  copyrightLine,
  footerSections,
  type ManagedFooterSection,
  SITE_LINKS,
} from '../lib/footer-links.ts';
import { BackToTop } from './back-to-top.tsx';
import { FooterLinkList } from './footer-link-list.tsx';
import { LazyFooterSections } from './lazy-footer-sections.tsx';
import styles from './site-footer.module.css';
import { SmallScreenFooterSections } from './small-screen-footer-sections.tsx';

export interface SiteFooterProps {
  site: Pick<SiteConfig, 'brandName' | 'partnerLinks' | 'socialLinks' | 'appLinks'>;
  year: number;
  /** The footer taxonomy staff publish (decision 0077); null: the built-in sections. */
  managedSections?: readonly ManagedFooterSection[] | null;
}

const SOCIAL_LABELS: [keyof SiteConfig['socialLinks'], string][] = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['pinterest', 'Pinterest'],
  ['x', 'X'],
  ['youtube', 'YouTube'],
];

/**
 * Full footer. The link sections are rendered twice, as columns (lg and up) and as accordions
 * (below lg); CSS shows one, so neither layout waits for JavaScript to measure the screen.
 */
export function SiteFooter({ site, year, managedSections = null }: SiteFooterProps) {
  const sections = footerSections(site, managedSections);
  const lazy = useExperiment('footer_lazy_load') === 'variant';
  const linkSections = (
    <>
      <div className={styles.columns}>
        {sections.map((section) => (
          <section
            key={section.id}
            className={styles.column}
            aria-labelledby={`footer-${section.id}`}
          >
            <h2 id={`footer-${section.id}`}>{section.title}</h2>
            <FooterLinkList links={section.links} linkClassName={styles.link} />
          </section>
        ))}
      </div>
      <div className={styles.accordion}>
        <SmallScreenFooterSections sections={sections} linkClassName={styles.link} />
      </div>
    </>
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>{lazy ? <LazyFooterSections>{linkSections}</LazyFooterSections> : linkSections}</div>
        <div className={styles.follow}>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul className={styles.chips}>
              {SOCIAL_LABELS.map(([key, label]) => (
                <li key={key}>
                  <a
                    className={styles.chip}
                    href={site.socialLinks[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps">Get our app</h2>
            <ul className={styles.chips}>
              <li>
                <a
                  className={styles.chip}
                  href={site.appLinks.appStore}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon icon={Smartphone} size={16} />
                  App Store
                </a>
              </li>
              <li>
                <a
                  className={styles.chip}
                  href={site.appLinks.googlePlay}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon icon={Smartphone} size={16} />
                  Google Play
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <nav aria-label="Site information">
            <ul className={styles.siteLinks}>
              {SITE_LINKS.map((link) => (
                <li key={link.label}>
                  <AppLink href={link.href}>{link.label}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>{copyrightLine(site.brandName, year)}</p>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
