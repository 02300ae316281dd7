import type { Address } from '@grocer/domain/address/address';
import {
  ADD_ADDRESS,
  ADDRESS_BOOK_SECTION,
  ADDRESS_ERROR_MODAL,
  CANNOT_EDIT_MODAL,
  CHOOSE_CONTACT_ADDRESS,
  CONFIRM_CONTACT_MODAL,
  DELETE_BLOCKED_MODALS,
  DELETE_CONFIRM_MODAL,
} from '@grocer/domain/messages/address-book-messages';
import { MapPinPlus, Star } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Snackbar } from '../../../components/ui/snackbar.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import type { AddressActionResult, AddressModalKind } from '../lib/address-action-result.ts';
import {
  ADDRESS_AREAS,
  ADDRESS_NOTICES,
  type AddressArea,
  type AddressNotice,
} from '../lib/address-areas.ts';
import type { AddressBookEntry } from '../lib/address-book-entry.ts';
import { type AddressFormValues, addressFormValues } from '../lib/address-form-values.ts';
import { AddressBookList } from './address-book-list.tsx';
import styles from './address-book-manager.module.css';
import type { AddressCardActions } from './address-card.tsx';
import { AddressEditorDialog, AddressModal, ChooseAddressDialog } from './address-dialogs.tsx';
import type { AddressFormProps } from './address-form.tsx';

/** The dialogs the URL's hash opens (spec doc 2 §2 address modals). */
export const ADD_ADDRESS_HASH = '#add-address';
export const EDIT_ADDRESS_HASH = '#edit-address';
export const CHOOSE_ADDRESS_HASH = '#choose-address';

/** What history.state carries for a dialog this page opened (so closing it goes back). */
interface DialogState {
  addressDialog?: true;
  addressId?: number;
}

type ModalState =
  | { kind: 'confirm-delete'; address: Address }
  | { kind: 'confirm-contact'; address: Address }
  | { kind: AddressModalKind; address?: Address };

export interface AddressBookManagerProps {
  area: AddressArea;
  entries: readonly AddressBookEntry[];
  /** Where a new address starts (the account holder's name). */
  newAddress: AddressFormValues;
  /** Said once on arrival: a change made on another page or by a plain form post. */
  notice: AddressNotice | null;
  /** A plain form post's answer on this page (no JavaScript). */
  actionResult: AddressActionResult | undefined;
  /** `?addresses=all`: the whole book, without JavaScript. */
  initiallyExpanded: boolean;
  /** For tests: the postcode lookup's sources. */
  lookup?: AddressFormProps['lookup'];
  headingLevel?: 2 | 1;
  children?: ReactNode;
}

function modalText(modal: ModalState) {
  switch (modal.kind) {
    case 'confirm-delete':
      return DELETE_CONFIRM_MODAL;
    case 'confirm-contact':
      return CONFIRM_CONTACT_MODAL;
    case 'cannot-edit':
      return CANNOT_EDIT_MODAL;
    case 'error':
      return ADDRESS_ERROR_MODAL;
    default:
      return DELETE_BLOCKED_MODALS[modal.kind];
  }
}

/**
 * The address book: the list, and with JavaScript everything done on it. Edit and delete check
 * the address's permissions first (spec doc 2 §4, §5): a refusal opens its modal instead. The
 * add, edit and choose dialogs open from the URL's hash, so the back button closes them; they
 * and the modals post to the page's action through one fetcher. Each success shows its notice
 * in the snackbar ('Contact address updated' for a new contact address).
 */
export function AddressBookManager({
  area,
  entries,
  newAddress,
  notice,
  actionResult,
  initiallyExpanded,
  lookup,
  headingLevel = 2,
  children,
}: AddressBookManagerProps) {
  const paths = ADDRESS_AREAS[area];
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<AddressActionResult>();
  const [modal, setModal] = useState<ModalState | null>(null);
  const [snackbar, setSnackbar] = useState<{ message: string; key: string } | null>(() => {
    if (actionResult?.ok) {
      return { message: ADDRESS_NOTICES[actionResult.notice], key: `a${actionResult.at}` };
    }
    return notice ? { message: ADDRESS_NOTICES[notice], key: `n-${notice}` } : null;
  });

  const addresses = entries.map((entry) => entry.address);
  const dialogState = (location.state ?? {}) as DialogState;
  const hash = hydrated ? location.hash : '';
  const editing =
    hash === EDIT_ADDRESS_HASH
      ? entries.find((entry) => entry.address.id === dialogState.addressId)
      : undefined;

  const openDialog = (dialogHash: string, addressId?: number) => {
    navigate(
      { pathname: location.pathname, search: location.search, hash: dialogHash },
      {
        state: { addressDialog: true, ...(addressId ? { addressId } : {}) } satisfies DialogState,
        preventScrollReset: true,
      },
    );
  };
  const closeDialog = useCallback(() => {
    if (dialogState.addressDialog) {
      navigate(-1);
    } else {
      navigate(
        { pathname: location.pathname, search: location.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [dialogState.addressDialog, location.pathname, location.search, navigate]);

  // A page reached with #edit-address but no address to edit (a shared link): no dialog.
  useEffect(() => {
    if (hash === EDIT_ADDRESS_HASH && !editing) closeDialog();
  }, [hash, editing, closeDialog]);

  // A plain post's answer (no JavaScript, or before hydration): its modal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (actionResult && !actionResult.ok && actionResult.modal) {
      const address = addresses.find((entry) => entry.id === actionResult.addressId);
      setModal({ kind: actionResult.modal, ...(address ? { address } : {}) });
    }
  }, [actionResult]);

  // The fetcher's answers: close what was open and say what happened.
  const handled = useRef<number | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!result || handled.current === result.at) return;
    handled.current = result.at;
    if (result.ok) {
      setModal(null);
      if (hash !== '') closeDialog();
      setSnackbar({ message: ADDRESS_NOTICES[result.notice], key: `f${result.at}` });
      return;
    }
    if (result.modal) {
      if (hash !== '') closeDialog();
      const address = addresses.find((entry) => entry.id === result.addressId);
      setModal({ kind: result.modal, ...(address ? { address } : {}) });
    }
  }, [result]);
  const refusal = result && !result.ok && !result.modal ? result : null;

  const actions: AddressCardActions = {
    onEdit: (address) => {
      const entry = entries.find((candidate) => candidate.address.id === address.id);
      if (!entry?.permissions.edit) setModal({ kind: 'cannot-edit', address });
      else openDialog(EDIT_ADDRESS_HASH, address.id);
    },
    onDelete: (address) => {
      const entry = entries.find((candidate) => candidate.address.id === address.id);
      const block = entry?.permissions.deleteBlock ?? null;
      if (block) setModal({ kind: block, address });
      else if (!entry?.permissions.delete) setModal({ kind: 'error', address });
      else setModal({ kind: 'confirm-delete', address });
    },
    onMakeContact: (address) => setModal({ kind: 'confirm-contact', address }),
  };

  const confirm = (intent: 'delete' | 'make-contact', address: Address) => {
    fetcher.submit({ intent, addressId: String(address.id) }, { method: 'post' });
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.book} aria-labelledby="address-book-heading">
      <div className={styles.head}>
        <Heading id="address-book-heading" className={styles.heading}>
          {ADDRESS_BOOK_SECTION}
        </Heading>
        <div className={styles.headActions}>
          {hydrated && addresses.length > 1 && (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              aria-haspopup="dialog"
              onClick={() => openDialog(CHOOSE_ADDRESS_HASH)}
            >
              <Icon icon={Star} size={18} />
              {CHOOSE_CONTACT_ADDRESS}
            </button>
          )}
          <Link
            to={paths.add}
            className={buttonClass()}
            onClick={(event) => {
              event.preventDefault();
              openDialog(ADD_ADDRESS_HASH);
            }}
          >
            <Icon icon={MapPinPlus} size={18} />
            {ADD_ADDRESS}
          </Link>
        </div>
      </div>
      {children}
      <AddressBookList
        addresses={addresses}
        paths={paths}
        actions={actions}
        initiallyExpanded={initiallyExpanded}
      />

      {hash === ADD_ADDRESS_HASH && (
        <AddressEditorDialog
          mode="add"
          initialValues={newAddress}
          fetcher={fetcher}
          refusal={refusal?.intent === 'add' ? refusal : null}
          offerContactAddress={addresses.length > 0}
          onClose={closeDialog}
          {...(lookup ? { lookup } : {})}
        />
      )}
      {editing && (
        <AddressEditorDialog
          mode="edit"
          address={editing.address}
          initialValues={addressFormValues(editing.address)}
          fetcher={fetcher}
          refusal={refusal?.intent === 'edit' ? refusal : null}
          offerContactAddress={false}
          onClose={closeDialog}
          {...(lookup ? { lookup } : {})}
        />
      )}
      {hash === CHOOSE_ADDRESS_HASH && addresses.length > 0 && (
        <ChooseAddressDialog addresses={addresses} fetcher={fetcher} onClose={closeDialog} />
      )}
      {modal && (
        <AddressModal
          text={modalText(modal)}
          {...(modal.address
            ? { detail: `${modal.address.line1}, ${modal.address.postalCode}` }
            : {})}
          onClose={() => setModal(null)}
          {...(modal.kind === 'confirm-delete' || modal.kind === 'confirm-contact'
            ? {
                onConfirm: () =>
                  confirm(
                    modal.kind === 'confirm-delete' ? 'delete' : 'make-contact',
                    modal.address as Address,
                  ),
              }
            : {})}
        />
      )}
      <Snackbar
        message={snackbar?.message ?? null}
        messageKey={snackbar?.key ?? ''}
        onClose={() => setSnackbar(null)}
      />
    </section>
  );
}
