import { z } from 'zod';
import { calendarDate } from '../time/calendar-date.ts';
import { CAMPAIGN_NAMES } from './slot-campaigns.ts';
import { MAX_SLOT_DAYS } from './slot-start-date.ts';
import { BOOKABLE_SLOT_TYPES, SLOT_GRID_TYPES } from './slot-templates.ts';

/**
 * What the slot calls may carry (decision 0034): the REST routes parse with these, and the
 * service checks what the storefront gives it with the same schemas.
 */

export const slotTypeSchema = z.enum(BOOKABLE_SLOT_TYPES, {
  error: `must be one of ${BOOKABLE_SLOT_TYPES.join(', ')}`,
});

export const slotGridTypeSchema = z.enum(SLOT_GRID_TYPES, {
  error: `must be one of ${SLOT_GRID_TYPES.join(', ')}`,
});

export const campaignSchema = z.enum(CAMPAIGN_NAMES, {
  error: `must be one of ${CAMPAIGN_NAMES.join(', ')}`,
});

/** Branch numbers are three digits in the demo; five is plenty. */
export const branchIdSchema = z
  .number({ error: 'must be a branch number' })
  .int('must be a whole number')
  .min(1, 'must be a branch number')
  .max(99_999, 'must be a branch number');

export const addressIdSchema = z
  .number({ error: 'must be an address id' })
  .int('must be a whole number')
  .min(1, 'must be an address id')
  .max(2_147_483_647, 'must be an address id');

export const isoDateSchema = z
  .string({ error: 'must be a date, YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((text) => calendarDate(text) === text, 'must be a real date');

/** Slot and reservation ids are bigint ids, as decimal text. */
export const slotIdSchema = z
  .string({ error: 'must be a slot id' })
  .regex(/^[1-9]\d{0,17}$/, 'must be a slot id');

export const slotReservationIdSchema = z
  .string({ error: 'must be a slot reservation id' })
  .regex(/^[1-9]\d{0,17}$/, 'must be a slot reservation id');

export const slotDaysInputSchema = z
  .object({
    slotType: slotTypeSchema,
    branchId: branchIdSchema.optional(),
    addressId: addressIdSchema.optional(),
    fromDate: isoDateSchema.optional(),
    days: z
      .number({ error: 'must be a number of days' })
      .int('must be a whole number')
      .min(1, `must be from 1 to ${MAX_SLOT_DAYS}`)
      .max(MAX_SLOT_DAYS, `must be from 1 to ${MAX_SLOT_DAYS}`)
      .optional(),
    gridType: slotGridTypeSchema.optional(),
    campaign: campaignSchema.optional(),
  })
  .strict();

/** Ours: no slot costs £1,000. */
const MAX_PRICE_PENCE = 100_000;

export const bookSlotInputSchema = z
  .object({
    slotId: slotIdSchema,
    addressId: addressIdSchema.optional(),
    expectedPricePence: z
      .number({ error: 'must be a price in pence' })
      .int('must be whole pence')
      .min(0, 'must be a price in pence')
      .max(MAX_PRICE_PENCE, 'must be a price in pence')
      .optional(),
  })
  .strict();

export type SlotDaysInput = z.output<typeof slotDaysInputSchema>;
export type BookSlotInput = z.output<typeof bookSlotInputSchema>;
