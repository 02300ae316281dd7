/**
 * Delivery pass plans (spec doc 3 §2, §4; decision 0087). The plans and what they cover are
 * fixed here; their prices come from configuration (DELIVERY_PASS_*_PENCE). A pass covers the
 * delivery charge of the slots its plan is eligible for while it is active.
 */

export const DELIVERY_PASS_PLAN_IDS = ['ANYTIME_6', 'ANYTIME_12', 'MIDWEEK_6'] as const;
export type DeliveryPassPlanId = (typeof DELIVERY_PASS_PLAN_IDS)[number];

/** Which slots a plan covers: any day, or midweek (Tuesday to Thursday, London days). */
export type DeliveryPassCoverage = 'ANYTIME' | 'MIDWEEK';

export interface DeliveryPassPlan {
  id: DeliveryPassPlanId;
  name: string;
  months: number;
  coverage: DeliveryPassCoverage;
  /** What covered deliveries are, in a sentence for the plans page. */
  summary: string;
}

export const DELIVERY_PASS_PLANS: Readonly<Record<DeliveryPassPlanId, DeliveryPassPlan>> =
  Object.freeze({
    ANYTIME_6: {
      id: 'ANYTIME_6',
      name: '6-month Anytime pass',
      months: 6,
      coverage: 'ANYTIME',
      summary: 'Free delivery on every delivery slot, any day of the week, for 6 months.',
    },
    ANYTIME_12: {
      id: 'ANYTIME_12',
      name: '12-month Anytime pass',
      months: 12,
      coverage: 'ANYTIME',
      summary: 'Free delivery on every delivery slot, any day of the week, for 12 months.',
    },
    MIDWEEK_6: {
      id: 'MIDWEEK_6',
      name: '6-month Midweek pass',
      months: 6,
      coverage: 'MIDWEEK',
      summary: 'Free delivery on Tuesday, Wednesday and Thursday delivery slots, for 6 months.',
    },
  });

export function isDeliveryPassPlanId(value: unknown): value is DeliveryPassPlanId {
  return typeof value === 'string' && (DELIVERY_PASS_PLAN_IDS as readonly string[]).includes(value);
}

/** A plan with its configured price. */
export interface PricedDeliveryPassPlan extends DeliveryPassPlan {
  pricePence: number;
}

export type DeliveryPassPrices = Readonly<Record<DeliveryPassPlanId, number>>;

/** The plans in the order the plans page lists them, each with its configured price. */
export function pricedPlans(prices: DeliveryPassPrices): PricedDeliveryPassPlan[] {
  return DELIVERY_PASS_PLAN_IDS.map((id) => ({
    ...DELIVERY_PASS_PLANS[id],
    pricePence: prices[id],
  }));
}
