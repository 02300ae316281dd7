import { firstErrorField } from '@grocer/domain/address/address-form.schema';
import { type RefObject, useEffect } from 'react';

/**
 * After a submission comes back refused, moves focus to the first field in error in the spec's
 * error-field order (doc 2 §5: addressApiError, title, contactNumber, firstName, lastName, line1,
 * postalCode, then the rest), or to the form's alert for an addressApiError. `result` is the
 * action data: a new object for every submission, so a repeated refusal focuses again.
 */
export function useFocusFirstAddressError(
  form: RefObject<HTMLFormElement | null>,
  errors: Readonly<Record<string, string | undefined>> | undefined,
  result: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submission result
  useEffect(() => {
    if (!result || !errors) return;
    const field = firstErrorField(errors);
    if (field === null) return;
    const element =
      field === 'addressApiError'
        ? form.current?.querySelector<HTMLElement>('[data-form-alert]')
        : form.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
  }, [result]);
}
