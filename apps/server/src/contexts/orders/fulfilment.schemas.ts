import { z } from 'zod';

/** The fulfilment and payment-resolution routes' input (decision 0043). */

const quantitySchema = z
  .object({
    amount: z.number().positive().max(10_000),
    uom: z.enum(['KGM', 'GRM', 'LBR', 'C62']),
  })
  .strict();

export const linePickSchema = z
  .object({
    position: z.number().int().min(0).max(10_000),
    outcome: z.enum(['PICKED', 'SUBSTITUTED', 'NOT_AVAILABLE']),
    quantity: quantitySchema.optional(),
    substituteProductId: z.string().trim().min(1).max(64).optional(),
    substituteLineNumber: z.string().trim().min(1).max(64).optional(),
  })
  .strict();

export const pickingBodySchema = z.object({ lines: z.array(linePickSchema).max(1_000) }).strict();

export const staffOrdersQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();

export const resolvePaymentBodySchema = z
  .object({ paymentCardId: z.number().int().positive().max(2_147_483_647) })
  .strict();
