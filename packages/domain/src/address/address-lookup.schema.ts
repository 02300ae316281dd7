import { z } from 'zod';

/**
 * What a postcode lookup may be asked (decision 0027): a search text (a postcode, a postcode
 * sector, or a postcode and house) and, to expand a group, the group's id; or a suggestion's id
 * to fill the form from. Ids are the provider's (opaque), so only their size and characters are
 * checked.
 */
export const ADDRESS_LOOKUP_LIMITS = { text: 100, id: 200 } as const;

// Spec: not shown.
export const LOOKUP_TEXT_INVALID = 'Please enter a postcode, or a postcode and house';

const lookupId = z
  .string()
  .trim()
  .min(1)
  .max(ADDRESS_LOOKUP_LIMITS.id)
  .regex(/^[A-Za-z0-9|:._~-]+$/, 'must be a suggestion id');

export const addressLookupQuerySchema = z.strictObject({
  text: z
    .string({ error: LOOKUP_TEXT_INVALID })
    .trim()
    .min(1, LOOKUP_TEXT_INVALID)
    .max(ADDRESS_LOOKUP_LIMITS.text, LOOKUP_TEXT_INVALID)
    // Letters (accented too), digits, spaces and the punctuation addresses use.
    .regex(/^[\p{Script=Latin}\p{M}\d ,.'’\-/&()#]+$/u, LOOKUP_TEXT_INVALID),
  container: lookupId.optional(),
});
export type AddressLookupQuery = z.infer<typeof addressLookupQuerySchema>;

export const suggestionIdSchema = lookupId;
