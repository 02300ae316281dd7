import { isUkCountry } from '@grocer/domain/address/address';
import {
  CANCEL,
  MAKE_CONTACT_ADDRESS,
  SAVE_ADDRESS,
} from '@grocer/domain/messages/address-book-messages';
import type { SuggestedAddress } from '@grocer/server/contexts/addresses/addresses.contract';
import { type ReactNode, useRef, useState } from 'react';
import { type FetcherWithComponents, Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useFocusFirstAddressError } from '../hooks/use-focus-first-address-error.ts';
import type { AddressIntent } from '../lib/address-action-result.ts';
import {
  type AddressFormField,
  type AddressFormValues,
  withSuggestedAddress,
} from '../lib/address-form-values.ts';
import { AddressFields } from './address-fields.tsx';
import styles from './address-form.module.css';
import {
  PostcodeLookupComboBox,
  type PostcodeLookupComboBoxProps,
} from './postcode-lookup-combobox.tsx';

export interface AddressFormProps {
  intent: Extract<AddressIntent, 'add' | 'edit'>;
  addressId?: number;
  /** The fields to start from (the address, a new one, or what a refused post sent). */
  initialValues: AddressFormValues;
  /** The suggestion the fields came from (no-JavaScript lookup), sent with a new address. */
  initialSuggestionId?: string;
  errors?: Readonly<Record<string, string>> | undefined;
  /** The refusal the errors came with: a new object per submission, so focus moves each time. */
  result?: unknown;
  /** Offer 'Make this my contact address' (adding to a book that already has one). */
  offerContactAddress?: boolean;
  /** Post through this fetcher (the dialogs) instead of navigating (the pages). */
  fetcher?: FetcherWithComponents<unknown>;
  /** A link back (pages) or a button that closes (dialogs). */
  cancel: { href: string } | { onCancel: () => void };
  /** For tests: the lookup's sources. */
  lookup?: Omit<PostcodeLookupComboBoxProps, 'onPick'>;
  children?: ReactNode;
}

/**
 * The add and edit form. It posts `intent`, the fields and, for an address picked from the
 * lookup, its `suggestionId`. With JavaScript the postcode lookup combobox sits above the
 * address lines of a UK address and fills them; the fields stay editable. After a refused post
 * focus moves to the first error in the spec's order.
 */
export function AddressForm({
  intent,
  addressId,
  initialValues,
  initialSuggestionId,
  errors = {},
  result,
  offerContactAddress = false,
  fetcher,
  cancel,
  lookup,
  children,
}: AddressFormProps) {
  const [values, setValues] = useState(initialValues);
  const [suggestionId, setSuggestionId] = useState(initialSuggestionId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useFocusFirstAddressError(formRef, errors, result);

  const onChange = (field: AddressFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const onPick = (address: SuggestedAddress, id: string) => {
    setValues((current) => withSuggestedAddress(current, address));
    setSuggestionId(id);
  };

  const FormElement = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== 'idle' : false;

  return (
    <FormElement method="post" ref={formRef} className={styles.form} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {addressId !== undefined && <input type="hidden" name="addressId" value={addressId} />}
      {intent === 'add' && suggestionId !== '' && (
        <input type="hidden" name="suggestionId" value={suggestionId} />
      )}
      {errors.addressApiError && (
        <FormAlert>
          <p>{errors.addressApiError}</p>
        </FormAlert>
      )}
      {children}
      <AddressFields
        values={values}
        errors={errors}
        onChange={onChange}
        lookup={
          hydrated && isUkCountry(values.country) ? (
            <PostcodeLookupComboBox onPick={onPick} {...lookup} />
          ) : null
        }
      />
      {offerContactAddress && (
        <label className={styles.check}>
          <input type="checkbox" name="setContactAddress" value="true" />
          {MAKE_CONTACT_ADDRESS}
        </label>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()} aria-disabled={busy || undefined}>
          {SAVE_ADDRESS}
        </button>
        {'href' in cancel ? (
          <Link to={cancel.href} className={buttonClass({ variant: 'ghost' })}>
            {CANCEL}
          </Link>
        ) : (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost' })}
            onClick={cancel.onCancel}
          >
            {CANCEL}
          </button>
        )}
      </div>
    </FormElement>
  );
}
