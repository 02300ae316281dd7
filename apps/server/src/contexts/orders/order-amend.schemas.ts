import { bookSlotInputSchema } from '@grocer/domain/slots/slot-input.schema';
import { z } from 'zod';

/** The amend calls' input (decision 0042). */

/** change-slot: with a slot, it is booked for the order; without, the amend only starts. */
export const changeSlotBodySchema = z
  .object({
    slotId: bookSlotInputSchema.shape.slotId,
    addressId: bookSlotInputSchema.shape.addressId,
    expectedPricePence: bookSlotInputSchema.shape.expectedPricePence,
  })
  .partial()
  .strict()
  .refine((body) => body.slotId !== undefined || Object.keys(body).length === 0, {
    message: 'slotId is required with addressId or expectedPricePence',
    path: ['slotId'],
  });
