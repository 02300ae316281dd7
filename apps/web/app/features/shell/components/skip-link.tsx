import { SKIP_TO_MAIN_CONTENT } from '@grocer/domain/messages/ui-messages';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page (spec doc 1 §2). */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {SKIP_TO_MAIN_CONTENT}
    </a>
  );
}
