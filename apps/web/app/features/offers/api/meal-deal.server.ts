import { meetsRequirement } from '@grocer/domain/navigation/route-guard';
import { identityContext } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import type { MealDealTrolleyLine } from '../components/meal-deal-builder.tsx';
import { parseMealDealId } from '../lib/meal-deal-urls.ts';

/**
 * A meal deal's page data (decision 0092): the deal and each group's products (the route makes
 * them cards), the same for
 * everyone, and the shopper's trolley lines in the deal (null when nobody is signed in), priced
 * by the trolley, from which the page builds the builders.
 */
export async function loadMealDealPage(
  context: Readonly<RouterContextProvider>,
  mealDealId: string,
) {
  const id = parseMealDealId(mealDealId);
  if (id === null) throw data(null, { status: 404 });
  const services = getServices(context);
  const deal = await services.offers.getMealDeal(id);
  if (!deal) throw data(null, { status: 404 });
  const groupOfLine: Record<string, number> = {};
  for (const group of deal.groups) {
    for (const line of group.lineNumbers) groupOfLine[line] ??= group.id;
  }
  const identity = await context.get(identityContext)();
  let lines: MealDealTrolleyLine[] | null = null;
  if (meetsRequirement(identity, 'customer')) {
    const trolley = await services.trolley.currentTrolley(identity);
    lines = (trolley?.trolleyItems ?? [])
      .filter((item) => groupOfLine[item.lineNumber] !== undefined)
      .map((item) => ({
        lineNumber: item.lineNumber,
        quantity: item.quantity,
        discounts: item.discounts.map((d) => ({
          id: d.id,
          status: d.status,
          saving: { amount: d.saving.amount },
        })),
      }));
  }
  return {
    deal: {
      id: deal.id,
      name: deal.name,
      description: deal.description,
      endDate: deal.endDate,
      pricePence: deal.discountValue.amount,
      groups: deal.groups.map((g) => ({
        id: g.id,
        name: g.name,
        threshold: g.threshold,
        productCount: g.lineNumbers.length,
        products: g.products,
      })),
    },
    groupOfLine,
    lines,
  };
}
