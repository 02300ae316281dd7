import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * How a gift card's PIN is kept (decision 0039): SHA-256 of the serial number and PIN, so the
 * table never holds a PIN and one card's hash says nothing about another's. The seed and the
 * tenders context both use it.
 */
export function giftCardPinHash(serialNumber: string, pin: string): string {
  return createHash('sha256').update(`gift-card:${serialNumber}:${pin}`).digest('hex');
}

export function giftCardPinMatches(serialNumber: string, pin: string, stored: string): boolean {
  const given = Buffer.from(giftCardPinHash(serialNumber, pin), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
