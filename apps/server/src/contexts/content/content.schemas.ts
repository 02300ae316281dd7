import { FRAGMENT_KEY_MAX } from '@grocer/domain/content/content-fragment';
import { CONTENT_LIMITS } from '@grocer/domain/content/content-page';
import { z } from 'zod';

/** Any path up to the limit: one no page has is a 404, not a 400. */
export const contentPageQuerySchema = z
  .object({ path: z.string().min(1).max(CONTENT_LIMITS.pathLength) })
  .strict();

/** Any key up to the limit: one no fragment has is a 404, not a 400. */
export const fragmentParamsSchema = z
  .object({ key: z.string().min(1).max(FRAGMENT_KEY_MAX) })
  .strict();
