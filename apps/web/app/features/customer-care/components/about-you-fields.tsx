import { CONTACT_LIMITS } from '@grocer/domain/customer-care/contact-form-options';
import type { ContactFormDefaults } from '@grocer/server/contexts/customer-care/customer-care.contract';
import { FormField } from '../../../components/ui/form-field.tsx';
import styles from './care-form.module.css';

/**
 * The "About you" fieldset both customer care forms share (decision 0076): names, email and an
 * optional phone, filled in from what was posted, else from a signed-in shopper's details.
 */
export function AboutYouFields({
  value,
  errorOf,
  defaults,
  emailHint,
}: {
  value: (name: string, fallback?: string) => string;
  errorOf: (name: string) => string | undefined;
  defaults: Pick<ContactFormDefaults, 'firstName' | 'lastName' | 'email'> | null | undefined;
  emailHint?: string;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>About you</legend>
      <FormField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        maxLength={CONTACT_LIMITS.name}
        defaultValue={value('firstName', defaults?.firstName)}
        error={errorOf('firstName')}
      />
      <FormField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        maxLength={CONTACT_LIMITS.name}
        defaultValue={value('lastName', defaults?.lastName)}
        error={errorOf('lastName')}
      />
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        {...(emailHint ? { hint: emailHint } : {})}
        defaultValue={value('email', defaults?.email)}
        error={errorOf('email')}
      />
      <FormField
        label="Phone number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        defaultValue={value('phone')}
        error={errorOf('phone')}
      />
    </fieldset>
  );
}
