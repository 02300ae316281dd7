import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS, funnelSteps } from './dashboard-funnel.ts';

describe('the funnel from product view to order', () => {
  it('proves each step’s share of the one before and of the first', () => {
    const steps = funnelSteps({
      view_item: 200,
      add_to_cart: 50,
      begin_checkout: 20,
      purchase: 10,
    });
    expect(steps.map((step) => step.label)).toEqual(FUNNEL_STEPS.map((step) => step.label));
    expect(steps.map((step) => step.sessions)).toEqual([200, 50, 20, 10]);
    expect(steps.map((step) => step.fromPrevious)).toEqual([null, 0.25, 0.4, 0.5]);
    expect(steps.map((step) => step.fromFirst)).toEqual([1, 0.25, 0.1, 0.05]);
  });

  it('proves an empty funnel has no rates rather than dividing by zero', () => {
    const steps = funnelSteps({ view_item: 0, add_to_cart: 0, begin_checkout: 0, purchase: 0 });
    expect(steps.every((step) => step.fromPrevious === null && step.fromFirst === null)).toBe(true);
  });

  it('proves no step ever holds more than the one before, so no rate passes 100%', () => {
    const count = fc.nat({ max: 10_000 });
    fc.assert(
      fc.property(
        count,
        count,
        count,
        count,
        (view_item, add_to_cart, begin_checkout, purchase) => {
          const steps = funnelSteps({ view_item, add_to_cart, begin_checkout, purchase });
          for (const [i, step] of steps.entries()) {
            if (i > 0) expect(step.sessions).toBeLessThanOrEqual(steps[i - 1]?.sessions ?? 0);
            for (const rate of [step.fromPrevious, step.fromFirst]) {
              if (rate !== null) expect(rate).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});
