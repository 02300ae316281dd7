import { ArrowUp } from 'lucide-react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.ts';
import styles from './back-to-top.module.css';

/** Spec doc 3 §9: back-to-top shows after 600 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 600;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        // Keyboard users continue from the top of the page rather than the footer.
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon icon={ArrowUp} size={18} />
      Back to top
    </button>
  );
}
