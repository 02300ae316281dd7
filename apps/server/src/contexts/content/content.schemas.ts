import { CONTENT_LIMITS } from '@grocer/domain/content/content-page';
import { z } from 'zod';

/** Any path up to the limit: one no page has is a 404, not a 400. */
export const contentPageQuerySchema = z
  .object({ path: z.string().min(1).max(CONTENT_LIMITS.pathLength) })
  .strict();
