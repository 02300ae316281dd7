import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './site-footer.module.css';

/** How far below the screen the footer starts to load its link sections. */
const LOAD_MARGIN = '400px 0px';

/**
 * The footer's link sections, loaded lazily (the 'footer lazy load' experiment's variant, spec
 * doc 3 §2, decision 0072): the page arrives with a placeholder of their height, and they render
 * once the footer is scrolled near. Without JavaScript they are in a noscript element.
 */
export function LazyFooterSections({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <div ref={placeholder} className={styles.lazySections} data-lazy-footer="waiting">
      <noscript>{children}</noscript>
    </div>
  );
}
