import { addDays } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';
import { londonWallClock } from './london-time.ts';
import {
  type CampaignName,
  campaignsOn,
  isChristmasSlotDay,
  openCampaigns,
} from './slot-campaigns.ts';
import { basePricePence } from './slot-price.ts';
import type { BookableSlotType, SlotGridType, SlotTemplate } from './slot-templates.ts';

/**
 * Templates × days → slots, in London time (decision 0034). Pure: the server stores what this
 * returns, idempotently, for the days `slotGenerationDays` names.
 */

/** Days generated ahead of today (today included, so the start-date override has slots). */
export const SLOT_GENERATION_DAYS_AHEAD = 21;

export interface GeneratedSlot {
  branchId: number;
  slotType: BookableSlotType;
  gridType: SlotGridType;
  /** London day, 'YYYY-MM-DD'. */
  date: string;
  start: Date;
  end: Date;
  capacity: number;
  basePricePence: number;
  campaign: CampaignName | null;
}

/**
 * The slots of `branchId` on `dates`. Christmas days have no saver grid (spec doc 1 §8: saver
 * slots unavailable, 1-hour Christmas slots shown).
 */
export function generateSlots(
  branchId: number,
  templates: readonly SlotTemplate[],
  dates: readonly string[],
): GeneratedSlot[] {
  const slots: GeneratedSlot[] = [];
  for (const date of dates) {
    const campaign = campaignsOn(date)[0]?.name ?? null;
    const christmas = isChristmasSlotDay(date);
    for (const template of templates) {
      if (christmas && template.gridType === 'SAVER') continue;
      slots.push({
        branchId,
        slotType: template.slotType,
        gridType: template.gridType,
        date,
        start: londonWallClock(date, template.startMinutes),
        end: londonWallClock(date, template.startMinutes + template.durationMinutes),
        capacity: template.capacity,
        basePricePence: basePricePence(
          template.slotType,
          template.gridType,
          date,
          template.startMinutes,
        ),
        campaign,
      });
    }
  }
  return slots;
}

/**
 * The days whose slots should exist at `now`: today and the next SLOT_GENERATION_DAYS_AHEAD
 * days, and the slot days of every campaign open for booking.
 */
export function slotGenerationDays(now: Date, daysAhead = SLOT_GENERATION_DAYS_AHEAD): string[] {
  const today = londonIsoDate(now);
  const dates = new Set<string>();
  for (let n = 0; n <= daysAhead; n++) dates.add(addDays(today, n));
  for (const campaign of openCampaigns(today)) {
    for (const date of campaign.slotDays) if (date >= today) dates.add(date);
  }
  return [...dates].sort();
}
