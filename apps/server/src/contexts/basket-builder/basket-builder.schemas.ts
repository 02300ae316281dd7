import {
  BASKET_BUILDER_MAX_PAGE_SIZE,
  BASKET_BUILDER_PAGE_SIZE,
} from '@grocer/domain/basket-builder/basket-suggestions';
import { z } from 'zod';

/** The trolley's customer order id. */
export const basketBuilderParamsSchema = z
  .object({ customerOrderId: z.string().regex(/^\d{1,18}$/, 'must be 1 to 18 digits') })
  .strict();

/** A page of suggestions. */
export const basketBuilderSuggestionsQuerySchema = z
  .object({
    start: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(BASKET_BUILDER_MAX_PAGE_SIZE)
      .default(BASKET_BUILDER_PAGE_SIZE),
  })
  .strict();
