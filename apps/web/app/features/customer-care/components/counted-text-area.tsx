import { characterCounterState } from '@grocer/domain/catalogue/product-display';
import { charactersLeft } from '@grocer/domain/trolley/trolley-messages';
import { useState } from 'react';
import { FieldShell, fieldControlClass } from '../../../components/ui/form-field.tsx';
import styles from './care-form.module.css';

export interface CountedTextAreaProps {
  label: string;
  name: string;
  maxLength: number;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * A text area with the catalogue's character counter (spec doc 3 §5, §9: shown when a maximum
 * applies; near it from 75 %, reached at the maximum). Without JavaScript the browser still
 * stops at the maximum and the server counts again; the counter is polite, read once the
 * shopper pauses.
 */
export function CountedTextArea({
  label,
  name,
  maxLength,
  defaultValue,
  error,
  hint,
}: CountedTextAreaProps) {
  const [length, setLength] = useState(defaultValue.length);
  const state = characterCounterState(length, maxLength);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <>
          <textarea
            id={id}
            name={name}
            rows={6}
            maxLength={maxLength}
            defaultValue={defaultValue}
            className={fieldControlClass({ multiline: true })}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
            onInput={(event) => setLength(event.currentTarget.value.length)}
          />
          <p id={`${id}-count`} className={styles.counter} data-state={state} aria-live="polite">
            {charactersLeft(maxLength - length)}
          </p>
        </>
      )}
    </FieldShell>
  );
}
