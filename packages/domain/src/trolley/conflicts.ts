import type { Availability, Product, Quantity } from '../catalogue/catalogue.types.ts';
import {
  ITEM_NOT_AVAILABLE,
  SOLD_OUT_ONLINE,
  TEMPORARILY_UNAVAILABLE,
} from '../catalogue/catalogue-messages.ts';
import { productDisplayName } from '../catalogue/product-display.ts';
import { normaliseQuantity } from '../quantity/quantity.ts';
import { addDays, calendarDate, formatDayMonth, laterDate } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';
import {
  type BookedSlot,
  type FulfilmentType,
  fulfilmentTypeOf,
  isBooked,
  slotLondonDate,
} from './booked-slot.ts';
import { capLimitText } from './product-cap.ts';
import {
  CHOOSE_ANOTHER_DATE_OR_REMOVE,
  CONFLICT_DISMISS,
  ENTERTAINING_COLLECTION_ONLY,
  ENTERTAINING_ITEMS_ONLY,
  entertainingOnDeliveryReason,
  groceriesInEntertainingSlotReason,
  LEAD_TIME_TITLE,
  leadTimeReason,
  NOT_SOLD_REASON,
  orderByAside,
  PRODUCT_CAP_REASON,
  pastCutOffReason,
  productCapMessage,
  RESOLUTION_LABELS,
  RESTRICTED_DATES_TITLE,
  RESTRICTION_PAST_CUT_OFF_TITLE,
  restrictedDatesReason,
  SOLD_OUT_ONLINE_REASON,
  TEMPORARILY_UNAVAILABLE_REASON,
  UNAVAILABLE_ITEMS_GROUP,
} from './trolley-messages.ts';

/**
 * Trolley conflicts (spec doc 1 §3 Conflict, §4 Trolley): what stops or warns about a line,
 * worked out from the product's availability, restriction dates, lead time and cap and the
 * booked slot. HARD conflicts block checkout (HAS_HARD_CONFLICTS); SOFT ones only warn.
 */

export type ConflictType = 'HARD' | 'SOFT';

export type ResolutionActionId =
  | 'BOOK_SLOT'
  | 'CHANGE_QUANTITY'
  | 'CHANGE_SLOT_DATE'
  | 'CHANGE_SLOT_TYPE'
  | 'REMOVE_ITEM';

/** Why a line conflicts (our code; the UI and tests read it, the spec's fields carry the texts). */
export type ConflictReason =
  | 'NOT_SOLD'
  | 'SOLD_OUT_ONLINE'
  | 'TEMPORARILY_UNAVAILABLE'
  | 'PAST_CUT_OFF'
  | 'ENTERTAINING_SLOT_GROCERIES'
  | 'ENTERTAINING_NOT_DELIVERED'
  | 'OUTSIDE_RESTRICTED_DATES'
  | 'RESTRICTED_DATES'
  | 'LEAD_TIME'
  | 'PRODUCT_CAP';

export interface ConflictMessages {
  title: string;
  reason: string;
  dismissal: string;
  aside: string | null;
  /** Heading of the group the item is listed under in the long form. */
  longGroup: string | null;
  longItem: string;
}

export interface Conflict {
  addToTrolley: boolean;
  itemId: number;
  productId: string;
  lineNumber: string;
  type: ConflictType;
  /** Lower shows first (after every HARD conflict). */
  priority: number;
  outOfStock: boolean;
  reason: ConflictReason;
  messages: ConflictMessages;
  resolutionActions: { id: ResolutionActionId; message: string }[];
  prohibitedActions: ResolutionActionId[];
  slotOptionDates: { date: string; type: FulfilmentType }[];
}

export interface TrolleyItemCounts {
  hardConflicts: number;
  softConflicts: number;
  noConflicts: number;
}

/** The product facts conflicts depend on. */
export interface ConflictProduct {
  productId: string;
  lineNumber: string;
  name: string | null;
  /** NOT_AVAILABLE: the product is not sold any more (missing from the catalogue). */
  availability: Availability | 'NOT_AVAILABLE';
  productType: Product['productType'];
  /** Days of notice needed (made-to-order entertaining). */
  leadTime: number | null;
  restriction: {
    restrictionId: string;
    startDate: string;
    endDate: string;
    cutOffDate: string;
  } | null;
  /** The most one customer may order; null for no cap. */
  cap: Quantity | null;
}

export interface ConflictLine {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
}

export interface TrolleyConflictsInput {
  lines: readonly ConflictLine[];
  products: readonly ConflictProduct[];
  slot: BookedSlot | null;
  now: Date;
  /** The line being added, when conflicts answer an add (their addToTrolley is true). */
  addingLineNumber?: string | null;
  /** One variant of the conflict modal offers no Remove button: drop REMOVE_ITEM from the actions. */
  offerRemove?: boolean;
}

export interface TrolleyConflicts {
  conflicts: Conflict[];
  trolleyItemCounts: TrolleyItemCounts;
}

/** Suggested slot dates in a conflict: at most a slot grid's worth (5 days). */
export const SLOT_OPTION_DATES = 5;

const PRIORITY: Record<ConflictReason, number> = {
  NOT_SOLD: 1,
  SOLD_OUT_ONLINE: 1,
  PAST_CUT_OFF: 2,
  ENTERTAINING_SLOT_GROCERIES: 3,
  ENTERTAINING_NOT_DELIVERED: 3,
  OUTSIDE_RESTRICTED_DATES: 4,
  LEAD_TIME: 5,
  PRODUCT_CAP: 6,
  TEMPORARILY_UNAVAILABLE: 7,
  RESTRICTED_DATES: 8,
};

interface Draft {
  type: ConflictType;
  reason: ConflictReason;
  outOfStock?: boolean;
  title: string;
  text: string;
  aside?: string | null;
  longGroup?: string | null;
  actions: ResolutionActionId[];
  prohibited: ResolutionActionId[];
  slotOptionDates?: Conflict['slotOptionDates'];
}

const isEntertaining = (type: Product['productType']) => type === 'E' || type === 'L';

/** Dates from `first` to `last` (inclusive), at most SLOT_OPTION_DATES, for each type. */
function optionDates(
  first: string,
  last: string | null,
  types: readonly FulfilmentType[],
): Conflict['slotOptionDates'] {
  const dates: Conflict['slotOptionDates'] = [];
  for (let n = 0; n < SLOT_OPTION_DATES; n++) {
    const date = addDays(first, n);
    if (last !== null && date > last) break;
    for (const type of types) dates.push({ date, type });
  }
  return dates;
}

/** What every line's conflicts are judged against, worked out once per trolley. */
interface Day {
  today: string;
  tomorrow: string;
  slot: BookedSlot | null;
  /** The booked slot's London day. */
  slotDate: string | null;
}

function lineDrafts(line: ConflictLine, product: ConflictProduct | undefined, day: Day): Draft[] {
  if (!product || product.availability === 'NOT_AVAILABLE') {
    return [
      {
        type: 'HARD',
        reason: 'NOT_SOLD',
        outOfStock: true,
        title: ITEM_NOT_AVAILABLE,
        text: NOT_SOLD_REASON,
        longGroup: UNAVAILABLE_ITEMS_GROUP,
        actions: ['REMOVE_ITEM'],
        prohibited: ['CHANGE_QUANTITY'],
      },
    ];
  }
  const name = productDisplayName(product.name);
  const drafts: Draft[] = [];
  const { today, tomorrow, slot, slotDate } = day;
  const slotType = slot?.slotType ?? null;
  const fulfilment = slotType ? fulfilmentTypeOf(slotType) : null;
  const types: FulfilmentType[] = fulfilment ? [fulfilment] : ['DELIVERY', 'COLLECTION'];

  if (product.availability === 'SOLD_OUT_ONLINE') {
    drafts.push({
      type: 'HARD',
      reason: 'SOLD_OUT_ONLINE',
      outOfStock: true,
      title: SOLD_OUT_ONLINE,
      text: SOLD_OUT_ONLINE_REASON,
      longGroup: UNAVAILABLE_ITEMS_GROUP,
      actions: ['REMOVE_ITEM'],
      prohibited: ['CHANGE_QUANTITY'],
    });
  } else if (product.availability === 'TEMPORARILY_UNAVAILABLE') {
    drafts.push({
      type: 'SOFT',
      reason: 'TEMPORARILY_UNAVAILABLE',
      outOfStock: true,
      title: TEMPORARILY_UNAVAILABLE,
      text: TEMPORARILY_UNAVAILABLE_REASON,
      longGroup: UNAVAILABLE_ITEMS_GROUP,
      actions: ['REMOVE_ITEM'],
      prohibited: ['CHANGE_QUANTITY'],
    });
  }

  if (slotType === 'ENTERTAINING_COLLECTION' && !isEntertaining(product.productType)) {
    drafts.push({
      type: 'HARD',
      reason: 'ENTERTAINING_SLOT_GROCERIES',
      title: ENTERTAINING_ITEMS_ONLY,
      text: groceriesInEntertainingSlotReason(name),
      actions: ['CHANGE_SLOT_TYPE', 'REMOVE_ITEM'],
      prohibited: ['CHANGE_QUANTITY'],
    });
  }
  if (fulfilment === 'DELIVERY' && isEntertaining(product.productType)) {
    drafts.push({
      type: 'HARD',
      reason: 'ENTERTAINING_NOT_DELIVERED',
      title: ENTERTAINING_COLLECTION_ONLY,
      text: entertainingOnDeliveryReason(name),
      actions: ['CHANGE_SLOT_TYPE', 'REMOVE_ITEM'],
      prohibited: ['CHANGE_QUANTITY'],
    });
  }

  const restriction = product.restriction;
  const start = restriction ? calendarDate(restriction.startDate) : null;
  const end = restriction ? calendarDate(restriction.endDate) : null;
  const cutOff = restriction ? calendarDate(restriction.cutOffDate) : null;
  if (start && end) {
    const from = formatDayMonth(start);
    const to = formatDayMonth(end);
    const firstOption = laterDate(start, tomorrow);
    if (cutOff && today > cutOff) {
      drafts.push({
        type: 'HARD',
        reason: 'PAST_CUT_OFF',
        title: RESTRICTION_PAST_CUT_OFF_TITLE,
        text: pastCutOffReason(name, formatDayMonth(cutOff)),
        actions: ['REMOVE_ITEM'],
        prohibited: ['CHANGE_QUANTITY', 'CHANGE_SLOT_DATE', 'BOOK_SLOT'],
      });
    } else if (slotDate !== null && (slotDate < start || slotDate > end)) {
      drafts.push({
        type: 'HARD',
        reason: 'OUTSIDE_RESTRICTED_DATES',
        title: CHOOSE_ANOTHER_DATE_OR_REMOVE,
        text: restrictedDatesReason(name, from, to),
        aside: cutOff ? orderByAside(formatDayMonth(cutOff)) : null,
        actions: ['CHANGE_SLOT_DATE', 'REMOVE_ITEM'],
        prohibited: ['CHANGE_QUANTITY'],
        slotOptionDates: optionDates(firstOption, end, types),
      });
    } else if (slotDate === null) {
      drafts.push({
        type: 'SOFT',
        reason: 'RESTRICTED_DATES',
        title: RESTRICTED_DATES_TITLE,
        text: restrictedDatesReason(name, from, to),
        aside: cutOff ? orderByAside(formatDayMonth(cutOff)) : null,
        actions: ['BOOK_SLOT', 'REMOVE_ITEM'],
        prohibited: ['CHANGE_QUANTITY'],
        slotOptionDates: optionDates(firstOption, end, types),
      });
    }
  }

  const leadTime = product.leadTime ?? 0;
  if (slotDate !== null && leadTime > 0) {
    const earliest = addDays(today, leadTime);
    if (slotDate < earliest) {
      drafts.push({
        type: 'HARD',
        reason: 'LEAD_TIME',
        title: LEAD_TIME_TITLE,
        text: leadTimeReason(name, leadTime, formatDayMonth(earliest)),
        actions: ['CHANGE_SLOT_DATE', 'REMOVE_ITEM'],
        prohibited: ['CHANGE_QUANTITY'],
        slotOptionDates: optionDates(earliest, end, types),
      });
    }
  }

  const cap = product.cap;
  if (cap && cap.uom === line.quantity.uom) {
    const amount = normaliseQuantity(line.quantity.amount, line.quantity.uom);
    if (amount > cap.amount) {
      drafts.push({
        type: 'HARD',
        reason: 'PRODUCT_CAP',
        title: productCapMessage(capLimitText(cap)),
        text: PRODUCT_CAP_REASON,
        actions: ['CHANGE_QUANTITY', 'REMOVE_ITEM'],
        prohibited: [],
      });
    }
  }
  return drafts;
}

function compareConflicts(a: Conflict, b: Conflict): number {
  if (a.type !== b.type) return a.type === 'HARD' ? -1 : 1;
  if (a.priority !== b.priority) return a.priority - b.priority;
  if (a.lineNumber !== b.lineNumber) return a.lineNumber < b.lineNumber ? -1 : 1;
  return a.itemId - b.itemId;
}

/**
 * Conflicts of every line with a quantity, and the trolleyItemCounts: a line with any HARD
 * conflict counts as hard, one with only SOFT ones as soft, the rest as no conflict. Lines at
 * quantity 0 (being removed) have none and are not counted. The result does not depend on
 * the order of the lines.
 */
export function trolleyConflicts(input: TrolleyConflictsInput): TrolleyConflicts {
  const products = new Map(input.products.map((p) => [p.productId, p]));
  const slot = isBooked(input.slot) ? input.slot : null;
  const today = londonIsoDate(input.now);
  const day: Day = {
    today,
    tomorrow: addDays(today, 1),
    slot,
    slotDate: slot ? slotLondonDate(slot) : null,
  };
  const offerRemove = input.offerRemove ?? true;
  const conflicts: Conflict[] = [];
  const counts: TrolleyItemCounts = { hardConflicts: 0, softConflicts: 0, noConflicts: 0 };

  for (const line of input.lines) {
    if (normaliseQuantity(line.quantity.amount, line.quantity.uom) === 0) continue;
    const product = products.get(line.productId);
    const drafts = lineDrafts(line, product, day);
    if (drafts.some((d) => d.type === 'HARD')) counts.hardConflicts += 1;
    else if (drafts.length > 0) counts.softConflicts += 1;
    else counts.noConflicts += 1;
    const name = productDisplayName(product?.name);
    for (const draft of drafts) {
      const actions = draft.actions.filter((id) => offerRemove || id !== 'REMOVE_ITEM');
      conflicts.push({
        addToTrolley: input.addingLineNumber === line.lineNumber,
        itemId: line.trolleyItemId,
        productId: line.productId,
        lineNumber: line.lineNumber,
        type: draft.type,
        priority: PRIORITY[draft.reason],
        outOfStock: draft.outOfStock ?? false,
        reason: draft.reason,
        messages: {
          title: draft.title,
          reason: draft.text,
          dismissal: CONFLICT_DISMISS,
          aside: draft.aside ?? null,
          longGroup: draft.longGroup ?? null,
          longItem: name,
        },
        resolutionActions: actions.map((id) => ({ id, message: RESOLUTION_LABELS[id] })),
        prohibitedActions: draft.prohibited,
        slotOptionDates: draft.slotOptionDates ?? [],
      });
    }
  }
  return { conflicts: conflicts.sort(compareConflicts), trolleyItemCounts: counts };
}

/** Spec: changeable in quantity unless its prohibited actions include change-quantity. */
export function isConflictQuantityChangeable(
  conflict: Pick<Conflict, 'prohibitedActions'>,
): boolean {
  return !conflict.prohibitedActions.includes('CHANGE_QUANTITY');
}

/** Spec: removable unless its prohibited actions include remove. */
export function isConflictRemovable(conflict: Pick<Conflict, 'prohibitedActions'>): boolean {
  return !conflict.prohibitedActions.includes('REMOVE_ITEM');
}

/**
 * The resolution actions a shopper is offered for a conflict: all of them, except that Remove is
 * dropped in the 'conflict resolution without Remove' experiment's variant (spec doc 1 §4).
 */
export function offeredResolutionActions<Action extends { id: ResolutionActionId }>(
  conflict: { resolutionActions: readonly Action[] },
  options: { withoutRemove: boolean },
): Action[] {
  return options.withoutRemove
    ? conflict.resolutionActions.filter((action) => action.id !== 'REMOVE_ITEM')
    : [...conflict.resolutionActions];
}

export function hasHardConflicts(conflicts: readonly Pick<Conflict, 'type'>[]): boolean {
  return conflicts.some((c) => c.type === 'HARD');
}
