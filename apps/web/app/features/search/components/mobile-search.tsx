import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { SEARCH_ACTION } from '../lib/search-url.ts';
import styles from './mobile-search.module.css';
import { SearchBox } from './search-box.tsx';

/**
 * Small screens: a search button that opens a full-screen dialog with the search box, its
 * history and suggestions. Cancel closes it, dropping what was typed. Before hydration the
 * button is a link to the search page, which has a plain search form.
 */
export function MobileSearch() {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const face = (
    <>
      <Icon icon={Search} />
      <span className={styles.placeholder}>{SEARCH_PLACEHOLDER}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={SEARCH_ACTION} className={styles.trigger}>
        {face}
      </a>
    );
  }
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={styles.trigger}>{face}</Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog aria-label="Search" className={styles.dialog}>
            <SearchBox placeholder={SEARCH_PLACEHOLDER} autoFocus onDone={() => setOpen(false)}>
              <Button slot="close" className={styles.cancel}>
                Cancel
              </Button>
            </SearchBox>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
