/**
 * Card expiry, 'MM/YY' (spec doc 2 §5; decision 0038): a card is good through the last day of its
 * month, judged by the Europe/London calendar, so a card expiring 11/26 works all November in
 * London whatever the server's zone.
 */

import { londonIsoDate } from '../time/london-date.ts';

export interface CardExpiry {
  month: number;
  /** Four digits, e.g. 2027. */
  year: number;
}

/** 'MM/YY' (also 'M/YY' and 'MM/YYYY'), or null. */
export function parseCardExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** 'MM/YY'. */
export function formatCardExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The London calendar month of an instant. */
export function londonMonth(now: Date): CardExpiry {
  const [year = 0, month = 0] = londonIsoDate(now).split('-').map(Number);
  return { year, month };
}

/** Not past: the expiry month is this London month or later. */
export function isCardExpiryCurrent(expiry: CardExpiry, now: Date): boolean {
  const today = londonMonth(now);
  return expiry.year * 12 + expiry.month >= today.year * 12 + today.month;
}

/** Valid 'MM/YY' and not past. */
export function checkCardExpiry(
  input: string,
  now: Date,
): { valid: true; expiry: CardExpiry } | { valid: false; reason: 'malformed' | 'expired' } {
  const expiry = parseCardExpiry(input);
  if (!expiry) return { valid: false, reason: 'malformed' };
  if (!isCardExpiryCurrent(expiry, now)) return { valid: false, reason: 'expired' };
  return { valid: true, expiry };
}
