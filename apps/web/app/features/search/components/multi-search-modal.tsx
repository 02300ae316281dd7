import { MULTI_SEARCH_TITLE } from '@grocer/domain/messages/ui-messages';
import { ListChecks, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import {
  MULTI_SEARCH_LIST_KEY,
  readStoredList,
  writeStoredList,
} from '../lib/search-history-store.ts';
import { isSameMultiSearch, MULTI_SEARCH_ACTION, multiSearchHref } from '../lib/search-url.ts';
import { MultiSearchFields } from './multi-search-fields.tsx';
import styles from './multi-search-modal.module.css';

/**
 * The header's 'Multi-search' button and modal. Before hydration it is a link to the
 * multi-search page, whose own form does the same job without JavaScript.
 */
export function MultiSearchModal({ triggerClassName }: { triggerClassName?: string }) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(false);
  const [initialText, setInitialText] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  const label = (
    <>
      <Icon icon={ListChecks} />
      <span className={styles.triggerText}>{MULTI_SEARCH_TITLE}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={MULTI_SEARCH_ACTION} className={triggerClassName}>
        {label}
      </a>
    );
  }

  const onOpenChange = (open: boolean) => {
    // Reopening shows the list last searched (spec: Search saves the items).
    if (open) setInitialText(readStoredList(MULTI_SEARCH_LIST_KEY).join('\n'));
    setOpen(open);
  };

  const onSearch = (items: string[]) => {
    writeStoredList(MULTI_SEARCH_LIST_KEY, items);
    setOpen(false);
    const href = multiSearchHref(items);
    if (isSameMultiSearch(location.pathname, params, items)) {
      // Same first term: stay on its results, only the strip takes the new list.
      if (params.get('searchTerm') !== items.join(',')) {
        navigate(href, { replace: true, preventScrollReset: true });
      }
      return;
    }
    navigate(href);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName}>{label}</Button>
      <ModalOverlay isDismissable className={styles.overlay}>
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
    </DialogTrigger>
  );
}
