import { MULTI_SEARCH_TITLE } from '@grocer/domain/messages/ui-messages';
import { X } from 'lucide-react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import { MultiSearchFields } from './multi-search-fields.tsx';
import styles from './multi-search-modal.module.css';

export interface MultiSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialText: string;
  onSearch: (items: string[]) => void;
}

/** The Multi-search modal's dialog. Loaded on first use by `MultiSearchModal`. */
export function MultiSearchDialog({
  isOpen,
  onOpenChange,
  initialText,
  onSearch,
}: MultiSearchDialogProps) {
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.bar}>
            <Heading slot="title" level={2} className={styles.title}>
              {MULTI_SEARCH_TITLE}
            </Heading>
            <Button slot="close" className={styles.close} aria-label="Close">
              <Icon icon={X} />
            </Button>
          </div>
          <MultiSearchFields initialText={initialText} onSearch={onSearch} autoFocus />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
