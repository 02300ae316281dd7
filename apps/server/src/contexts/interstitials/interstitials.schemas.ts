import { INTERSTITIAL_KINDS } from '@grocer/domain/interstitials/interstitial-steps';
import { z } from 'zod';

/** The trolley's customer order id. */
export const interstitialsParamsSchema = z
  .object({ customerOrderId: z.string().regex(/^\d{1,18}$/, 'must be 1 to 18 digits') })
  .strict();

/** The current step, one of the four kinds. */
export const interstitialsQuerySchema = z
  .object({ stepId: z.enum(INTERSTITIAL_KINDS).optional() })
  .strict();
