/**
 * The slot templates (decision 0034): which windows each branch offers for each service, how
 * long they are and how many orders each takes. A template is a London wall-clock window; the
 * generator (slot-generator.ts) turns templates × days into slots.
 */

/** The slot types a shopper can book (spec doc 1 §3; DELIVERY_SERVICE and UNDEFINED are not). */
export type BookableSlotType = 'DELIVERY' | 'GROCERY_COLLECTION' | 'ENTERTAINING_COLLECTION';

export const BOOKABLE_SLOT_TYPES = [
  'DELIVERY',
  'GROCERY_COLLECTION',
  'ENTERTAINING_COLLECTION',
] as const satisfies readonly BookableSlotType[];

/** The default grid, or the saver grid of wider, cheaper windows (delivery only). */
export type SlotGridType = 'DEFAULT' | 'SAVER';

export const SLOT_GRID_TYPES = ['DEFAULT', 'SAVER'] as const satisfies readonly SlotGridType[];

export interface SlotTemplate {
  slotType: BookableSlotType;
  gridType: SlotGridType;
  /** Minutes past London midnight the window opens. */
  startMinutes: number;
  durationMinutes: 60 | 120;
  /** Orders the window takes (vans × drops, or collection bays). */
  capacity: number;
}

/** What a branch offers, as the catalogue's branch list says. */
export interface BranchServices {
  /** Every branch delivers to its delivery areas. */
  offersCollection: boolean;
  offersEntertaining: boolean;
}

const HOUR = 60;

function windows(
  slotType: BookableSlotType,
  gridType: SlotGridType,
  firstHour: number,
  lastStartHour: number,
  durationMinutes: 60 | 120,
  capacity: number,
): SlotTemplate[] {
  const templates: SlotTemplate[] = [];
  for (let start = firstHour * HOUR; start <= lastStartHour * HOUR; start += durationMinutes) {
    templates.push({ slotType, gridType, startMinutes: start, durationMinutes, capacity });
  }
  return templates;
}

/**
 * Delivery: 1-hour windows 07:00–22:00 (8 orders each) and a saver grid of 2-hour windows
 * 08:00–20:00 (10 each). Grocery collection: 1-hour windows 08:00–20:00 (12 bays). Entertaining
 * collection: 2-hour windows 10:00–18:00 (6 each), at branches with an entertaining counter.
 */
export function slotTemplates(branch: BranchServices): SlotTemplate[] {
  return [
    ...windows('DELIVERY', 'DEFAULT', 7, 21, 60, 8),
    ...windows('DELIVERY', 'SAVER', 8, 18, 120, 10),
    ...(branch.offersCollection ? windows('GROCERY_COLLECTION', 'DEFAULT', 8, 19, 60, 12) : []),
    ...(branch.offersEntertaining
      ? windows('ENTERTAINING_COLLECTION', 'DEFAULT', 10, 16, 120, 6)
      : []),
  ];
}

/** The slot types a branch offers (the branch picker shows collection branches' services). */
export function slotTypesOffered(branch: BranchServices): BookableSlotType[] {
  return [
    'DELIVERY',
    ...(branch.offersCollection ? (['GROCERY_COLLECTION'] as const) : []),
    ...(branch.offersEntertaining ? (['ENTERTAINING_COLLECTION'] as const) : []),
  ];
}

/** Only delivery has a saver grid. */
export function hasGrid(slotType: BookableSlotType, gridType: SlotGridType): boolean {
  return gridType === 'DEFAULT' || slotType === 'DELIVERY';
}
