import { describe, expect, it } from 'vitest';
import { mealDealHref, parseMealDealId } from './meal-deal-urls.ts';

describe('meal deal paths', () => {
  it('maps the promotion id to a readable name and back', () => {
    const href = mealDealHref(50001, 'Meal deal £5');
    expect(href).toMatch(/^\/shop\/featured\/meal-deals\/meal-deal-5-50001$/);
    expect(parseMealDealId(href.split('/').at(-1) ?? '')).toBe(50001);
  });

  it('reads a bare id, and nothing from a name without one', () => {
    expect(parseMealDealId('50002')).toBe(50002);
    expect(parseMealDealId('meal-deal')).toBeNull();
    expect(parseMealDealId('meal-deal-5x')).toBeNull();
  });
});
