import { z } from 'zod';

/** Requests of the incentive calls (decision 0088); unknown fields are refused. */

const offerId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be an offer id')
  .transform(Number);

export const offerParamsSchema = z.strictObject({ offerId });

/** PATCH offers/{offerId}/load and /unload: nothing to say (an empty object, or no body). */
export const emptyBodySchema = z.strictObject({}).optional();

/** POST incentives: the offer to load. */
export const loadBodySchema = z.strictObject({ offerId: z.number().int().min(1).max(999_999_999) });
