import {
  bookSlotInputSchema,
  slotDaysInputSchema,
  slotReservationIdSchema,
  slotTypeSchema,
} from '@grocer/domain/slots/slot-input.schema';
import { z } from 'zod';

/** The slot routes' input (decision 0034); the bodies are the domain's schemas. */

export const slotDaysBodySchema = slotDaysInputSchema;
export const bookSlotBodySchema = bookSlotInputSchema;

export const reservationParamsSchema = z
  .object({ slotReservationId: slotReservationIdSchema })
  .strict();

export const availabilityEventsQuerySchema = z
  .object({
    branchId: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, 'must be a branch number')
      .transform(Number),
    slotType: slotTypeSchema,
  })
  .strict();
