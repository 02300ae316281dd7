import { CARD_REASONS, CONTACT_LIMITS } from '@grocer/domain/customer-care/contact-form-options';
import { REPLACEMENT_CARD_FORM_HEADING } from '@grocer/domain/messages/customer-care-messages';
import type { ContactFormDefaults } from '@grocer/server/contexts/customer-care/customer-care.contract';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import {
  FieldShell,
  FormAlert,
  FormField,
  fieldControlClass,
} from '../../../components/ui/form-field.tsx';
import { type FormChecker, useInlineChecks } from '../hooks/use-inline-checks.ts';
import { AboutYouFields } from './about-you-fields.tsx';
import styles from './care-form.module.css';
import { CountedTextArea } from './counted-text-area.tsx';
import { TrapField } from './trap-field.tsx';

export interface ReplacementCardFormProps {
  defaults: Pick<ContactFormDefaults, 'firstName' | 'lastName' | 'email'> | null;
  result: {
    errors: Record<string, string>;
    values: Record<string, string>;
    formError: string | null;
  } | null;
}

const loadChecker = async (): Promise<FormChecker> => {
  const { checkReplacementCardForm } = await import('@grocer/domain/customer-care/contact-form');
  return (values) => {
    const result = checkReplacementCardForm(values);
    return result.ok ? {} : (result.errors as Record<string, string>);
  };
};

/**
 * The replacement loyalty card form (decision 0076): who the card is for, where to post it and
 * why, checked by the catalogue's rules; it goes to the same inbox as Contact us.
 */
export function ReplacementCardForm({ defaults, result }: ReplacementCardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errorOf, formProps } = useInlineChecks(formRef, result?.errors, loadChecker);
  const submitting = useNavigation().state === 'submitting';
  const value = (name: string, fallback = '') => result?.values[name] ?? fallback;
  return (
    <section className={styles.section} aria-labelledby="replacement-card-heading">
      <h2 id="replacement-card-heading">{REPLACEMENT_CARD_FORM_HEADING}</h2>
      <Form method="post" ref={formRef} className={styles.form} noValidate {...formProps}>
        {result?.formError && (
          <FormAlert>
            <p>{result.formError}</p>
          </FormAlert>
        )}
        <FieldShell label="Why do you need a new card?" error={errorOf('reason')}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="reason"
              className={fieldControlClass()}
              defaultValue={value('reason')}
              aria-invalid={errorOf('reason') ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Please choose</option>
              {CARD_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FormField
          label="Card number (optional)"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          hint="The 16 digits on your old card, if you have them"
          defaultValue={value('cardNumber')}
          error={errorOf('cardNumber')}
        />
        <AboutYouFields value={value} errorOf={errorOf} defaults={defaults} />
        <fieldset className={styles.group}>
          <legend>Where to post your card</legend>
          <FormField
            label="Address line 1"
            name="addressLine1"
            autoComplete="address-line1"
            maxLength={CONTACT_LIMITS.addressLine}
            defaultValue={value('addressLine1')}
            error={errorOf('addressLine1')}
          />
          <FormField
            label="Address line 2 (optional)"
            name="addressLine2"
            autoComplete="address-line2"
            maxLength={CONTACT_LIMITS.addressLine}
            defaultValue={value('addressLine2')}
            error={errorOf('addressLine2')}
          />
          <FormField
            label="Town"
            name="town"
            autoComplete="address-level2"
            maxLength={CONTACT_LIMITS.name}
            defaultValue={value('town')}
            error={errorOf('town')}
          />
          <FormField
            label="Postcode"
            name="postcode"
            autoComplete="postal-code"
            defaultValue={value('postcode')}
            error={errorOf('postcode')}
          />
        </fieldset>
        <CountedTextArea
          label="Anything else we should know (optional)"
          name="message"
          maxLength={CONTACT_LIMITS.message}
          hint="Letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / + only."
          defaultValue={value('message')}
          error={errorOf('message')}
        />
        <TrapField />
        <button type="submit" className={buttonClass()} aria-disabled={submitting}>
          Order a replacement card
        </button>
      </Form>
    </section>
  );
}
