/**
 * The dashboard's funnel from product view to order (decision 0071): sessions that viewed a
 * product, and of those the ones that also added to the trolley, then also began checkout, then
 * also placed an order. Each step counts only sessions that reached every step before it, so a
 * step never holds more than the one before.
 */
export const FUNNEL_STEPS = [
  { event: 'view_item', label: 'Viewed a product' },
  { event: 'add_to_cart', label: 'Added to trolley' },
  { event: 'begin_checkout', label: 'Began checkout' },
  { event: 'purchase', label: 'Placed an order' },
] as const;

export type FunnelEvent = (typeof FUNNEL_STEPS)[number]['event'];

export interface FunnelStep {
  event: FunnelEvent;
  label: string;
  sessions: number;
  /** Share of the step before; null for the first step, and when the step before had none. */
  fromPrevious: number | null;
  /** Share of the first step; null when the first step had none. */
  fromFirst: number | null;
}

/**
 * The funnel's steps from the sessions counted at each (in FUNNEL_STEPS order). Counts are
 * made non-increasing, so a rate is never above 100%, whatever the counts given.
 */
export function funnelSteps(counts: Readonly<Record<FunnelEvent, number>>): FunnelStep[] {
  let previous: number | null = null;
  let first: number | null = null;
  return FUNNEL_STEPS.map(({ event, label }) => {
    const sessions = Math.max(0, Math.min(counts[event], previous ?? Number.POSITIVE_INFINITY));
    first ??= sessions;
    const step: FunnelStep = {
      event,
      label,
      sessions,
      fromPrevious: previous === null || previous === 0 ? null : sessions / previous,
      fromFirst: first === 0 ? null : sessions / first,
    };
    previous = sessions;
    return step;
  });
}
