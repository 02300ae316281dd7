import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type {
  MealPlanListLine,
  MealPlanShoppingList,
} from '@grocer/server/contexts/meal-plans/meal-plans.contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlanCosts, WeekShoppingList } from './week-shopping-list.tsx';

/** The week's one list (decision 0085): its defaults, what the trolley holds, costs, one press. */

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

const line = (lineNumber: string, name: string, extra: Partial<MealPlanListLine> = {}) =>
  ({
    lineNumber,
    name,
    product: {
      lineNumber,
      name: `Grocer ${name}`,
      size: '500g',
      image: 'beans',
    } as unknown as Product,
    packs: 1,
    quantity: { amount: 1, uom: 'C62' },
    storeCupboard: false,
    ticked: true,
    inTrolley: false,
    trolleyQuantity: null,
    recipeIds: [1],
    price: gbp(300),
    offerPrice: gbp(250),
    ...extra,
  }) satisfies MealPlanListLine;

const list: MealPlanShoppingList = {
  mealPlanId: 9,
  weekStart: '2026-11-30',
  lines: [
    line('100', 'beef mince', { packs: 2, recipeIds: [1, 2] }),
    line('200', 'onions', { inTrolley: true, trolleyQuantity: { amount: 3, uom: 'C62' } }),
    line('300', 'olive oil', { storeCupboard: true, ticked: false }),
  ],
  notShoppable: [{ recipeId: 1, name: 'fresh thyme' }],
  cost: {
    total: gbp(600),
    offerTotal: gbp(500),
    perServing: gbp(75),
    offerPerServing: gbp(63),
    totalServings: 8,
  },
};

function ListPage() {
  return (
    <>
      <PlanCosts list={list} />
      <WeekShoppingList
        list={list}
        action="/ecom/recipes/meal-plans/planner/shopping-list?week=2026-11-30"
        busy={false}
      />
    </>
  );
}

function renderList(posted: FormData[]) {
  const Stub = createRoutesStub([
    {
      path: '/recipes/meal-plans/planner/shopping-list',
      Component: ListPage,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  return render(<Stub initialEntries={['/recipes/meal-plans/planner/shopping-list']} />);
}

describe('the week’s shopping list', () => {
  it('ticks what to buy, leaves the store cupboard unticked, marks the trolley and shows the costs', () => {
    renderList([]);
    const toBuy = screen.getByRole('group', { name: 'Ingredients to buy' });
    expect(within(toBuy).getByRole('checkbox', { name: /Grocer beef mince/ })).toBeChecked();
    expect(within(toBuy).getByText(/For beef mince · 2 packs · in 2 recipes/)).toBeInTheDocument();
    expect(within(toBuy).getByText('In your trolley (3)')).toBeInTheDocument();
    const cupboard = screen.getByRole('group', { name: 'Store cupboard' });
    expect(within(cupboard).getByRole('checkbox', { name: /Grocer olive oil/ })).not.toBeChecked();
    expect(screen.getByText('fresh thyme')).toBeInTheDocument();
    const costs = screen.getByText('Total').closest('dl') as HTMLElement;
    expect(within(costs).getByText('£6.00')).toBeInTheDocument();
    expect(within(costs).getByText('£5.00')).toBeInTheDocument();
    expect(within(costs).getByText('A serving (8 servings)')).toBeInTheDocument();
    expect(within(costs).getByText('£0.63')).toBeInTheDocument();
  });

  it('posts the ticked lines in one press', async () => {
    const posted: FormData[] = [];
    renderList(posted);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Grocer onions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Grocer olive oil/ }));
    await user.click(screen.getByRole('button', { name: 'Add to trolley' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.getAll('line')).toEqual(['100', '300']);
    expect(posted[0]?.get('intent')).toBe('fill');
  });
});
