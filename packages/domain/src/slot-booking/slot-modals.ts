import {
  CHRISTMAS_SLOT_LIMIT_TEXT,
  DELIVERY_AREA_NOT_SERVED_TEXT,
  deliveryChargeChangedText,
  ENTERTAINING_ONLY_TEXT,
  NO_EARLIER_SLOTS_TEXT,
  NO_SLOTS_AVAILABLE_TEXT,
  RESTRICTION_CONFLICT_TEXT,
  SAVER_SLOTS_UNAVAILABLE_TEXT,
  SLOT_BUTTONS,
  SLOT_EXPIRED_TEXT,
  SLOT_TAKEN_TEXT,
  slotOffersNotValidText,
  UNAVAILABLE_ITEMS_TEXT,
} from '../messages/slot-messages.ts';
import {
  CHOOSE_ANOTHER_DATE,
  CHOOSE_ANOTHER_SLOT,
  NEW_PRICE,
  SLOT_NOT_FOUND_TEXT,
} from '../messages/slot-page-messages.ts';
import { formatMoney } from '../money/money.ts';

/**
 * The slot modals of spec doc 1 §8, by the refusal that opens them: each one's words and
 * buttons, and whether it can be closed without an answer ('Unavailable items in trolley'
 * cannot). The title is the refusal's own message (the slots context's, the API's too); the
 * saver modal is opened by the grid's notice, the expiry one by the timer.
 */

export type SlotModalKind =
  | 'SLOT_EXPIRED'
  | 'SLOT_TAKEN'
  | 'SLOT_NOT_FOUND'
  | 'DELIVERY_CHARGE_CHANGED'
  | 'NO_EARLIER_SLOTS'
  | 'NO_SLOTS_AVAILABLE'
  | 'DELIVERY_AREA_NOT_SERVED'
  | 'CHRISTMAS_SLOT_LIMIT'
  | 'SAVER_SLOTS_UNAVAILABLE'
  | 'TROLLEY_HAS_UNAVAILABLE_ITEMS'
  | 'ENTERTAINING_ONLY_SLOTS'
  | 'SLOT_RESTRICTION_CONFLICT'
  | 'SLOT_OFFERS_NOT_VALID';

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
  title: string;
  text: string;
  /** The first is the main answer. */
  buttons: SlotModalButton[];
  /** Escape, an outside click or a close button may close it. */
  dismissable: boolean;
}

/** A refusal as the slots context answers it. */
export interface SlotRefusalFacts {
  code: string;
  message: string;
  detail?: Record<string, unknown>;
}

const button = (action: SlotModalAction, label: string): SlotModalButton => ({ action, label });

const BUTTONS: Record<SlotModalKind, SlotModalButton[]> = {
  SLOT_EXPIRED: [button('BOOK_NEW_SLOT', SLOT_BUTTONS.rebook)],
  SLOT_TAKEN: [button('REFRESH', SLOT_BUTTONS.refreshNow)],
  SLOT_NOT_FOUND: [button('REFRESH', SLOT_BUTTONS.refreshNow)],
  DELIVERY_CHARGE_CHANGED: [button('REFRESH', SLOT_BUTTONS.refresh)],
  NO_EARLIER_SLOTS: [
    button('CLOSE', SLOT_BUTTONS.selectLaterSlot),
    button('GO_TO_TROLLEY', SLOT_BUTTONS.goToTrolley),
  ],
  NO_SLOTS_AVAILABLE: [button('GO_TO_TROLLEY', SLOT_BUTTONS.amendTrolley)],
  DELIVERY_AREA_NOT_SERVED: [
    button('CHOOSE_ANOTHER_ADDRESS', SLOT_BUTTONS.chooseAnotherAddress),
    button('ADD_ADDRESS', SLOT_BUTTONS.addNewAddress),
  ],
  CHRISTMAS_SLOT_LIMIT: [button('CLOSE', SLOT_BUTTONS.close)],
  SAVER_SLOTS_UNAVAILABLE: [button('CLOSE', SLOT_BUTTONS.close)],
  TROLLEY_HAS_UNAVAILABLE_ITEMS: [button('GO_TO_TROLLEY', SLOT_BUTTONS.goToTrolley)],
  ENTERTAINING_ONLY_SLOTS: [
    button('GO_TO_TROLLEY', SLOT_BUTTONS.editTrolley),
    button('VIEW_GROCERY_COLLECTION', SLOT_BUTTONS.viewGroceryCollectionSlots),
  ],
  SLOT_RESTRICTION_CONFLICT: [
    button('CLOSE', CHOOSE_ANOTHER_DATE),
    button('GO_TO_TROLLEY', SLOT_BUTTONS.editTrolley),
  ],
  SLOT_OFFERS_NOT_VALID: [
    button('CONTINUE_AT_PRICE', SLOT_BUTTONS.continueAtPrice),
    button('CLOSE', CHOOSE_ANOTHER_SLOT),
  ],
};

/** The new price a refusal carries (`detail.pricePence`), as the shopper reads it. */
function newPriceOf(detail: Record<string, unknown> | undefined): string {
  const pence = detail?.pricePence;
  return typeof pence === 'number' && Number.isInteger(pence) && pence >= 0
    ? formatMoney(pence)
    : NEW_PRICE;
}

function textOf(kind: SlotModalKind, detail: Record<string, unknown> | undefined): string {
  switch (kind) {
    case 'SLOT_EXPIRED':
      return SLOT_EXPIRED_TEXT;
    case 'SLOT_TAKEN':
      return SLOT_TAKEN_TEXT;
    case 'SLOT_NOT_FOUND':
      return SLOT_NOT_FOUND_TEXT;
    case 'DELIVERY_CHARGE_CHANGED':
      return deliveryChargeChangedText(newPriceOf(detail));
    case 'NO_EARLIER_SLOTS':
      return NO_EARLIER_SLOTS_TEXT;
    case 'NO_SLOTS_AVAILABLE':
      return NO_SLOTS_AVAILABLE_TEXT;
    case 'DELIVERY_AREA_NOT_SERVED':
      return DELIVERY_AREA_NOT_SERVED_TEXT;
    case 'CHRISTMAS_SLOT_LIMIT':
      return CHRISTMAS_SLOT_LIMIT_TEXT;
    case 'SAVER_SLOTS_UNAVAILABLE':
      return SAVER_SLOTS_UNAVAILABLE_TEXT;
    case 'TROLLEY_HAS_UNAVAILABLE_ITEMS':
      return UNAVAILABLE_ITEMS_TEXT;
    case 'ENTERTAINING_ONLY_SLOTS':
      return ENTERTAINING_ONLY_TEXT;
    case 'SLOT_RESTRICTION_CONFLICT':
      return RESTRICTION_CONFLICT_TEXT;
    case 'SLOT_OFFERS_NOT_VALID':
      return slotOffersNotValidText(newPriceOf(detail));
  }
}

export function isSlotModalKind(code: string): code is SlotModalKind {
  return Object.hasOwn(BUTTONS, code);
}

/**
 * The modal a refusal opens; null for refusals that are not a slot modal (bad input, not signed
 * in, an address or branch that is not there), which the page says in its own words.
 */
export function slotModalOf(refusal: SlotRefusalFacts): SlotModal | null {
  if (!isSlotModalKind(refusal.code)) return null;
  return {
    kind: refusal.code,
    title: refusal.message,
    text: textOf(refusal.code, refusal.detail),
    buttons: BUTTONS[refusal.code],
    dismissable: refusal.code !== 'TROLLEY_HAS_UNAVAILABLE_ITEMS',
  };
}
