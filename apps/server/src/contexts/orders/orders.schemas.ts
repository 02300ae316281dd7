import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import { phoneNumberSchema } from '@grocer/domain/validation/phone.schema';
import { z } from 'zod';

/** The order routes' input (decision 0040). */

const moneySchema = z
  .object({ amount: z.number().int().min(0).max(100_000_000), currencyCode: z.literal('GBP') })
  .strict();

/**
 * What the checkout page showed (issue 21, decision 0050): placement charges exactly this or is
 * refused. Money as the API carries it; the service compares pence.
 */
const expectedTotalsSchema = z
  .object({
    toPay: moneySchema,
    giftCards: moneySchema,
    giftVouchers: moneySchema,
    orderLevelSavings: moneySchema,
    giftCardAmounts: z.array(moneySchema).max(10).optional(),
  })
  .strict()
  .transform((shown) => ({
    toPay: shown.toPay.amount,
    giftCards: shown.giftCards.amount,
    giftVouchers: shown.giftVouchers.amount,
    orderLevelSavings: shown.orderLevelSavings.amount,
    ...(shown.giftCardAmounts
      ? { giftCardAmounts: shown.giftCardAmounts.map((money) => money.amount) }
      : {}),
  }));

export const orderParamsSchema = z.object({ customerOrderId: orderIdSchema }).strict();

export const placeOrderBodySchema = z
  .object({
    customerOrderId: orderIdSchema,
    paymentCardId: z.number().int().positive().max(2_147_483_647),
    contactNumber: phoneNumberSchema.max(20).nullish(),
    deliveryNote: z.string().max(250).nullish(),
    paperStatement: z.boolean().optional(),
    expectedTotals: expectedTotalsSchema.optional(),
  })
  .strict();
