import { CONTACT_LIMITS, CONTACT_TOPICS } from '@grocer/domain/customer-care/contact-form-options';
import {
  CONTACT_FORM_HEADING,
  openingHoursText,
} from '@grocer/domain/messages/customer-care-messages';
import { formatMoney } from '@grocer/domain/money/money';
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
import { formatLongDate } from '../../../lib/format-date.ts';
import { type FormChecker, useInlineChecks } from '../hooks/use-inline-checks.ts';
import { AboutYouFields } from './about-you-fields.tsx';
import styles from './care-form.module.css';
import { CountedTextArea } from './counted-text-area.tsx';
import { TrapField } from './trap-field.tsx';

export interface ContactFormProps {
  /** A signed-in shopper's name, email and recent orders; null when signed out. */
  defaults: ContactFormDefaults | null;
  /** What the last post answered (the page without JavaScript shows it again). */
  result: {
    errors: Record<string, string>;
    values: Record<string, string>;
    formError: string | null;
  } | null;
  openingHours: string;
}

/** The rules, loaded once the shopper starts on the form. */
const loadChecker = async (): Promise<FormChecker> => {
  const { checkContactForm } = await import('@grocer/domain/customer-care/contact-form');
  return (values) => {
    const result = checkContactForm(values, new Date());
    return result.ok ? {} : (result.errors as Record<string, string>);
  };
};

/**
 * Contact us (spec doc 3 §5, §7; decision 0076): a plain form post that works without
 * JavaScript, the server's messages beside each field; with JavaScript, the same rules check
 * each field as the shopper goes, and the message has a live character counter.
 */
export function ContactForm({ defaults, result, openingHours }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errorOf, formProps } = useInlineChecks(formRef, result?.errors, loadChecker);
  const submitting = useNavigation().state === 'submitting';
  const typed = result?.values;
  const value = (name: string, fallback = '') => typed?.[name] ?? fallback;
  const recentOrders = defaults?.recentOrders ?? [];
  return (
    <section className={styles.section} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{CONTACT_FORM_HEADING}</h2>
      <p className={styles.intro}>{openingHoursText(openingHours)}</p>
      <Form method="post" ref={formRef} className={styles.form} noValidate {...formProps}>
        {result?.formError && (
          <FormAlert>
            <p>{result.formError}</p>
          </FormAlert>
        )}
        <FieldShell
          label="What is your message about?"
          error={errorOf('topic')}
          hint="We ask for a few more details for some topics."
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              name="topic"
              className={fieldControlClass()}
              defaultValue={value('topic')}
              aria-invalid={errorOf('topic') ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Please choose</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>

        <fieldset className={`${styles.group} ${styles.topicFields} ${styles.forOrder}`}>
          <legend>Your order</legend>
          {recentOrders.length > 0 && (
            <FieldShell label="Your recent orders" error={undefined}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  name="recentOrder"
                  className={fieldControlClass()}
                  defaultValue={value('recentOrder')}
                  aria-describedby={describedBy}
                >
                  <option value="">Another order (type its number below)</option>
                  {recentOrders.map((order) => (
                    <option key={order.customerOrderId} value={order.customerOrderId}>
                      {`Order ${order.customerOrderId}, ${formatLongDate(order.created)}, ${formatMoney(order.total.amount)}`}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          )}
          <FormField
            label="Order number"
            name="orderNumber"
            inputMode="numeric"
            autoComplete="off"
            hint={
              recentOrders.length > 0
                ? 'If your order is not in the list above. You will find it in My Orders.'
                : 'You will find it in My Orders and in your confirmation email.'
            }
            defaultValue={value('orderNumber')}
            error={errorOf('orderNumber')}
          />
        </fieldset>

        <fieldset className={`${styles.group} ${styles.topicFields} ${styles.forShopVisit}`}>
          <legend>Your visit</legend>
          <FormField
            label="Date of your visit"
            name="eventDate"
            autoComplete="off"
            hint="For example, 27/03/2025"
            defaultValue={value('eventDate')}
            error={errorOf('eventDate')}
          />
        </fieldset>

        <fieldset className={`${styles.group} ${styles.topicFields} ${styles.forProductRequest}`}>
          <legend>The product you would like</legend>
          <FormField
            label="Product name"
            name="productName"
            maxLength={CONTACT_LIMITS.productName}
            defaultValue={value('productName')}
            error={errorOf('productName')}
          />
          <FormField
            label="Quantity"
            name="productQuantity"
            maxLength={CONTACT_LIMITS.productQuantity}
            hint="How many you would buy, for example 2 a week"
            defaultValue={value('productQuantity')}
            error={errorOf('productQuantity')}
          />
        </fieldset>

        <AboutYouFields
          value={value}
          errorOf={errorOf}
          defaults={defaults}
          emailHint="We will reply to this address."
        />

        <CountedTextArea
          label="Your message"
          name="message"
          maxLength={CONTACT_LIMITS.message}
          hint="Letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / + only."
          defaultValue={value('message')}
          error={errorOf('message')}
        />
        <TrapField />
        <button type="submit" className={buttonClass()} aria-disabled={submitting}>
          Send message
        </button>
      </Form>
    </section>
  );
}
