import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { buttonClass } from './button.tsx';
import styles from './reload-modal.module.css';

export interface ReloadModalDialogProps {
  title: string;
  text: string;
  buttonLabel: string;
  /** Reloads the page; the one way out of the modal. */
  onReload: () => void;
}

/** Loaded on first use by `ReloadModal`. Not dismissable: no Escape, no outside click. */
export function ReloadModalDialog({ title, text, buttonLabel, onReload }: ReloadModalDialogProps) {
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.text}>{text}</p>
          <Button autoFocus className={buttonClass({ block: true })} onPress={onReload}>
            {buttonLabel}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
