import {
  ADDRESS_TITLES,
  addressFieldLabels,
  COUNTRIES,
  TITLE_PLACEHOLDER,
} from '@grocer/domain/address/address';
import { ADDRESS_LIMITS } from '@grocer/domain/address/address-form.schema';
import {
  ADDRESS_SECTION,
  ADDRESSEE_SECTION,
  DELIVERY_NOTE_HINT,
  DELIVERY_NOTE_LABEL,
  optionalLabel,
} from '@grocer/domain/messages/address-book-messages';
import type { ReactNode } from 'react';
import { FieldShell, fieldControlClass } from '../../../components/ui/form-field.tsx';
import type { AddressFormField, AddressFormValues } from '../lib/address-form-values.ts';
import styles from './address-form.module.css';

type Errors = Readonly<Record<string, string | undefined>>;

export interface AddressFieldsProps {
  values: AddressFormValues;
  errors: Errors;
  onChange: (field: AddressFormField, value: string) => void;
  /** Shown between who it is for and the address lines: the postcode lookup. */
  lookup?: ReactNode;
}

/**
 * The add and edit forms' fields. Labels follow the country (spec doc 2 §3): a UK address has a
 * county and a postcode, others a state/province/region and a ZIP/postal code. Native inputs and
 * selects, controlled so the postcode lookup can fill them; they post without JavaScript.
 */
export function AddressFields({ values, errors, onChange, lookup }: AddressFieldsProps) {
  const labels = addressFieldLabels(values.country);
  const text = (
    field: AddressFormField,
    label: string,
    options: { autoComplete: string; maxLength: number; type?: string; short?: boolean },
  ) => (
    <FieldShell label={label} error={errors[field]}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          className={fieldControlClass({ short: options.short ?? false })}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ADDRESSEE_SECTION}</legend>
        <FieldShell label={optionalLabel('Title')} error={errors.title}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="title"
              className={fieldControlClass({ short: true })}
              autoComplete="honorific-prefix"
              value={values.title}
              onChange={(event) => onChange('title', event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">{TITLE_PLACEHOLDER}</option>
              {ADDRESS_TITLES.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {text('firstName', 'First name', {
          autoComplete: 'given-name',
          maxLength: ADDRESS_LIMITS.name,
        })}
        {text('lastName', 'Last name', {
          autoComplete: 'family-name',
          maxLength: ADDRESS_LIMITS.name,
        })}
        {text('contactNumber', optionalLabel('Contact number'), {
          autoComplete: 'tel',
          maxLength: ADDRESS_LIMITS.contactNumber,
          type: 'tel',
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ADDRESS_SECTION}</legend>
        <FieldShell label="Country" error={errors.country}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="country"
              className={fieldControlClass()}
              autoComplete="country"
              value={values.country}
              onChange={(event) => onChange('country', event.target.value)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy}
            >
              {COUNTRIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {lookup}
        {text('line1', 'Address line 1', {
          autoComplete: 'address-line1',
          maxLength: ADDRESS_LIMITS.line,
        })}
        {text('line2', optionalLabel('Address line 2'), {
          autoComplete: 'address-line2',
          maxLength: ADDRESS_LIMITS.line,
        })}
        {text('line3', optionalLabel('Address line 3'), {
          autoComplete: 'address-line3',
          maxLength: ADDRESS_LIMITS.line,
        })}
        {text('town', optionalLabel('Town or city'), {
          autoComplete: 'address-level2',
          maxLength: ADDRESS_LIMITS.town,
        })}
        {text('region', optionalLabel(labels.region), {
          autoComplete: 'address-level1',
          maxLength: ADDRESS_LIMITS.region,
        })}
        {text('postalCode', labels.postalCode, {
          autoComplete: 'postal-code',
          maxLength: ADDRESS_LIMITS.postalCode * 2,
          short: true,
        })}
        <FieldShell
          label={optionalLabel(DELIVERY_NOTE_LABEL)}
          error={errors.customerNote}
          hint={DELIVERY_NOTE_HINT}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              name="customerNote"
              className={fieldControlClass({ multiline: true })}
              rows={3}
              maxLength={ADDRESS_LIMITS.customerNote}
              value={values.customerNote}
              onChange={(event) => onChange('customerNote', event.target.value)}
              aria-invalid={errors.customerNote ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
      </fieldset>
    </>
  );
}
