/**
 * Where shopping lists live in the storefront (spec doc 1 §2 "lists; shopping-lists and
 * shopping-lists/{shoppingListName?}/{shoppingListId}", doc 3 §2 "shopping lists derive titles
 * from the path"; decision 0081). The name segment is the list's name as typed, percent-encoded,
 * so the page's title is the path's name read back.
 */

export const LISTS_PATH = '/ecom/lists';

/** The Lists page offering to add the product `lineNumber` to a list (the menu without JavaScript). */
export function addToListPath(lineNumber: string): string {
  return `${LISTS_PATH}?add=${encodeURIComponent(lineNumber)}`;
}

export function shoppingListPath(list: { id: number; name: string }): string {
  return `/ecom/shopping-lists/${encodeURIComponent(list.name)}/${list.id}`;
}

/**
 * The page title a list's path gives: its name segment read back (a segment that is not valid
 * percent-encoding is shown as it is), or null when the path names no list.
 */
export function shoppingListTitleFromPath(nameSegment: string | undefined): string | null {
  if (nameSegment === undefined || nameSegment === '') return null;
  try {
    return decodeURIComponent(nameSegment);
  } catch {
    return nameSegment;
  }
}

/** A list id as a path carries it, or null. */
export function shoppingListIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,8}$/.test(segment)) return null;
  return Number(segment);
}
