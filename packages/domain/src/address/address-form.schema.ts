import { z } from 'zod';
import {
  INVALID_FREE_TEXT,
  INVALID_PHONE_NUMBER,
  mustBeNoMoreThan,
  pleaseEnterYour,
  REQUIRED,
} from '../validation/messages.ts';
import {
  digitCountSchema,
  normalisePhoneNumber,
  phoneNumberSchema,
} from '../validation/phone.schema.ts';
import {
  frenchPostcodeSchema,
  irishPostcodeSchema,
  postcodeSchema,
  ukPostcodeSchema,
  usZipSchema,
} from '../validation/postcode.schema.ts';
import {
  addressLineSchema,
  freeTextSchema,
  namedFieldSchema,
} from '../validation/text-field.schema.ts';
import {
  ADDRESS_TITLES,
  type AddresseeFields,
  type AddressForm,
  type AddressLines,
  DEFAULT_COUNTRY,
  isCountryCode,
  isUkCountry,
} from './address.ts';
import type { CountryCode } from './countries.ts';

/**
 * Address and addressee validation (spec doc 2 §5, doc 3 §5). Required: line1, country,
 * postalCode, firstName, lastName; empty strings count as missing. Limits the spec leaves out are
 * ours (decision 0027) and sized to what a delivery label holds.
 */
export const ADDRESS_LIMITS = {
  line: 60,
  town: 50,
  region: 50,
  postalCode: 12,
  name: 50,
  /** Digits (a leading plus takes one): UK numbers have 10 or 11, international ones up to 15. */
  contactNumberMinDigits: 10,
  contactNumberMaxDigits: 16,
  /** Characters as typed, spaces and brackets included. */
  contactNumber: 40,
  customerNote: 250,
} as const;

// Spec: not shown. A country outside the ISO list can only come from a crafted request.
export const INVALID_COUNTRY = 'Please select a country';
// Spec: not shown. A title outside the list can only come from a crafted request.
export const INVALID_TITLE = 'Please select a title from the list';

/** Spec doc 2 §5 error-field order: the form focuses the first of these that has an error. */
export const ADDRESS_ERROR_FIELD_ORDER = [
  'addressApiError',
  'title',
  'contactNumber',
  'firstName',
  'lastName',
  'line1',
  'postalCode',
] as const;

/** The fields a form shows errors for, in the order the shopper meets them after the spec's order. */
const FORM_FIELD_ORDER = [
  ...ADDRESS_ERROR_FIELD_ORDER,
  'line2',
  'line3',
  'town',
  'region',
  'country',
  'customerNote',
] as const;

/** The field to focus: the first with an error in the spec's order, then the rest of the form. */
export function firstErrorField(
  errors: Readonly<Record<string, string | undefined>>,
): string | null {
  for (const field of FORM_FIELD_ORDER) if (errors[field]) return field;
  return Object.keys(errors).find((field) => errors[field]) ?? null;
}

const max = (n: number) => [n, mustBeNoMoreThan(n)] as const;

/** The postcode rule for a country: UK format for the UK (JE, GG, IM too), ZIP, French, Irish, else letters, digits and spaces. */
export function postcodeSchemaFor(country: string): z.ZodType<string, string> {
  if (isUkCountry(country)) return ukPostcodeSchema;
  if (country === 'US') return usZipSchema;
  if (country === 'FR') return frenchPostcodeSchema;
  if (country === 'IE') {
    // Routing key, a space, the unique identifier: 'd02x285' → 'D02 X285'.
    return irishPostcodeSchema.transform((text) => {
      const compact = text.replace(/\s+/g, '').toUpperCase();
      return `${compact.slice(0, 3)} ${compact.slice(3)}`;
    });
  }
  return postcodeSchema
    .max(...max(ADDRESS_LIMITS.postalCode))
    .transform((text) => text.toUpperCase());
}

/**
 * Required text whose blank message is the only one (the rest of `rule` does not run on a blank
 * value) without stopping the form's other checks: zod skips every object-level check once a
 * field aborts, which would hide the postcode's country rule behind an unrelated blank field.
 */
function required<T>(message: string, rule: z.ZodType<T, string>) {
  return z.string({ error: message }).trim().min(1, message).pipe(rule);
}

const countrySchema = required(
  REQUIRED,
  z
    .string()
    .transform((code) => code.toUpperCase())
    .refine(isCountryCode, { error: INVALID_COUNTRY })
    .transform((code) => code as CountryCode),
);

const placeFields = {
  line1: required(
    REQUIRED,
    addressLineSchema({ required: false }).max(...max(ADDRESS_LIMITS.line)),
  ),
  line2: addressLineSchema({ required: false })
    .max(...max(ADDRESS_LIMITS.line))
    .default(''),
  line3: addressLineSchema({ required: false })
    .max(...max(ADDRESS_LIMITS.line))
    .default(''),
  town: addressLineSchema({ required: false })
    .max(...max(ADDRESS_LIMITS.town))
    .default(''),
  region: addressLineSchema({ required: false })
    .max(...max(ADDRESS_LIMITS.region))
    .default(''),
  country: countrySchema.default(DEFAULT_COUNTRY),
  // Checked against the country below; here only its size, so a huge value fails early.
  postalCode: z.string({ error: REQUIRED }).max(...max(ADDRESS_LIMITS.postalCode * 2)),
};

/**
 * The postcode against its country's rule. It runs even when other fields have errors (the form
 * shows every error at once, spec doc 2 §5 error-field order), but only once the country and the
 * postcode themselves parsed: with no known country there is no rule to check against.
 */
function checkCountryPostcode(
  value: { country: CountryCode; postalCode: string },
  ctx: z.RefinementCtx<{ country: CountryCode; postalCode: string }>,
): void {
  const result = postcodeSchemaFor(value.country).safeParse(value.postalCode);
  if (result.success) return;
  ctx.addIssue({
    code: 'custom',
    path: ['postalCode'],
    message: result.error.issues[0]?.message ?? REQUIRED,
    input: value.postalCode,
  });
}

const countryPostcodeCheck = {
  when: (payload: z.core.ParsePayload) => {
    const value = payload.value as { country?: unknown; postalCode?: unknown } | null;
    return (
      typeof value?.country === 'string' &&
      typeof value.postalCode === 'string' &&
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'country' || issue.path?.[0] === 'postalCode',
      )
    );
  },
};

/** Stores the postcode's standard form ('sw1a1aa' → 'SW1A 1AA'); runs only on valid input. */
function withCountryPostcode<T extends { country: CountryCode; postalCode: string }>(value: T): T {
  const result = postcodeSchemaFor(value.country).safeParse(value.postalCode);
  return result.success ? { ...value, postalCode: result.data } : value;
}

/**
 * Optional; when given, the spec's phone format, then 10 to 16 digits (a leading plus counts
 * against the maximum), stored normalised. Each problem has its own message (a union of '' and
 * a number would say only 'Invalid input').
 */
const contactNumberRule = phoneNumberSchema.pipe(
  digitCountSchema({
    min: ADDRESS_LIMITS.contactNumberMinDigits,
    max: ADDRESS_LIMITS.contactNumberMaxDigits,
  }),
);

const contactNumberSchema = z
  .string()
  .trim()
  .max(...max(ADDRESS_LIMITS.contactNumber))
  .default('')
  .superRefine((text, ctx) => {
    if (text === '') return;
    const result = contactNumberRule.safeParse(text);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? INVALID_PHONE_NUMBER,
        input: text,
      });
    }
  })
  .transform((text) => (text === '' ? '' : normalisePhoneNumber(text)));

const addresseeShape = {
  title: z
    .union([z.literal(''), z.enum(ADDRESS_TITLES, { error: INVALID_TITLE })], {
      error: INVALID_TITLE,
    })
    .default(''),
  firstName: required(
    pleaseEnterYour('first name'),
    namedFieldSchema('first name').max(...max(ADDRESS_LIMITS.name)),
  ),
  lastName: required(
    pleaseEnterYour('last name'),
    namedFieldSchema('last name').max(...max(ADDRESS_LIMITS.name)),
  ),
  contactNumber: contactNumberSchema,
};

const customerNoteSchema = z
  .string()
  .trim()
  .max(...max(ADDRESS_LIMITS.customerNote))
  .pipe(freeTextSchema)
  .default('');

/** The place (PUT addresses/{id}). Unknown keys are refused, so a typo is a 400, not ignored. */
export const addressLinesSchema: z.ZodType<AddressLines, unknown> = z
  .strictObject(placeFields)
  .superRefine(checkCountryPostcode, countryPostcodeCheck)
  .transform(withCountryPostcode);

/** The addressee (PUT addresses/{id}/addressee). */
export const addresseeSchema: z.ZodType<AddresseeFields, unknown> = z.strictObject(addresseeShape);

/** The note to the driver (PATCH addresses/{id}/delivery). */
export const deliveryNoteSchema = z.strictObject({ customerNote: customerNoteSchema });

/** The add and edit forms: place, addressee and note together. */
export const addressFormSchema: z.ZodType<AddressForm, unknown> = z
  .strictObject({ ...placeFields, ...addresseeShape, customerNote: customerNoteSchema })
  .superRefine(checkCountryPostcode, countryPostcodeCheck)
  .transform(withCountryPostcode);

export { INVALID_FREE_TEXT };

/** Field → first message, keyed by the form's field names. */
export function addressFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'addressApiError');
    errors[field] ??= issue.message;
  }
  return errors;
}
