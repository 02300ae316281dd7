import { contactSentText } from '@grocer/domain/messages/customer-care-messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './care-form.module.css';

/**
 * What the page says once a form has gone: its reference, and a way to send another. It takes
 * focus as it appears, so a screen reader reads it after the post.
 */
export function FormSent({
  title,
  reference,
  again,
}: {
  title: string;
  reference: string;
  again: { label: string; to: string };
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      className={styles.sent}
      aria-labelledby="form-sent-heading"
      tabIndex={-1}
      role="status"
    >
      <h2 id="form-sent-heading">{title}</h2>
      <p>{contactSentText(reference)}</p>
      <p>
        <Link to={again.to}>{again.label}</Link>
      </p>
    </section>
  );
}
