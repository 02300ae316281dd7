import { addDays } from '../time/calendar-date.ts';

/**
 * Seasonal campaigns with their own slot days (spec doc 1 §3: season name, marketing and site
 * start and end dates; service-selection/christmas and /easter). Decision 0034 sets the dates:
 * Christmas slots are 20–24 December (the spec's Christmas window), bookable from 1 November and
 * marketed from 15 October; Easter slots are Maundy Thursday to Easter Saturday, bookable four
 * weeks ahead and marketed six. Campaign days are generated when booking opens, beyond the
 * usual horizon.
 */

export type CampaignName = 'christmas' | 'easter';

export const CAMPAIGN_NAMES = ['christmas', 'easter'] as const satisfies readonly CampaignName[];

export interface Campaign {
  name: CampaignName;
  marketingStartDate: string;
  marketingEndDate: string;
  /** Booking opens (site start) and closes (site end). */
  siteStartDate: string;
  siteEndDate: string;
  /** The campaign's own slot days. */
  slotDays: string[];
}

/** Spec doc 1 §9: the Christmas special window, 20–24 December. */
export const CHRISTMAS_WINDOW = { from: '12-20', to: '12-24' } as const;
/** Spec doc 1 §9, doc 2 §9: at most two Christmas slots per customer. */
export const MAX_CHRISTMAS_SLOTS = 2;

const pad = (n: number) => String(n).padStart(2, '0');

function days(from: string, to: string): string[] {
  const all: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) all.push(date);
  return all;
}

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function christmasCampaign(year: number): Campaign {
  const from = `${year}-${CHRISTMAS_WINDOW.from}`;
  const to = `${year}-${CHRISTMAS_WINDOW.to}`;
  return {
    name: 'christmas',
    marketingStartDate: `${year}-10-15`,
    marketingEndDate: to,
    siteStartDate: `${year}-11-01`,
    siteEndDate: to,
    slotDays: days(from, to),
  };
}

export function easterCampaign(year: number): Campaign {
  const sunday = easterSunday(year);
  const first = addDays(sunday, -3);
  const last = addDays(sunday, -1);
  return {
    name: 'easter',
    marketingStartDate: addDays(first, -42),
    marketingEndDate: last,
    siteStartDate: addDays(first, -28),
    siteEndDate: last,
    slotDays: days(first, last),
  };
}

export function campaignOf(name: CampaignName, year: number): Campaign {
  return name === 'christmas' ? christmasCampaign(year) : easterCampaign(year);
}

/**
 * The campaign `name` as it stands on `today`: this year's until its slot days are over, then
 * next year's.
 */
export function currentCampaign(name: CampaignName, today: string): Campaign {
  const year = Number(today.slice(0, 4));
  const thisYear = campaignOf(name, year);
  return today > thisYear.siteEndDate ? campaignOf(name, year + 1) : thisYear;
}

/** Campaigns whose booking is open on `today` (their slot days are generated). */
export function openCampaigns(today: string): Campaign[] {
  return CAMPAIGN_NAMES.map((name) => currentCampaign(name, today)).filter(
    (campaign) => campaign.siteStartDate <= today && today <= campaign.siteEndDate,
  );
}

/** Campaigns whose slot days include `date`. */
export function campaignsOn(date: string): Campaign[] {
  const year = Number(date.slice(0, 4));
  return CAMPAIGN_NAMES.map((name) => campaignOf(name, year)).filter((campaign) =>
    campaign.slotDays.includes(date),
  );
}

/** Spec §9: whether a slot's day is in the Christmas window (20–24 December). */
export function isChristmasSlotDay(date: string): boolean {
  const monthDay = date.slice(5, 10);
  return monthDay >= CHRISTMAS_WINDOW.from && monthDay <= CHRISTMAS_WINDOW.to;
}

/**
 * Spec doc 1 §8: Christmas days have no saver grid. A saver grid asked for days of which none has
 * one answers the 1-hour grid with the notice; days beside Christmas keep their saver slots, and
 * the Christmas days among them show none (a 21-day grid from 30 November reaches 20 December).
 */
export function saverGridUnavailable(dates: readonly string[]): boolean {
  return dates.length > 0 && dates.every(isChristmasSlotDay);
}

/** Whether a customer holding `christmasSlots` Christmas slots may book another. */
export function mayBookChristmasSlot(christmasSlots: number): boolean {
  return christmasSlots < MAX_CHRISTMAS_SLOTS;
}
