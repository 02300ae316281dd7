import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { ORDER_PRODUCTS_CHUNK } from '@grocer/domain/orders/order-history-messages';
import { ORDER_LIST_DEFAULT_SIZE, ORDER_LIST_MAX_SIZE } from '@grocer/domain/orders/order-lists';
import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import { z } from 'zod';

/** The order history routes' input (decision 0041). */

export const orderListQuerySchema = z
  .object({
    start: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(ORDER_LIST_MAX_SIZE).default(ORDER_LIST_DEFAULT_SIZE),
  })
  .strict();

export const orderProductsParamsSchema = z
  .object({
    customerOrderId: orderIdSchema,
    lineNumbers: z
      .string()
      .transform((value) => value.split(','))
      .pipe(
        z
          .array(lineNumberSchema)
          .min(1)
          .max(ORDER_PRODUCTS_CHUNK, `at most ${ORDER_PRODUCTS_CHUNK} line numbers at once`),
      ),
  })
  .strict();

/** The cancel and shop-from-order calls take no body; an empty JSON object is allowed. */
export const emptyBodySchema = z.object({}).strict().optional();
