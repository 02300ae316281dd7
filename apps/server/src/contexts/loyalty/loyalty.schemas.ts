import { loyaltyCardNumberSchemaFor } from '@grocer/domain/validation/loyalty-card.schema';
import { z } from 'zod';

/** Requests of the loyalty calls (decision 0086); unknown fields are refused. */

/** PUT mywaitrosebycard: the card to link (16 digits with one of the scheme's prefixes). */
export const linkCardBodySchema = (prefixes: readonly string[]) =>
  z.strictObject({ cardNumber: loyaltyCardNumberSchemaFor(prefixes) });

/** POST mywaitrosebycard/replacement: the shopper's address the new card goes to. */
export const replacementCardBodySchema = z.strictObject({
  addressId: z.coerce.number().int().positive().max(2_147_483_647),
});
