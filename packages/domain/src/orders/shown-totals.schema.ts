import { z } from 'zod';
import type { ShownTotals } from './order-totals.ts';

const moneySchema = z
  .object({ amount: z.number().int().min(0).max(100_000_000), currencyCode: z.literal('GBP') })
  .strict();

/**
 * What the checkout page showed, as the API carries money (`{amount, currencyCode}`): placement
 * charges exactly this or is refused. Parsed into the pence the money rule compares.
 */
export const shownTotalsSchema = z
  .object({
    toPay: moneySchema,
    giftCards: moneySchema,
    giftVouchers: moneySchema,
    orderLevelSavings: moneySchema,
    giftCardAmounts: z.array(moneySchema).max(10).optional(),
  })
  .strict()
  .transform(
    (shown): ShownTotals => ({
      toPay: shown.toPay.amount,
      giftCards: shown.giftCards.amount,
      giftVouchers: shown.giftVouchers.amount,
      orderLevelSavings: shown.orderLevelSavings.amount,
      ...(shown.giftCardAmounts
        ? { giftCardAmounts: shown.giftCardAmounts.map((money) => money.amount) }
        : {}),
    }),
  );

/** The same, from the tender summary a checkout page shows (its totals and gift cards). */
export function shownTotalsOf(summary: {
  totals: Record<'toPay' | 'giftCards' | 'giftVouchers' | 'orderLevelSavings', { amount: number }>;
  giftCards: readonly { amountToDeduct: { amount: number } }[];
}): z.input<typeof shownTotalsSchema> {
  const gbp = (money: { amount: number }) => ({
    amount: money.amount,
    currencyCode: 'GBP' as const,
  });
  return {
    toPay: gbp(summary.totals.toPay),
    giftCards: gbp(summary.totals.giftCards),
    giftVouchers: gbp(summary.totals.giftVouchers),
    orderLevelSavings: gbp(summary.totals.orderLevelSavings),
    giftCardAmounts: summary.giftCards.map((card) => gbp(card.amountToDeduct)),
  };
}
