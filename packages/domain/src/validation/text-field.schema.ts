import { z } from 'zod';
import {
  INVALID_ADDRESS_LINE,
  INVALID_FREE_TEXT,
  invalidField,
  mustBeAtLeast,
  mustBeNoMoreThan,
  pleaseEnterYour,
  REQUIRED,
} from './messages.ts';
import { requiredText } from './required-text.ts';

/**
 * Names (first name, last name, town…): required; letters, digits, space, hyphen, apostrophe
 * and dot. Letters include accented Latin ones (Zoë, José, Łukasz) and the typographic
 * apostrophe, which phones insert for "'".
 */
export function namedFieldSchema(field: string) {
  return requiredText(pleaseEnterYour(field)).regex(
    /^[\p{Script=Latin}\p{M}\d .'’-]+$/u,
    invalidField(field),
  );
}

/** Length limits in characters, after trimming. */
export function textLengthSchema({ min, max }: { min?: number; max?: number }) {
  let schema = z.string().trim();
  if (min !== undefined) schema = schema.min(min, mustBeAtLeast(min));
  if (max !== undefined) schema = schema.max(max, mustBeNoMoreThan(max));
  return schema;
}

/**
 * Address line: Latin letters including accented ones, digits, space and the punctuation
 * addresses use (, . ' ’ - / & ( ) #). An optional line may be blank.
 */
const addressLinePattern = /^[\p{Script=Latin}\p{M}\d ,.'’\-/&()#]*$/u;

export function addressLineSchema({ required }: { required: boolean }) {
  const base = required ? requiredText(REQUIRED) : z.string().trim();
  return base.regex(addressLinePattern, INVALID_ADDRESS_LINE);
}

/**
 * Free text: A-Z (either case), digits, space and - _ . , ( ) & ? ! @ £ % / +. Line breaks
 * are allowed too because free text is typed in multi-line boxes.
 */
export const freeTextSchema = z
  .string()
  .regex(/^[A-Za-z0-9 \r\n\-_.,()&?!@£%/+]*$/, INVALID_FREE_TEXT);
