import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styles from './mobile-search.module.css';
import { SearchBox } from './search-box.tsx';

/**
 * The small-screen search overlay: a full-screen dialog with the search box, its history and
 * suggestions. Loaded on first use by `MobileSearch`.
 */
export function MobileSearchDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog aria-label="Search" className={styles.dialog}>
          <SearchBox placeholder={SEARCH_PLACEHOLDER} autoFocus onDone={() => onOpenChange(false)}>
            <Button slot="close" className={styles.cancel}>
              Cancel
            </Button>
          </SearchBox>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
