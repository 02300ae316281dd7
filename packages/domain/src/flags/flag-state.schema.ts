import { z } from 'zod';
import type { FlagState } from './flag-catalogue.ts';

/**
 * A flag's state as the console posts it (decision 0068): apart from the catalogue, so pages
 * that only read flags do not load zod.
 */
export const flagStateSchema = z.object({
  enabled: z.boolean(),
  rolloutPercent: z.number().int().min(0).max(100),
}) satisfies z.ZodType<FlagState>;
