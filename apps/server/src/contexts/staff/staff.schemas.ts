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
