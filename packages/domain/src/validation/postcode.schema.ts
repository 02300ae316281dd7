import {
  INVALID_FRENCH_POSTCODE,
  INVALID_IRISH_POSTCODE,
  INVALID_POSTCODE,
  INVALID_UK_POSTCODE,
  INVALID_US_ZIP,
  REQUIRED,
} from './messages.ts';
import { requiredText } from './required-text.ts';

// A blank postcode shows 'Required' (the spec gives no text; postcode is a required address field).

/** Any country: letters, digits and spaces only. */
export const postcodeSchema = requiredText(REQUIRED).regex(/^[A-Za-z0-9 ]+$/, INVALID_POSTCODE);

/**
 * UK outward code + inward code without the space, per the Royal Mail letter rules. Crown
 * dependencies (JE Jersey, GG Guernsey, IM Isle of Man) share the format and count as UK.
 */
const ukPostcodeCompact =
  /^(?:GIR0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y])\d[ABD-HJLNP-UW-Z]{2})$/;

/** 'sw1a1aa' → 'SW1A 1AA'; null when not a UK postcode. */
export function formatUkPostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!ukPostcodeCompact.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** UK postcode in any case and spacing; the output is the standard form ('SW1A 1AA'). */
export const ukPostcodeSchema = requiredText(REQUIRED)
  .refine((text) => formatUkPostcode(text) !== null, { error: INVALID_UK_POSTCODE, abort: true })
  .transform((text) => formatUkPostcode(text) ?? text);

/** Five digits (ZIP+4 is not accepted: the spec says five digits). */
export const usZipSchema = requiredText(REQUIRED).regex(/^\d{5}$/, INVALID_US_ZIP);

export const frenchPostcodeSchema = requiredText(REQUIRED).regex(
  /^\d{5}$/,
  INVALID_FRENCH_POSTCODE,
);

/**
 * Irish Eircode: a routing key (a letter from the Eircode alphabet and two digits, or D6W)
 * then four characters from that alphabet, optionally separated by a space.
 */
export const irishPostcodeSchema = requiredText(REQUIRED).regex(
  /^(?:[ACDEFHKNPRTV-Y]\d{2}|D6W) ?[0-9ACDEFHKNPRTV-Y]{4}$/i,
  INVALID_IRISH_POSTCODE,
);
