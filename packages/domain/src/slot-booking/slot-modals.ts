import {
  ADD_DELIVERY_ADDRESS,
  AMEND_TROLLEY,
  BOOK_NEW_SLOT,
  CHOOSE_ANOTHER_ADDRESS,
  CHOOSE_ANOTHER_DATE,
  CHOOSE_ANOTHER_SLOT,
  CONTINUE,
  EDIT_YOUR_TROLLEY,
  GO_TO_TROLLEY,
  OK,
  REFRESH,
  REFRESH_NOW,
  SELECT_LATER_SLOT,
  SLOT_MODAL_TEXTS,
  VIEW_GROCERY_COLLECTION_SLOTS,
} from '../messages/slot-page-messages.ts';

/**
 * The slot modals of spec doc 1 §8, by the refusal that opens them: each one's words and buttons,
 * and whether it can be closed without an answer ('Unavailable items in trolley' cannot). The
 * title is the refusal's own message; the saver modal, which no refusal opens (the grid asked for
 * saver slots at Christmas and got 1-hour ones), has its own.
 */

export type SlotModalKind = keyof typeof SLOT_MODAL_TEXTS;

/** What a button does; the page decides how (a link, a refresh, closing). */
export type SlotModalAction =
  | 'BOOK_NEW_SLOT'
  | 'REFRESH'
  | 'CLOSE'
  | 'GO_TO_TROLLEY'
  | 'CHOOSE_ANOTHER_ADDRESS'
  | 'ADD_ADDRESS'
  | 'VIEW_GROCERY_COLLECTION'
  | 'CONTINUE_AT_PRICE';

export interface SlotModalButton {
  action: SlotModalAction;
  label: string;
}

export interface SlotModal {
  kind: SlotModalKind;
  text: string;
  /** The first is the main answer. */
  buttons: SlotModalButton[];
  /** Escape, an outside click or a close button may close it. */
  dismissable: boolean;
}

const button = (action: SlotModalAction, label: string): SlotModalButton => ({ action, label });

const BUTTONS: Record<SlotModalKind, SlotModalButton[]> = {
  SLOT_EXPIRED: [button('BOOK_NEW_SLOT', BOOK_NEW_SLOT)],
  SLOT_TAKEN: [button('REFRESH', REFRESH_NOW)],
  SLOT_NOT_FOUND: [button('REFRESH', REFRESH_NOW)],
  DELIVERY_CHARGE_CHANGED: [button('REFRESH', REFRESH)],
  NO_EARLIER_SLOTS: [button('CLOSE', SELECT_LATER_SLOT), button('GO_TO_TROLLEY', GO_TO_TROLLEY)],
  NO_SLOTS_AVAILABLE: [button('GO_TO_TROLLEY', AMEND_TROLLEY)],
  DELIVERY_AREA_NOT_SERVED: [
    button('CHOOSE_ANOTHER_ADDRESS', CHOOSE_ANOTHER_ADDRESS),
    button('ADD_ADDRESS', ADD_DELIVERY_ADDRESS),
  ],
  CHRISTMAS_SLOT_LIMIT: [button('CLOSE', OK)],
  SAVER_UNAVAILABLE: [button('CLOSE', OK)],
  TROLLEY_HAS_UNAVAILABLE_ITEMS: [button('GO_TO_TROLLEY', GO_TO_TROLLEY)],
  ENTERTAINING_ONLY_SLOTS: [
    button('GO_TO_TROLLEY', EDIT_YOUR_TROLLEY),
    button('VIEW_GROCERY_COLLECTION', VIEW_GROCERY_COLLECTION_SLOTS),
  ],
  SLOT_RESTRICTION_CONFLICT: [
    button('CLOSE', CHOOSE_ANOTHER_DATE),
    button('GO_TO_TROLLEY', EDIT_YOUR_TROLLEY),
  ],
  SLOT_OFFERS_NOT_VALID: [
    button('CONTINUE_AT_PRICE', CONTINUE),
    button('CLOSE', CHOOSE_ANOTHER_SLOT),
  ],
};

/** Modals the shopper must answer: the slot cannot be reserved until the trolley changes. */
const MUST_ANSWER: ReadonlySet<SlotModalKind> = new Set(['TROLLEY_HAS_UNAVAILABLE_ITEMS']);

export function isSlotModalKind(code: string): code is SlotModalKind {
  return Object.hasOwn(SLOT_MODAL_TEXTS, code);
}

/** The modal a refusal code opens; null for codes that are not a slot modal (bad input, 401). */
export function slotModalOf(code: string): SlotModal | null {
  if (!isSlotModalKind(code)) return null;
  return {
    kind: code,
    text: SLOT_MODAL_TEXTS[code],
    buttons: BUTTONS[code],
    dismissable: !MUST_ANSWER.has(code),
  };
}
