import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdleForReactAria } from '../../../lib/react-aria-when-idle.ts';
import type { FooterSection } from '../lib/footer-links.ts';
import styles from './footer-accordion.module.css';
import { FooterLinkList } from './footer-link-list.tsx';

const FooterAccordion = lazy(() => import('./footer-accordion.tsx'));

/** How far below the screen the footer is when its accordion starts loading. */
const LOAD_AHEAD = '800px 0px';

/**
 * Small-screen footer sections. The server sends them open, so every link works without
 * JavaScript and nothing is hidden from assistive technology. Once the footer comes within
 * reach of the screen, React Aria's accordion loads and takes over, closed: the change happens
 * out of sight, and pages that are never scrolled that far never pay for it.
 */
export function SmallScreenFooterSections({
  sections,
  linkClassName,
}: {
  sections: FooterSection[];
  linkClassName?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let cancelLoad: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (cancelLoad || !entries.some((entry) => entry.isIntersecting)) return;
        // At the browser's next idle moment: a short page has its footer in reach at once.
        cancelLoad = whenIdleForReactAria(() => setNear(true));
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelLoad?.();
    };
  }, [near]);

  const open = (
    <div className={styles.group}>
      {sections.map((section) => (
        <section key={section.id} className={styles.item} aria-label={section.title}>
          <h2 className={styles.plainHeading}>{section.title}</h2>
          <div className={styles.panel}>
            <FooterLinkList links={section.links} linkClassName={linkClassName} />
          </div>
        </section>
      ))}
    </div>
  );

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={open}>
          <FooterAccordion sections={sections} linkClassName={linkClassName} />
        </Suspense>
      ) : (
        open
      )}
    </div>
  );
}
