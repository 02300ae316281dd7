import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './account-form.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A labelled input whose error is read with it (aria-invalid, aria-describedby). The server
 * renders the same markup after a post without JavaScript, so errors show either way.
 */
export function FormField({ label, name, error, hint, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly string[];
  error?: string | undefined;
  defaultValue?: string | undefined;
}

/** A native select: it works without JavaScript. */
export function SelectField({ label, name, options, error, defaultValue }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <select
        id={id}
        name={name}
        className={styles.select}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="" disabled>
          Select
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A message about the whole form (wrong password, locked, throttled), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert" tabIndex={-1} data-form-alert="">
      {children}
    </div>
  );
}
