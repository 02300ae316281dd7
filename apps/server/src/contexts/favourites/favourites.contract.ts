/**
 * The favourites context's contract (issue 25, decision 0079; spec doc 3 §3, §4, §7): the
 * products a shopper chose (the heart), and the favourites page's summary and forgotten products
 * made of those, what they bought online and what they bought in our branches.
 *
 * The write side takes a customer id (whom the request acts for): callers check who is asking
 * first. Adding or removing twice is the same as once, on any number of server processes.
 */

/** What PUT and DELETE favourites/{lineNumber} (v2) answer. */
export interface FavouriteToggle {
  lineNumber: string;
  /** True after an add, false after a remove. */
  favourite: boolean;
}

export interface FavouritesService {
  /**
   * The shopper's chosen favourites (user-selected), most recently added first; empty for an
   * anonymous customer id. Compact, for the viewer data of cached pages.
   */
  lineNumbers(customerId: number): Promise<string[]>;
  /**
   * Makes the product a favourite (again: no change). Throws AppError PRODUCT_NOT_FOUND when the
   * catalogue has no product with the line number, VALIDATION_FAILED for a malformed one and
   * UNAUTHENTICATED for an anonymous customer id.
   */
  add(customerId: number, lineNumber: string): Promise<FavouriteToggle>;
  /**
   * No longer a favourite (never one: no change). A favourite whose product has left the
   * catalogue can still be removed; otherwise the same errors as `add`.
   */
  remove(customerId: number, lineNumber: string): Promise<FavouriteToggle>;
}
