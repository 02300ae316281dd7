import { type RefObject, useEffect } from 'react';

/**
 * After a submission comes back with errors, moves focus to the first field in error, or to the
 * form's alert when the problem is the whole form, so keyboard and screen-reader users land on it.
 * `result` is the action data: a new object for every submission.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: unknown): void {
  useEffect(() => {
    if (!result) return;
    const target = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-form-alert]',
    );
    target?.focus();
  }, [form, result]);
}
