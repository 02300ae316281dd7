import { type Address, addresseeName, addressSummary } from '@grocer/domain/address/address';
import {
  ADD_ADDRESS,
  type AddressModalText,
  CANCEL,
  CHOOSE_ADDRESS_HEADING,
  CHOOSE_ADDRESS_HINT,
  CLOSE_MODAL,
  EDIT_ADDRESS_HEADING,
  SAVE_CONTACT_ADDRESS,
} from '@grocer/domain/messages/address-book-messages';
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { FetcherWithComponents } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { AddressRefusal } from '../lib/address-action-result.ts';
import type { AddressFormValues } from '../lib/address-form-values.ts';
import styles from './address-dialogs.module.css';
import { AddressForm, type AddressFormProps } from './address-form.tsx';

function DialogFrame({
  title,
  onClose,
  size = 'large',
  role = 'dialog',
  children,
}: {
  title: string;
  onClose: () => void;
  size?: 'large' | 'small';
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${size === 'small' ? styles.small : ''}`}>
        <Dialog className={styles.dialog} role={role}>
          <div className={styles.bar}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" className={styles.close} aria-label="Close">
              <Icon icon={X} />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface AddressEditorDialogProps {
  mode: 'add' | 'edit';
  /** The address being edited. */
  address?: Address;
  initialValues: AddressFormValues;
  fetcher: FetcherWithComponents<unknown>;
  /** This dialog's last refusal, if any. */
  refusal: AddressRefusal | null;
  offerContactAddress: boolean;
  onClose: () => void;
  lookup?: AddressFormProps['lookup'];
}

/** #add-address and #edit-address: the address form in a dialog, posting through a fetcher. */
export function AddressEditorDialog({
  mode,
  address,
  initialValues,
  fetcher,
  refusal,
  offerContactAddress,
  onClose,
  lookup,
}: AddressEditorDialogProps) {
  return (
    <DialogFrame title={mode === 'add' ? ADD_ADDRESS : EDIT_ADDRESS_HEADING} onClose={onClose}>
      <AddressForm
        intent={mode}
        {...(address ? { addressId: address.id } : {})}
        initialValues={refusal?.values ?? initialValues}
        errors={refusal?.errors}
        result={refusal}
        offerContactAddress={offerContactAddress}
        fetcher={fetcher}
        cancel={{ onCancel: onClose }}
        {...(lookup ? { lookup } : {})}
      />
    </DialogFrame>
  );
}

export interface ChooseAddressDialogProps {
  addresses: readonly Address[];
  fetcher: FetcherWithComponents<unknown>;
  onClose: () => void;
}

/**
 * #choose-address: every address of the book with a radio each; the one picked becomes the
 * contact address (decision 0029; slot booking will reuse the list to pick a delivery address).
 */
export function ChooseAddressDialog({ addresses, fetcher, onClose }: ChooseAddressDialogProps) {
  const current = addresses.find((address) => address.isContactAddress);
  const [chosen, setChosen] = useState(String(current?.id ?? addresses[0]?.id ?? ''));
  return (
    <DialogFrame title={CHOOSE_ADDRESS_HEADING} onClose={onClose}>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="make-contact" />
        <RadioGroup
          name="addressId"
          value={chosen}
          onChange={setChosen}
          className={styles.radios}
          isRequired
        >
          <Label className={styles.radioLabel}>{CHOOSE_ADDRESS_HINT}</Label>
          {addresses.map((address) => (
            <Radio key={address.id} value={String(address.id)} className={styles.radio}>
              <span className={styles.indicator} aria-hidden="true" />
              <span className={styles.radioText}>
                <strong>{addressSummary(address)}</strong>
                <span>{addresseeName(address.addressee)}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.buttons}>
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onClose}>
            {CANCEL}
          </button>
          <button
            type="submit"
            className={buttonClass()}
            aria-disabled={fetcher.state !== 'idle' || undefined}
          >
            {SAVE_CONTACT_ADDRESS}
          </button>
        </div>
      </fetcher.Form>
    </DialogFrame>
  );
}

/**
 * One of the spec's address modals (doc 2 §8). A notice (cannot edit, cannot delete, must
 * contain a contact address, must contain at least one address, a generic error) has one
 * button; a question (delete confirm, confirm new contact address) has Cancel and `confirm`.
 */
export function AddressModal({
  text,
  detail,
  onClose,
  onConfirm,
}: {
  text: AddressModalText;
  /** The address it is about, shown under the message. */
  detail?: string;
  onClose: () => void;
  onConfirm?: () => void;
}) {
  const question = text.confirm !== undefined && onConfirm !== undefined;
  return (
    <DialogFrame title={text.title} onClose={onClose} size="small" role="alertdialog">
      <p className={styles.message}>{text.message}</p>
      {detail && (
        <p className={styles.message}>
          <strong>{detail}</strong>
        </p>
      )}
      <div className={styles.buttons}>
        {question ? (
          <>
            <Button className={buttonClass({ variant: 'ghost' })} onPress={onClose}>
              {CANCEL}
            </Button>
            <Button autoFocus className={buttonClass()} onPress={onConfirm}>
              {text.confirm}
            </Button>
          </>
        ) : (
          <Button autoFocus className={buttonClass()} onPress={onClose}>
            {CLOSE_MODAL}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
