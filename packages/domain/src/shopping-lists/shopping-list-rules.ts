import type { Quantity } from '../catalogue/catalogue.types.ts';
import { invalidField, mustBeNoMoreThan, pleaseEnterYour } from '../validation/messages.ts';

/**
 * Shopping list rules (spec doc 3 §2, §3 "Shopping list: id, name, numItems, created, items
 * (lineNumber, quantity)", §9 "thumbnails show up to 4 items"; decision 0081). The spec gives no
 * limits on names, lists or items: these are ours.
 */

/** Ours: long enough for 'Saturday night BBQ for the neighbours', short enough for a menu. */
export const SHOPPING_LIST_NAME_MAX_LENGTH = 50;

/** Ours: lists one shopper keeps; far above a household's (weekly, party, Christmas…). */
export const MAX_SHOPPING_LISTS = 30;

/**
 * Ours: products one list holds. The trolley's batch call takes at most 100 lines
 * (`MAX_BATCH_LINES`), so a whole list goes to the trolley in one batch.
 */
export const MAX_SHOPPING_LIST_ITEMS = 100;

/** Spec doc 3 §9: shopping list thumbnails show up to 4 items. */
export const SHOPPING_LIST_THUMBNAILS = 4;

/** The field's name in the catalogue's named-field messages ('Please enter your list name'). */
const FIELD = 'list name';

export const LIST_NAME_REQUIRED = pleaseEnterYour(FIELD);
export const INVALID_LIST_NAME = invalidField(FIELD);
export const LIST_NAME_TOO_LONG = mustBeNoMoreThan(SHOPPING_LIST_NAME_MAX_LENGTH);
// Spec: not shown.
export const listNameTaken = (name: string): string => `You already have a list called ${name}`;

/**
 * What a list name may hold: the catalogue's named-field characters (letters with their accents,
 * digits, space, hyphen, apostrophes, dot) and the few a shopping list name needs besides
 * (& , ( ) ! ? +): 'Mum’s birthday (Sat) & drinks!'.
 */
const LIST_NAME_PATTERN = /^[\p{Script=Latin}\p{M}\d .'’&,()!?+-]+$/u;

/** The name as stored and shown: trimmed, inner runs of white space made one space. */
export function normaliseListName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** What two names are compared by: a shopper cannot have 'Weekly shop' and 'weekly  SHOP'. */
export function listNameKey(name: string): string {
  return normaliseListName(name).normalize('NFC').toLocaleLowerCase('en-GB');
}

/**
 * Why `raw` cannot name a list among `otherNames` (the shopper's other lists' names), or null.
 * Blank, too long (after normalising), characters outside the pattern, or the name of another of
 * the shopper's lists, whatever its case.
 */
export function listNameProblem(raw: string, otherNames: readonly string[] = []): string | null {
  const name = normaliseListName(raw);
  if (name === '') return LIST_NAME_REQUIRED;
  if (name.length > SHOPPING_LIST_NAME_MAX_LENGTH) return LIST_NAME_TOO_LONG;
  if (!LIST_NAME_PATTERN.test(name)) return INVALID_LIST_NAME;
  const key = listNameKey(name);
  if (otherNames.some((other) => listNameKey(other) === key)) return listNameTaken(name);
  return null;
}

/** A list's line: the spec's lineNumber and quantity. */
export interface ShoppingListLine {
  lineNumber: string;
  quantity: Quantity;
}

export interface ListAdditions<L extends ShoppingListLine> {
  /** The lines added, in the order asked. */
  added: L[];
  /** Asked for, but the list holds them already: their quantities are left as they are. */
  alreadyOnList: string[];
  /** Asked for, but the list was full (MAX_SHOPPING_LIST_ITEMS). */
  listFull: string[];
}

/**
 * Which of `wanted` go on a list holding `existing` (line numbers): a product already on the
 * list keeps its quantity (adding is the same whether pressed once or twice, and a pasted list
 * can be pasted again), one asked twice counts once, and the list takes no more than
 * MAX_SHOPPING_LIST_ITEMS.
 */
export function planListAdditions<L extends ShoppingListLine>(
  existing: readonly string[],
  wanted: readonly L[],
  max = MAX_SHOPPING_LIST_ITEMS,
): ListAdditions<L> {
  const onList = new Set(existing);
  const result: ListAdditions<L> = { added: [], alreadyOnList: [], listFull: [] };
  for (const line of wanted) {
    if (onList.has(line.lineNumber)) {
      if (!result.added.some((added) => added.lineNumber === line.lineNumber)) {
        result.alreadyOnList.push(line.lineNumber);
      }
      continue;
    }
    if (onList.size >= max) {
      result.listFull.push(line.lineNumber);
      continue;
    }
    onList.add(line.lineNumber);
    result.added.push(line);
  }
  return result;
}

/** The line numbers a list's thumbnails show: its first items, at most 4 (spec doc 3 §9). */
export function listThumbnailLineNumbers(
  items: readonly Pick<ShoppingListLine, 'lineNumber'>[],
): string[] {
  return items.slice(0, SHOPPING_LIST_THUMBNAILS).map((item) => item.lineNumber);
}
