import { z } from 'zod';
import {
  INVALID_PHONE_NUMBER,
  mustHaveAtLeastDigits,
  mustHaveNoMoreThanDigits,
  REQUIRED,
} from './messages.ts';
import { requiredText } from './required-text.ts';

/** Removes everything but digits, keeping a leading plus (spec doc 2 §5): '+44 7700-900 123' → '+447700900123'. */
export function normalisePhoneNumber(text: string): string {
  const trimmed = text.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Optional country prefix (+ and digits) then digits, spaces or dashes. */
export const phoneNumberSchema = requiredText(REQUIRED).regex(
  /^(?:\+(?=\d))?[\d -]*\d[\d -]*$/,
  INVALID_PHONE_NUMBER,
);

/**
 * Counts digits only. The field's maximum length includes a leading '+', so a number written
 * with one may carry one digit fewer.
 */
export function digitCountSchema({ min, max }: { min: number; max: number }) {
  return z.string().check((ctx) => {
    const text = ctx.value;
    const digits = text.replace(/\D/g, '').length;
    const allowed = text.trim().startsWith('+') ? max - 1 : max;
    const message =
      digits < min
        ? mustHaveAtLeastDigits(min)
        : digits > allowed
          ? mustHaveNoMoreThanDigits(allowed)
          : null;
    if (message) ctx.issues.push({ code: 'custom', message, input: text });
  });
}
