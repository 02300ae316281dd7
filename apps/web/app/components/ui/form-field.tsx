import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

/** The class of a text input, select or textarea in a field: `short` for a postcode or a title. */
export function fieldControlClass(options: { short?: boolean; multiline?: boolean } = {}): string {
  return [styles.control, options.short && styles.short, options.multiline && styles.multiline]
    .filter(Boolean)
    .join(' ');
}

export interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/**
 * A label, an optional hint and error, and the control they describe: the control gets the id
 * and the aria-describedby to use. The server renders the same markup after a post without
 * JavaScript, so errors show either way.
 */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
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
      {children({ id, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined })}
    </div>
  );
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error is read with it (aria-invalid, aria-describedby). */
export function FormField({ label, name, error, hint, ...input }: FormFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={name}
          className={fieldControlClass()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
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
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          className={fieldControlClass()}
          defaultValue={defaultValue ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      )}
    </FieldShell>
  );
}

/**
 * A message about the whole form (wrong password, locked, an address the service refused),
 * announced when it appears; focusable so the form can move focus to it (`data-form-alert`).
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert" tabIndex={-1} data-form-alert="">
      {children}
    </div>
  );
}
