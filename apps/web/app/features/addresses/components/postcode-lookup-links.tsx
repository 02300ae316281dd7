import { ADDRESS_LOOKUP_UNAVAILABLE as LOOKUP_UNAVAILABLE } from '@grocer/domain/address/address-refusals';
import {
  FIND_ADDRESS_BUTTON,
  FIND_ADDRESS_HINT,
  FIND_ADDRESS_LABEL,
  LOOKUP_FILLED,
  LOOKUP_NO_MATCH,
  LOOKUP_PICK_HEADING,
  POSTCODE_LOOKUP,
} from '@grocer/domain/messages/address-book-messages';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LOOKUP_TEXT_MAX, lookupHref } from '../lib/lookup-query.ts';
import type { LookupView } from '../lib/lookup-view.ts';
import styles from './postcode-lookup.module.css';

/**
 * The postcode lookup without JavaScript: a GET form to this page, whose loader lists the
 * suggestions as links. A RESULT_SET link opens the group; an address link fills the form below.
 * It sits outside the address form, since forms cannot nest.
 */
export function PostcodeLookupLinks({
  view,
  keep = {},
}: {
  view: LookupView;
  /** Query fields of the page the lookup keeps (the add page's `returnTo`). */
  keep?: Record<string, string>;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const text = view.kind === 'none' ? '' : view.text;
  const message =
    view.kind === 'filled'
      ? LOOKUP_FILLED
      : view.kind === 'unavailable'
        ? LOOKUP_UNAVAILABLE
        : view.kind === 'suggestions' && view.suggestions.length === 0
          ? LOOKUP_NO_MATCH
          : '';
  return (
    <Form method="get" className={styles.lookup} role="search" aria-label={POSTCODE_LOOKUP}>
      <label htmlFor={id} className={styles.label}>
        {FIND_ADDRESS_LABEL}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {FIND_ADDRESS_HINT}
      </p>
      <div className={styles.inputRow}>
        <input
          id={id}
          name="postcode"
          className={styles.input}
          defaultValue={text}
          maxLength={LOOKUP_TEXT_MAX}
          autoComplete="postal-code"
          aria-describedby={`${id}-hint`}
        />
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {FIND_ADDRESS_BUTTON}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {message}
      </p>
      {view.kind === 'suggestions' && view.suggestions.length > 0 && (
        <>
          <h3 className={styles.resultsHeading}>{LOOKUP_PICK_HEADING}</h3>
          <ul className={styles.results}>
            {view.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Link
                  to={lookupHref(
                    pathname,
                    suggestion.type === 'RESULT_SET'
                      ? { postcode: view.text, container: suggestion.id }
                      : { postcode: view.text, suggestion: suggestion.id },
                    keep,
                  )}
                >
                  {suggestion.label}
                  {suggestion.description && <span>{suggestion.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Form>
  );
}
