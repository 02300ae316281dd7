/**
 * Incentives: a loyalty member's personal offers (spec doc 3 §7, doc 2 §3 incentiveSavings;
 * decision 0088). A shopper loads an offer; the pricing engine then takes what each loaded,
 * live offer is worth off the trolley after its product offers, as `incentiveSavings`.
 *
 * Three kinds:
 * - PRODUCT_AMOUNT_OFF: `valuePence` off one product's line, once per trolley;
 * - PRODUCT_PERCENT_OFF: `value` percent off one product's line (after its offers);
 * - SPEND_AMOUNT_OFF: `valuePence` off when the items come to `thresholdPence` or more
 *   after their offers (before any incentive, so loading a product offer never loses one).
 * Each takes off at most what is left to pay, so loading one never makes a trolley cost more
 * and the items never cost less than nothing.
 *
 * Time limits are calendar dates in Europe/London, both days included: an offer 'valid to
 * 7 December' is good until midnight in London that night, summer time or not.
 */

import { addDays, daysBetween } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';

export const INCENTIVE_KINDS = [
  'PRODUCT_AMOUNT_OFF',
  'PRODUCT_PERCENT_OFF',
  'SPEND_AMOUNT_OFF',
] as const;
export type IncentiveKind = (typeof INCENTIVE_KINDS)[number];

/** What the engine needs of one loaded incentive. All money is integer pence. */
export interface PricingIncentive {
  id: number;
  kind: IncentiveKind;
  description: string;
  /** Pence off (the AMOUNT_OFF kinds) or percent off (PRODUCT_PERCENT_OFF, 1–100). */
  value: number;
  /** The product it is for (the PRODUCT_ kinds); null for SPEND_AMOUNT_OFF. */
  lineNumber: string | null;
  /** The least the items must come to (SPEND_AMOUNT_OFF); 0 otherwise. */
  thresholdPence: number;
  /** London calendar dates 'YYYY-MM-DD', both included; null: no limit that side. */
  validFrom: string | null;
  validTo: string | null;
}

export type IncentiveStatus = 'UPCOMING' | 'LIVE' | 'EXPIRED';

/** Where an incentive stands on `now`'s London date. */
export function incentiveStatus(
  incentive: Pick<PricingIncentive, 'validFrom' | 'validTo'>,
  now: Date,
): IncentiveStatus {
  const today = londonIsoDate(now);
  if (incentive.validFrom !== null && today < incentive.validFrom) return 'UPCOMING';
  if (incentive.validTo !== null && today > incentive.validTo) return 'EXPIRED';
  return 'LIVE';
}

/** Whole days left including today (1 on the last day); null without an end; 0 once ended. */
export function incentiveDaysLeft(
  incentive: Pick<PricingIncentive, 'validTo'>,
  now: Date,
): number | null {
  if (incentive.validTo === null) return null;
  return Math.max(0, daysBetween(londonIsoDate(now), incentive.validTo) + 1);
}

/** The last London date an incentive valid for `days` days from `today` is good on. */
export function incentiveValidTo(today: string, days: number): string {
  return addDays(today, Math.max(1, Math.round(days)) - 1);
}

/** One priced line as incentives read it: its product and what it costs after offers. */
export interface IncentiveLine {
  lineNumber: string;
  totalPricePence: number;
}

export interface AppliedIncentive {
  incentiveId: number;
  kind: IncentiveKind;
  description: string;
  savingPence: number;
}

export interface IncentiveOutcome {
  applied: AppliedIncentive[];
  savingPence: number;
}

const whole = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

/**
 * What the live incentives among `incentives` take off `lines` (priced after their offers):
 * product incentives first (lowest id first, each on what its product's lines still cost), then
 * spend incentives whose threshold the items after offers reach, each on what is left. An incentive
 * that takes nothing off is not listed.
 */
export function applyIncentives(
  lines: readonly IncentiveLine[],
  incentives: readonly PricingIncentive[],
  now: Date,
): IncentiveOutcome {
  const left = new Map<string, number>();
  for (const line of lines) {
    left.set(line.lineNumber, (left.get(line.lineNumber) ?? 0) + whole(line.totalPricePence));
  }
  // What spend offers are judged on: the items after their offers, before any incentive.
  const spent = [...left.values()].reduce((sum, pence) => sum + pence, 0);
  const live = [...incentives]
    .filter((incentive) => incentiveStatus(incentive, now) === 'LIVE')
    .sort((a, b) => a.id - b.id);
  const applied: AppliedIncentive[] = [];
  let saving = 0;
  const take = (incentive: PricingIncentive, pence: number) => {
    if (pence <= 0) return;
    saving += pence;
    applied.push({
      incentiveId: incentive.id,
      kind: incentive.kind,
      description: incentive.description,
      savingPence: pence,
    });
  };

  for (const incentive of live) {
    if (incentive.kind === 'SPEND_AMOUNT_OFF' || incentive.lineNumber === null) continue;
    const cost = left.get(incentive.lineNumber) ?? 0;
    const off =
      incentive.kind === 'PRODUCT_AMOUNT_OFF'
        ? Math.min(cost, whole(incentive.value))
        : Math.min(cost, Math.floor((cost * Math.min(100, whole(incentive.value))) / 100));
    left.set(incentive.lineNumber, cost - off);
    take(incentive, off);
  }

  let items = [...left.values()].reduce((sum, pence) => sum + pence, 0);
  const spend = live.filter((incentive) => incentive.kind === 'SPEND_AMOUNT_OFF');
  for (const incentive of spend) {
    if (spent < whole(incentive.thresholdPence)) continue;
    const off = Math.min(items, whole(incentive.value));
    items -= off;
    take(incentive, off);
  }
  applied.sort((a, b) => a.incentiveId - b.incentiveId);
  return { applied, savingPence: saving };
}

/** 'Ends today', 'Ends tomorrow', 'Ends in 5 days', or null for an offer with no end. */
export function incentiveEndsText(
  incentive: Pick<PricingIncentive, 'validTo'>,
  now: Date,
): string | null {
  const days = incentiveDaysLeft(incentive, now);
  if (days === null) return null;
  if (days <= 0) return 'Ended';
  if (days === 1) return 'Ends today';
  if (days === 2) return 'Ends tomorrow';
  return `Ends in ${days} days`;
}

/** A personal offer to give (the welcome set, demo seeds). */
export interface IncentiveDraft {
  kind: IncentiveKind;
  description: string;
  value: number;
  lineNumber: string | null;
  thresholdPence: number;
  validFrom: string | null;
  validTo: string | null;
}

/**
 * The offers a member is given when they first look at their offers (decision 0088): a varied
 * set, some with time limits, dated from `today` (London): two spend offers (one ending in two
 * weeks, one today), and for the products given (up to three, in order) money off with no end,
 * a percentage off ending in three days, and money off starting tomorrow for a week.
 */
export function welcomeIncentives(
  today: string,
  products: readonly { lineNumber: string; name: string }[],
): IncentiveDraft[] {
  const drafts: IncentiveDraft[] = [
    {
      kind: 'SPEND_AMOUNT_OFF',
      description: '£5 off when you spend £40 or more',
      value: 500,
      lineNumber: null,
      thresholdPence: 4_000,
      validFrom: today,
      validTo: incentiveValidTo(today, 14),
    },
    {
      kind: 'SPEND_AMOUNT_OFF',
      description: '£10 off when you spend £80 or more',
      value: 1_000,
      lineNumber: null,
      thresholdPence: 8_000,
      validFrom: null,
      validTo: today,
    },
  ];
  const [first, second, third] = products;
  if (first) {
    drafts.push({
      kind: 'PRODUCT_AMOUNT_OFF',
      description: `50p off ${first.name}`,
      value: 50,
      lineNumber: first.lineNumber,
      thresholdPence: 0,
      validFrom: null,
      validTo: null,
    });
  }
  if (second) {
    drafts.push({
      kind: 'PRODUCT_PERCENT_OFF',
      description: `20% off ${second.name}`,
      value: 20,
      lineNumber: second.lineNumber,
      thresholdPence: 0,
      validFrom: today,
      validTo: incentiveValidTo(today, 3),
    });
  }
  if (third) {
    const tomorrow = addDays(today, 1);
    drafts.push({
      kind: 'PRODUCT_AMOUNT_OFF',
      description: `£1 off ${third.name}`,
      value: 100,
      lineNumber: third.lineNumber,
      thresholdPence: 0,
      validFrom: tomorrow,
      validTo: incentiveValidTo(tomorrow, 7),
    });
  }
  return drafts;
}
