import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { ORDER_PRODUCTS_CHUNK } from '@grocer/domain/orders/order-history-messages';
import {
  DEFAULT_RECOMMENDATIONS_SIZE,
  MAX_BATCH_LINES,
  MAX_RECOMMENDATIONS_SIZE,
  orderIdSchema,
  quantityInputSchema,
} from '@grocer/domain/trolley/trolley-input.schema';
import { z } from 'zod';

/** The quick shop's input (decision 0082): what the routes, resolvers and the service parse. */

/** One press: the lines to put in the trolley, each product once, each quantity one a line holds. */
export const trolleyAdditionsSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            lineNumber: lineNumberSchema,
            quantity: quantityInputSchema.refine((quantity) => quantity.amount > 0, {
              message: 'must be more than 0',
              path: ['amount'],
            }),
          })
          .strict(),
      )
      .min(1, 'must name at least one product')
      .max(MAX_BATCH_LINES, `must name at most ${MAX_BATCH_LINES} products`)
      .superRefine((items, context) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.lineNumber)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'lineNumber'],
              message: `names ${item.lineNumber} twice`,
            });
          }
          seen.add(item.lineNumber);
        });
      }),
  })
  .strict();

/**
 * The spec's experience header for the order query (doc 2 §7: "header naming the previous-order
 * experience").
 */
export const EXPERIENCE_HEADER = 'experience';
export const PREVIOUS_ORDER_EXPERIENCE = 'previous-order';

/** The order query with recommendations' variables (spec doc 2 §7). */
export const orderWithRecommendationsSchema = z
  .object({
    customerOrderId: orderIdSchema,
    recommendationsSize: z
      .number()
      .int()
      .min(0)
      .max(MAX_RECOMMENDATIONS_SIZE)
      .default(DEFAULT_RECOMMENDATIONS_SIZE),
    recommendationsStart: z.number().int().min(0).max(1000).default(0),
    productsSize: z.number().int().min(0).max(ORDER_PRODUCTS_CHUNK).default(ORDER_PRODUCTS_CHUNK),
    trolleyId: orderIdSchema.nullable().optional(),
    experience: z
      .literal(PREVIOUS_ORDER_EXPERIENCE, {
        error: `must be ${PREVIOUS_ORDER_EXPERIENCE}`,
      })
      .nullable()
      .optional(),
  })
  .strict();
