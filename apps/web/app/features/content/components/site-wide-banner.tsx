import type { ContentBlock } from '@grocer/domain/content/content-page';
import { AppLink } from '../../../components/ui/app-link.tsx';
import styles from './site-wide-banner.module.css';

/**
 * The site-wide banner (spec doc 3 §7; decision 0077): a short message staff publish, above the
 * header of every full page while the site_wide_banner flag is on. Text stays text; its link
 * was checked by the content rule.
 */
export function SiteWideBanner({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <div className={styles.inner}>
        {blocks.map((block, i) => {
          if (block.kind === 'richText') {
            return block.paragraphs.map((paragraph, p) => (
              <p key={`${i}-${p}`} className={styles.text}>
                {paragraph.runs.map((run, r) => {
                  let content: React.ReactNode = run.text;
                  if (run.italic) content = <em>{content}</em>;
                  if (run.bold) content = <strong>{content}</strong>;
                  return run.href ? (
                    <AppLink key={r} href={run.href} className={styles.link}>
                      {content}
                    </AppLink>
                  ) : (
                    <span key={r}>{content}</span>
                  );
                })}
              </p>
            ));
          }
          if (block.kind === 'callToAction') {
            return (
              <AppLink key={i} href={block.href} className={styles.link}>
                {block.label}
              </AppLink>
            );
          }
          return null;
        })}
      </div>
    </aside>
  );
}
