import {
  addresseeSchema,
  addressLinesSchema,
  deliveryNoteSchema,
} from '@grocer/domain/address/address-form.schema';
import {
  addressLookupQuerySchema,
  suggestionIdSchema,
} from '@grocer/domain/address/address-lookup.schema';
import { z } from 'zod';

/** Requests of the address book and postcode lookup calls (decision 0027); unknown fields are refused. */

const addressId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be an address id')
  .transform(Number);

export const addressParamsSchema = z.object({ addressId }).strict();

export const addressListQuerySchema = z
  .object({
    sortBy: z
      .enum(['-created', 'created'], { error: "must be '-created' or 'created'" })
      .default('-created'),
  })
  .strict();

/** PUT addresses/{id}: the place. */
export const addressBodySchema = addressLinesSchema;
/** PUT addresses/{id}/addressee. */
export const addresseeBodySchema = addresseeSchema;
/** PATCH addresses/{id}/delivery: the note to the driver. */
export const deliveryBodySchema = deliveryNoteSchema;

/** PATCH accounts/profile: the new contact address. */
export const profileBodySchema = z.strictObject({
  contactAddressId: z
    .number({ error: 'must be an address id' })
    .int('must be an address id')
    .min(1, 'must be an address id')
    .max(999_999_999, 'must be an address id'),
});

export const lookupQuerySchema = addressLookupQuerySchema;

export const suggestionParamsSchema = z.object({ suggestionId: suggestionIdSchema }).strict();
