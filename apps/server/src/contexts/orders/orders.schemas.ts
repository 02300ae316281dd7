import { deliveryNoteSchema, orderContactNumberSchema } from '@grocer/domain/orders/order-fields';
import { shownTotalsSchema } from '@grocer/domain/orders/shown-totals.schema';
import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import { z } from 'zod';

/** The order routes' input (decision 0040). */

export const orderParamsSchema = z.object({ customerOrderId: orderIdSchema }).strict();

export const placeOrderBodySchema = z
  .object({
    customerOrderId: orderIdSchema,
    paymentCardId: z.number().int().positive().max(2_147_483_647),
    contactNumber: orderContactNumberSchema.nullish(),
    deliveryNote: deliveryNoteSchema.nullish(),
    paperStatement: z.boolean().optional(),
    // What checkout showed (issue 21): charged exactly, or refused.
    expectedTotals: shownTotalsSchema.optional(),
  })
  .strict();
