import { describe, expect, it } from 'vitest';
import {
  campaignsOn,
  christmasCampaign,
  currentCampaign,
  easterCampaign,
  easterSunday,
  isChristmasSlotDay,
  MAX_CHRISTMAS_SLOTS,
  mayBookChristmasSlot,
  openCampaigns,
  saverGridUnavailable,
} from './slot-campaigns.ts';

describe('campaigns', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('gives Christmas its 20–24 December slot days, booking from 1 November', () => {
    expect(christmasCampaign(2025)).toEqual({
      name: 'christmas',
      marketingStartDate: '2025-10-15',
      marketingEndDate: '2025-12-24',
      siteStartDate: '2025-11-01',
      siteEndDate: '2025-12-24',
      slotDays: ['2025-12-20', '2025-12-21', '2025-12-22', '2025-12-23', '2025-12-24'],
    });
  });

  it('gives Easter Maundy Thursday to Easter Saturday, booking four weeks ahead', () => {
    const easter = easterCampaign(2025);
    expect(easter.slotDays).toEqual(['2025-04-17', '2025-04-18', '2025-04-19']);
    expect(easter.siteStartDate).toBe('2025-03-20');
    expect(easter.marketingStartDate).toBe('2025-03-06');
  });

  it('moves on to next year’s campaign once this year’s is over', () => {
    expect(currentCampaign('christmas', '2025-12-24').slotDays[0]).toBe('2025-12-20');
    expect(currentCampaign('christmas', '2025-12-25').slotDays[0]).toBe('2026-12-20');
  });

  it('opens a campaign for booking only between its site dates', () => {
    expect(openCampaigns('2025-10-31')).toEqual([]);
    expect(openCampaigns('2025-11-01').map((c) => c.name)).toEqual(['christmas']);
    expect(openCampaigns('2025-03-25').map((c) => c.name)).toEqual(['easter']);
  });

  it('names the campaigns of a day', () => {
    expect(campaignsOn('2025-12-22').map((c) => c.name)).toEqual(['christmas']);
    expect(campaignsOn('2025-12-25')).toEqual([]);
  });
});

describe('the Christmas limit', () => {
  it('is the 20–24 December window', () => {
    expect(isChristmasSlotDay('2025-12-19')).toBe(false);
    expect(isChristmasSlotDay('2025-12-20')).toBe(true);
    expect(isChristmasSlotDay('2031-12-24')).toBe(true);
    expect(isChristmasSlotDay('2025-12-25')).toBe(false);
  });

  it('allows two Christmas slots per customer', () => {
    expect(MAX_CHRISTMAS_SLOTS).toBe(2);
    expect(mayBookChristmasSlot(0)).toBe(true);
    expect(mayBookChristmasSlot(1)).toBe(true);
    expect(mayBookChristmasSlot(2)).toBe(false);
  });
});

describe('saverGridUnavailable', () => {
  it('proves a saver grid falls back only when none of its days has saver slots', () => {
    expect(saverGridUnavailable(['2026-12-20', '2026-12-21', '2026-12-24'])).toBe(true);
    // From 30 November, 21 days reach 20 December: the days before keep their saver slots.
    const fromNovember = Array.from({ length: 21 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 30 + i)).toISOString().slice(0, 10),
    );
    expect(fromNovember.at(-1)).toBe('2026-12-20');
    expect(saverGridUnavailable(fromNovember)).toBe(false);
    expect(saverGridUnavailable(['2026-12-24', '2026-12-25'])).toBe(false);
    expect(saverGridUnavailable([])).toBe(false);
  });
});
