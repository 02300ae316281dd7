import { z } from 'zod';

/**
 * The dashboard's query (decision 0071): `from` and `to` as a date field sends them. Only their
 * shape is checked here; `dashboardRange` decides what they mean.
 */
export const dashboardRangeQuerySchema = z.object({
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
});
