import type { Availability } from './catalogue.types.ts';
import {
  ITEM_NOT_AVAILABLE,
  PRODUCT_NAME_UNAVAILABLE,
  SOLD_OUT_ONLINE,
  TEMPORARILY_UNAVAILABLE,
} from './catalogue-messages.ts';

export const MAX_RATING_STARS = 5;

/** Average rating rounded to the nearest half star, within 0–5 (spec doc 3 §9). */
export function ratingStars(averageRating: number): number {
  if (!Number.isFinite(averageRating)) return 0;
  const halves = Math.round(averageRating * 2) / 2;
  return Math.min(MAX_RATING_STARS, Math.max(0, halves));
}

/**
 * The availability line a product card shows, or null when it can be bought. NOT_AVAILABLE
 * covers a product that cannot be sold here at all (e.g. missing from the branch).
 */
export function availabilityText(availability: Availability | 'NOT_AVAILABLE'): string | null {
  switch (availability) {
    case 'AVAILABLE':
      return null;
    case 'TEMPORARILY_UNAVAILABLE':
      return TEMPORARILY_UNAVAILABLE;
    case 'SOLD_OUT_ONLINE':
      return SOLD_OUT_ONLINE;
    case 'NOT_AVAILABLE':
      return ITEM_NOT_AVAILABLE;
  }
}

/** The product's name, or the spec's fallback when it has none. */
export function productDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : PRODUCT_NAME_UNAVAILABLE;
}

/** A personalised message is allowed only when the maximum length is a positive number. */
export function canPersonalise(maxPersonalisedMessageLength: unknown): boolean {
  return (
    typeof maxPersonalisedMessageLength === 'number' &&
    Number.isFinite(maxPersonalisedMessageLength) &&
    maxPersonalisedMessageLength > 0
  );
}

export const CHARACTER_COUNTER_NEAR_RATIO = 0.75;

export type CharacterCounterState = 'normal' | 'near' | 'reached';

/** Counter styling for a field with a maxlength: near at 75%, reached at full length. */
export function characterCounterState(length: number, max: number): CharacterCounterState {
  if (length >= max) return 'reached';
  if (length >= max * CHARACTER_COUNTER_NEAR_RATIO) return 'near';
  return 'normal';
}
