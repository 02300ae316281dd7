import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Icon } from './icon.tsx';
import styles from './snackbar.module.css';

/** Long enough to read a short sentence twice (WCAG 2.2.1 lets the shopper close it sooner). */
export const SNACKBAR_MS = 6000;

export interface SnackbarProps {
  /** The text to show; null shows nothing. */
  message: string | null;
  /**
   * Changes for every new showing, so the same text twice shows (and is announced) twice.
   * Defaults to the message.
   */
  messageKey?: string | number;
  /** Called when it hides, by its timer or its close button. */
  onClose?: () => void;
  /** Hide after this long; 0 keeps it until closed. */
  durationMs?: number;
}

/**
 * A short confirmation at the foot of the screen (spec doc 2 §8 snackbars: 'Contact address
 * updated', 'Code successfully applied'…). The live region is always in the page, empty when
 * there is nothing to say, so screen readers announce each message as it arrives. It waits
 * while its close button is hovered or focused. Server-rendered with a message, it shows without JavaScript too.
 */
export function Snackbar({
  message,
  messageKey,
  onClose,
  durationMs = SNACKBAR_MS,
}: SnackbarProps) {
  const key = messageKey ?? message;
  const [closedKey, setClosedKey] = useState<string | number | null | undefined>(null);
  const [paused, setPaused] = useState(false);
  const open = message !== null && closedKey !== key;

  useEffect(() => {
    if (!open || paused || durationMs === 0) return;
    const timer = setTimeout(() => {
      setClosedKey(key);
      onClose?.();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [open, paused, durationMs, key, onClose]);

  const close = () => {
    setClosedKey(key);
    onClose?.();
  };

  return (
    <div className={styles.region}>
      <div className={open ? styles.snackbar : undefined}>
        <p className={styles.message} role="status">
          {open ? message : ''}
        </p>
        {open && (
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label="Dismiss"
            onPointerEnter={() => setPaused(true)}
            onPointerLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <Icon icon={X} size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
