import type { AdBanner } from '@grocer/domain/sponsored/ad-banner';
import { useEffect } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { track } from '../../../lib/analytics.ts';
import styles from './menu-ad-banner.module.css';

/** Banners whose impression this page has recorded: one impression a banner a page. */
const seen = new Set<string>();

export interface MenuAdBannerProps {
  banner: AdBanner;
  categoryId: string;
  /** Closes the menu when the link is followed. */
  onNavigate?: () => void;
  /** The ad preview shows a banner without recording anything. */
  preview?: boolean;
}

/**
 * A mega-menu ad banner (spec doc 3 §3 "Ad banner", decision 0096). Its impression and click are
 * recorded through the analytics client, which sends nothing without advertising consent; the
 * collector passes them on to the vendor's tracking addresses.
 */
export function MenuAdBanner({
  banner,
  categoryId,
  onNavigate,
  preview = false,
}: MenuAdBannerProps) {
  const { textArea, image, marketingBadge } = banner;
  useEffect(() => {
    if (preview || seen.has(banner.id)) return;
    seen.add(banner.id);
    track('ad_banner_impression', { banner_id: banner.id, category_id: categoryId });
  }, [banner.id, categoryId, preview]);

  return (
    <section className={styles.banner} aria-label={`Sponsored: ${textArea.heading}`}>
      <p className={styles.label}>
        Sponsored
        {marketingBadge && <span className={styles.badge}>{marketingBadge}</span>}
      </p>
      {image && (
        <img
          className={styles.image}
          src={image.src}
          alt={textArea.link.altText ?? ''}
          width={160}
          height={96}
          loading="lazy"
        />
      )}
      {textArea.offerHeading && <p className={styles.offer}>{textArea.offerHeading}</p>}
      <p className={styles.heading}>{textArea.heading}</p>
      {textArea.subheading && <p className={styles.subheading}>{textArea.subheading}</p>}
      <AppLink
        href={textArea.link.url}
        className={styles.link}
        onClick={() => {
          if (!preview) {
            track('ad_banner_click', { banner_id: banner.id, category_id: categoryId });
          }
          onNavigate?.();
        }}
      >
        {textArea.link.text}
      </AppLink>
    </section>
  );
}
