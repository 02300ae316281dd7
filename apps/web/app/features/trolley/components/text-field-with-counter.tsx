import { characterCounterState } from '@grocer/domain/catalogue/product-display';
import { charactersLeft } from '@grocer/domain/trolley/trolley-messages';
import { useId, useState } from 'react';
import styles from './trolley-forms.module.css';

export interface TextFieldWithCounterProps {
  label: string;
  name: string;
  maxLength: number;
  defaultValue: string;
  hint?: string;
  autoFocus?: boolean;
  onValue?: (value: string) => void;
}

/**
 * A text area with a character counter (spec doc 1 §5, doc 3 §5: shown when a maxlength
 * applies; near the maximum at 75 %, reached at full length — the domain's
 * `characterCounterState`). The counter is polite: it is read once the shopper pauses.
 */
export function TextFieldWithCounter({
  label,
  name,
  maxLength,
  defaultValue,
  hint,
  autoFocus,
  onValue,
}: TextFieldWithCounterProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue.slice(0, maxLength));
  const state = characterCounterState(value.length, maxLength);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={3}
        maxLength={maxLength}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the one field of a dialog opened for it
        autoFocus={autoFocus}
        aria-describedby={[hint ? `${id}-hint` : '', `${id}-count`].filter(Boolean).join(' ')}
        onChange={(event) => {
          setValue(event.target.value);
          onValue?.(event.target.value);
        }}
      />
      <p id={`${id}-count`} className={styles.counter} data-state={state} aria-live="polite">
        {charactersLeft(maxLength - value.length)}
      </p>
    </div>
  );
}
