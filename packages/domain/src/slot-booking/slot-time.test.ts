import { describe, expect, it } from 'vitest';
import {
  gridDayShortText,
  gridDayText,
  hourText,
  londonMinuteOfDay,
  londonTimeText,
  slotDateText,
  slotEndText,
  slotStartText,
  slotTimeRange,
  slotTimeRangeSpoken,
} from './slot-time.ts';

describe('slot times read in London hours', () => {
  it('writes hours with AM/PM, midnight and midday as 12', () => {
    expect([0, 9, 11, 12, 13, 23, 24].map(hourText)).toEqual([
      '12AM',
      '9AM',
      '11AM',
      '12PM',
      '1PM',
      '11PM',
      '12AM',
    ]);
  });

  it('shows the same wall-clock hours in winter (GMT) and summer (BST)', () => {
    expect(slotTimeRange('2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z')).toBe('9AM - 10AM');
    expect(slotTimeRange('2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z')).toBe('9AM - 10AM');
  });

  it('shows 11:30PM as 12AM: an end rounds up to the hour, a start rounds down', () => {
    expect(slotEndText('2026-11-24T23:30:00Z')).toBe('12AM');
    expect(slotTimeRange('2026-11-24T22:30:00Z', '2026-11-24T23:30:00Z')).toBe('10PM - 12AM');
    expect(slotStartText('2026-11-24T07:30:00Z')).toBe('7AM');
    expect(slotEndText('2026-11-24T08:00:00Z')).toBe('8AM');
  });

  it('keeps windows on both sides of the clock change on their London hours', () => {
    // 25 October 2026: clocks go back at 02:00 BST (01:00 UTC).
    expect(slotTimeRange('2026-10-24T23:00:00Z', '2026-10-25T00:00:00Z')).toBe('12AM - 1AM');
    expect(slotTimeRange('2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z')).toBe('9AM - 10AM');
    // 29 March 2026: clocks go forward at 01:00 GMT.
    expect(slotTimeRange('2026-03-29T08:00:00Z', '2026-03-29T10:00:00Z')).toBe('9AM - 11AM');
    expect(londonMinuteOfDay('2026-03-29T00:30:00Z')).toBe(30);
    expect(londonMinuteOfDay('2026-03-29T01:30:00Z')).toBe(150);
  });

  it('says the range with "to" for screen readers', () => {
    expect(slotTimeRangeSpoken('2026-11-24T17:00:00Z', '2026-11-24T19:00:00Z')).toBe('5PM to 7PM');
  });

  it('writes the long day and month of the London day', () => {
    expect(slotDateText('2026-11-24T09:00:00Z')).toBe('Tuesday 24 November');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(slotDateText('2026-06-30T23:30:00Z')).toBe('Wednesday 1 July');
    expect(gridDayText('2026-10-25')).toBe('Sunday 25 October');
    expect(gridDayText('2026-03-29')).toBe('Sunday 29 March');
    expect(gridDayShortText('2026-12-24')).toBe('Thu 24 Dec');
  });

  it('writes a reservation time with its minutes when it has them', () => {
    expect(londonTimeText('2026-11-23T15:00:00Z')).toBe('3PM');
    expect(londonTimeText('2026-06-23T14:05:00Z')).toBe('3:05PM');
    expect(londonTimeText('2026-11-23T00:30:00Z')).toBe('12:30AM');
    expect(londonTimeText('later')).toBe('');
  });

  it('prints nothing for what cannot be read', () => {
    expect(slotTimeRange('soon', '2026-11-24T10:00:00Z')).toBe('');
    expect(slotDateText('never')).toBe('');
    expect(gridDayText('2026-13-01')).toBe('');
    expect(gridDayText('24/12/2026')).toBe('');
  });
});
