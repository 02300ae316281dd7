import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  isOpen: boolean;
  /** Called with false when the shopper closes it (Escape, outside click, a close button). */
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The body; `close` closes the modal (for buttons inside it). */
  children: (close: () => void) => ReactNode;
  /** An alert dialog for errors and confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and an outside click close it (true unless an answer is required). */
  isDismissable?: boolean;
}

/**
 * A React Aria modal dialog (focus held inside, returned on close, Escape closes it) with a
 * level-2 title: the trolley's modals and lightboxes use it.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = true,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" level={2} className={styles.title}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
