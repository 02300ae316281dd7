import { DELIVERY_PASS_PLAN_IDS } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import { z } from 'zod';

/** A saved card's id (the payments context's). */
const cardId = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be a saved card')
  .max(2_147_483_647, 'must be a saved card');

/** true or false, from JSON or from a form without JavaScript. */
const flag = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  {
    error: 'must be true or false',
  },
);

/** POST pass: buy a plan with a saved card (JSON or a form). */
export const buyPassBodySchema = z
  .object({
    plan: z.enum(DELIVERY_PASS_PLAN_IDS, {
      error: `must be one of ${DELIVERY_PASS_PLAN_IDS.join(', ')}`,
    }),
    cardId,
  })
  .strict();

/** PATCH pass: auto-renew on or off, or the card it renews with. */
export const updatePassBodySchema = z
  .object({ autoRenew: flag.optional(), cardId: cardId.optional() })
  .strict()
  .refine((body) => body.autoRenew !== undefined || body.cardId !== undefined, {
    message: 'must change autoRenew or cardId',
  });

/** POST pass/authentication: the payment the shopper's bank checked. */
export const completeBuyBodySchema = z
  .object({ paymentId: z.string().regex(/^[\w:.-]{1,100}$/, 'must be a payment id') })
  .strict();

/** The Idempotency-Key header a buy may carry. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _.:-')
  .optional();
