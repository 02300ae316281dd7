import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { z } from 'zod';

export { customerSearchSchema } from '@grocer/domain/staff/staff-console';

export const customerParamsSchema = z
  .object({
    customerId: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a customer number')
      .transform(Number),
  })
  .strict();

/**
 * A loyalty card number staff link for a customer (decision 0091): the card rule itself (16
 * digits, the scheme's prefixes) is the domain's, applied by the loyalty service.
 */
export const linkLoyaltyCardBodySchema = z.strictObject({
  cardNumber: z.string().max(40, 'must be at most 40 characters'),
});

/**
 * A manager's special staff make (decision 0097): the product's line number, the special price
 * in whole pence and how many days it runs. The shape is checked here; the rule (below the shelf
 * price, 1 to 28 days, a product sold by the item) is the domain's, applied by the catalogue.
 */
export const managersSpecialBodySchema = z.strictObject({
  lineNumber: lineNumberSchema,
  specialPricePence: z
    .number()
    .int('must be a whole number of pence')
    .min(1, 'must be at least 1p')
    .max(10_000_000, 'must be at most £100,000'),
  days: z.number().int('must be a whole number of days').min(1).max(365),
});

export const managersSpecialParamsSchema = z
  .object({
    promotionId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'must be a promotion number')
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, 'must be a promotion number')),
  })
  .strict();
