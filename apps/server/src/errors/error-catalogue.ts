/**
 * The one table from stable error codes to HTTP statuses and GraphQL failure types.
 * Contexts add their codes here (e.g. SLOT_FULL) rather than choosing statuses themselves.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  MALFORMED_JSON: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  TOO_MANY_LINE_NUMBERS: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  INVALID_HOST: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  INVALID_REQUEST_TARGET: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  MALFORMED_FORM: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  CROSS_SITE_REQUEST: { status: 403, graphqlType: 'FORBIDDEN' },
  UNAUTHENTICATED: { status: 401, graphqlType: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphqlType: 'FORBIDDEN' },
  // Identity (decision 0021). `error` is the spec's name for the failure (doc 1 §8: a session
  // call's 403 with error soft_locked goes to forgot-password-locked).
  INVALID_CREDENTIALS: { status: 401, graphqlType: 'UNAUTHENTICATED' },
  CSRF_TOKEN_INVALID: { status: 403, graphqlType: 'FORBIDDEN' },
  SOFT_LOCKED: { status: 403, graphqlType: 'FORBIDDEN', error: 'soft_locked' },
  HARD_LOCKED: { status: 403, graphqlType: 'FORBIDDEN', error: 'hard_locked' },
  REGISTRATION_REFUSED: { status: 409, graphqlType: 'CONFLICT' },
  // Password reset and My details (decision 0023). A wrong current password is a 400, never a
  // 401, which clients read as a lapsed session.
  RESET_LINK_EXPIRED: { status: 410, graphqlType: 'NOT_FOUND' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  EMAIL_IN_USE: { status: 409, graphqlType: 'CONFLICT' },
  THROTTLE_LOGIN_ERROR: { status: 429, graphqlType: 'TOO_MANY_REQUESTS' },
  TOO_MANY_REQUESTS: { status: 429, graphqlType: 'TOO_MANY_REQUESTS' },
  // Analytics (decision 0070): events of a category the visitor has not allowed.
  CONSENT_REQUIRED: { status: 403, graphqlType: 'FORBIDDEN' },
  // Address book (decision 0027). A refused delete or edit is a 423 whose body carries the
  // spec's `reason` (CONTACT_ADDRESS, FINAL_ADDRESS, ACTIVE_TROLLEY_ORDER).
  ADDRESS_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  SUGGESTION_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  ADDRESS_LOCKED: { status: 423, graphqlType: 'LOCKED' },
  ADDRESS_BOOK_FULL: { status: 422, graphqlType: 'UNPROCESSABLE' },
  ADDRESS_SUGGESTION_UNKNOWN: { status: 422, graphqlType: 'UNPROCESSABLE' },
  NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  PRODUCT_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  CATEGORY_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  BRANCH_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  // Find a store (decision 0075): what reads as a postcode but is not a UK one.
  INVALID_UK_POSTCODE: { status: 422, graphqlType: 'UNPROCESSABLE' },
  OFFER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  BUNDLE_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  MANAGERS_SPECIAL_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  MANAGERS_SPECIAL_RUNNING: { status: 409, graphqlType: 'CONFLICT' },
  // Sponsored products and menu banners (decision 0096).
  AD_BANNER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  SPONSORED_PLACEMENT_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  PRODUCT_ALREADY_SPONSORED: { status: 409, graphqlType: 'CONFLICT' },
  MAIL_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  CUSTOMER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  // Trolley (decision 0031). Spec doc 1 §8: failures of type 400 or 410 go to the client's
  // conflict handler, so the two trolley conflicts carry those types; others show a modal.
  TROLLEY_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  TROLLEY_ITEM_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  /** A quantity cut down to the product's cap ('Sorry, you can only order 6 of this item'). */
  PRODUCT_CAP_EXCEEDED: { status: 400, graphqlType: '400' },
  /** Not in the catalogue, sold out online, or past its last order date. */
  PRODUCT_NOT_SOLD: { status: 410, graphqlType: '410' },
  TROLLEY_FULL: { status: 409, graphqlType: 'CONFLICT' },
  SAVED_TROLLEY_EXISTS: { status: 409, graphqlType: 'CONFLICT' },
  SAVED_TROLLEY_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  // Slots (decision 0034). The message is the slot modal's title (spec doc 1 §8); a refusal's
  // GraphQL type is its code, so a client picks the modal by it. Conflicts with the state of a
  // slot or the trolley are 409, a slot or reservation past its time 410, a request that can
  // never be met as asked (no delivery there, no earlier days) 422.
  SLOT_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  SLOT_RESERVATION_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  SLOT_TAKEN: { status: 409, graphqlType: 'SLOT_TAKEN' },
  SLOT_EXPIRED: { status: 410, graphqlType: 'SLOT_EXPIRED' },
  NO_SLOTS_AVAILABLE: { status: 422, graphqlType: 'NO_SLOTS_AVAILABLE' },
  NO_EARLIER_SLOTS: { status: 422, graphqlType: 'NO_EARLIER_SLOTS' },
  DELIVERY_AREA_NOT_SERVED: { status: 422, graphqlType: 'DELIVERY_AREA_NOT_SERVED' },
  CHRISTMAS_SLOT_LIMIT: { status: 409, graphqlType: 'CHRISTMAS_SLOT_LIMIT' },
  ENTERTAINING_ONLY_SLOTS: { status: 409, graphqlType: 'ENTERTAINING_ONLY_SLOTS' },
  SLOT_RESTRICTION_CONFLICT: { status: 409, graphqlType: 'SLOT_RESTRICTION_CONFLICT' },
  TROLLEY_HAS_UNAVAILABLE_ITEMS: { status: 409, graphqlType: 'TROLLEY_HAS_UNAVAILABLE_ITEMS' },
  DELIVERY_CHARGE_CHANGED: { status: 409, graphqlType: 'DELIVERY_CHARGE_CHANGED' },
  SLOT_OFFERS_NOT_VALID: { status: 409, graphqlType: 'SLOT_OFFERS_NOT_VALID' },
  // Gift cards, gift vouchers and promo codes (decision 0039). Gift voucher refusals are all
  // ORDER_ORCHESTRATION_037, whose detail carries the inline errors as name and value pairs.
  GIFT_CARD_NOT_VALID: { status: 422, graphqlType: 'GIFT_CARD_NOT_VALID' },
  GIFT_CARD_NO_BALANCE: { status: 422, graphqlType: 'GIFT_CARD_NO_BALANCE' },
  GIFT_CARD_VALIDATION_EXPIRED: { status: 410, graphqlType: 'GIFT_CARD_VALIDATION_EXPIRED' },
  GIFT_CARD_ALREADY_APPLIED: { status: 409, graphqlType: 'GIFT_CARD_ALREADY_APPLIED' },
  GIFT_CARDS_FULL: { status: 409, graphqlType: 'GIFT_CARDS_FULL' },
  GIFT_CARD_BALANCE_CHANGED: { status: 409, graphqlType: 'GIFT_CARD_BALANCE_CHANGED' },
  GIFT_CARD_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  GIFT_VOUCHER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  ORDER_ORCHESTRATION_037: { status: 422, graphqlType: 'ORDER_ORCHESTRATION_037' },
  PROMO_CODE_NOT_APPLIED: { status: 422, graphqlType: 'PROMO_CODE_NOT_APPLIED' },
  PROMO_CODE_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  // Payments (decision 0038). A card number sent to a shop route is refused, never stored.
  CARD_NUMBER_REFUSED: { status: 400, graphqlType: 'VALIDATION_FAILED' },
  PAYMENT_CARD_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  PAYMENT_CARD_TOKEN_UNKNOWN: { status: 422, graphqlType: 'UNPROCESSABLE' },
  PAYMENT_CARD_EXPIRED: { status: 422, graphqlType: 'UNPROCESSABLE' },
  BILLING_ADDRESS_UNKNOWN: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Orders (decision 0040). SECURITY_NEEDED is the spec's 409 that starts card authentication:
  // its detail carries the challenge URL; the order waits until the placement is resumed.
  SECURITY_NEEDED: { status: 409, graphqlType: 'SECURITY_NEEDED' },
  TROLLEY_EMPTY: { status: 422, graphqlType: 'UNPROCESSABLE' },
  NO_SLOT: { status: 422, graphqlType: 'NO_SLOT' },
  HAS_HARD_CONFLICTS: { status: 409, graphqlType: 'HAS_HARD_CONFLICTS' },
  MINIMUM_SPEND_NOT_MET: { status: 422, graphqlType: 'MINIMUM_SPEND_NOT_MET' },
  PAYMENT_DECLINED: { status: 422, graphqlType: 'PAYMENT_DECLINED' },
  INSUFFICIENT_FUNDS: { status: 422, graphqlType: 'INSUFFICIENT_FUNDS' },
  ORDER_EXISTS: { status: 409, graphqlType: 'CONFLICT' },
  PLACEMENT_IN_PROGRESS: { status: 409, graphqlType: 'CONFLICT' },
  // What placing would charge is not what checkout showed (issue 21, decision 0050).
  ORDER_TOTAL_CHANGED: { status: 409, graphqlType: 'ORDER_TOTAL_CHANGED' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Amending an order (decision 0042). Past the cut-off is 410, the spec's amend date error
  // status (doc 2 §4), like SLOT_EXPIRED; the GraphQL type is the code, which picks the modal.
  AMEND_CUTOFF_PASSED: { status: 410, graphqlType: 'AMEND_CUTOFF_PASSED' },
  ORDER_NOT_AMENDABLE: { status: 409, graphqlType: 'ORDER_NOT_AMENDABLE' },
  ORDER_NOT_AMENDING: { status: 409, graphqlType: 'ORDER_NOT_AMENDING' },
  ORIGINAL_SLOT_TAKEN: { status: 409, graphqlType: 'ORIGINAL_SLOT_TAKEN' },
  PERSONALISED_MESSAGE_LOCKED: { status: 422, graphqlType: 'PERSONALISED_MESSAGE_LOCKED' },
  // Fulfilment and payment resolution (decision 0043).
  ORDER_STATUS_CONFLICT: { status: 409, graphqlType: 'CONFLICT' },
  PICKING_INVALID: { status: 422, graphqlType: 'UNPROCESSABLE' },
  PAYMENT_NOT_ALLOWED: { status: 409, graphqlType: 'CONFLICT' },
  // Order history and cancel (decision 0041): a status that cannot be cancelled is a conflict
  // with the order's state; the amend cut-off passed can never be met again.
  ORDER_NOT_CANCELLABLE: { status: 409, graphqlType: 'ORDER_NOT_CANCELLABLE' },
  ORDER_CANCEL_CUTOFF_PASSED: { status: 422, graphqlType: 'ORDER_CANCEL_CUTOFF_PASSED' },
  PAYMENT_VOID_REFUSED: { status: 409, graphqlType: 'PAYMENT_VOID_REFUSED' },
  // Customer care (decision 0076): a form whose fields the validation catalogue refuses (each
  // field's message in `issues`), and one whose hidden trap field came back filled.
  CUSTOMER_CARE_FORM_INVALID: { status: 422, graphqlType: 'UNPROCESSABLE' },
  CUSTOMER_CARE_TRAP_FILLED: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Shopping lists (decision 0081): another shopper's list answers as one that does not exist;
  // a name another of the shopper's lists has is a conflict; limits and products the list cannot
  // take are 422.
  SHOPPING_LIST_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  SHOPPING_LIST_NAME_TAKEN: { status: 409, graphqlType: 'CONFLICT' },
  SHOPPING_LISTS_LIMIT: { status: 422, graphqlType: 'UNPROCESSABLE' },
  SHOPPING_LIST_FULL: { status: 422, graphqlType: 'UNPROCESSABLE' },
  SHOPPING_LIST_PRODUCT_UNKNOWN: { status: 422, graphqlType: 'UNPROCESSABLE' },
  SHOPPING_LIST_UNIT_NOT_SOLD: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Meal plans (decision 0085).
  MEAL_PLAN_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  /** Copying to a week that holds meals already, without asking to replace them. */
  MEAL_PLAN_NEXT_WEEK_PLANNED: { status: 409, graphqlType: 'CONFLICT' },
  MEAL_PLAN_RECIPE_UNKNOWN: { status: 422, graphqlType: 'UNPROCESSABLE' },
  /** A week with no meals (nothing to copy) or no shoppable ingredients. */
  MEAL_PLAN_EMPTY: { status: 422, graphqlType: 'UNPROCESSABLE' },
  MEAL_PLAN_LINE_NOT_IN_LIST: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Loyalty (decision 0086): a card held by another account is a conflict (spec doc 3 §5:
  // 'This number is already linked to another account.'); no membership to show or leave, 404.
  LOYALTY_CARD_ALREADY_LINKED: { status: 409, graphqlType: 'CONFLICT' },
  LOYALTY_NOT_A_MEMBER: { status: 404, graphqlType: 'NOT_FOUND' },
  /** The phone-wallet card could not be made (decision 0089; spec doc 3 §8). */
  LOYALTY_WALLET_UNAVAILABLE: { status: 503, graphqlType: 'SERVICE_UNAVAILABLE' },
  // Delivery pass (decision 0087): one pass at a time; none to change is a 404; a buy completed
  // before the shopper answered the bank's 3-D Secure check is a 422.
  DELIVERY_PASS_ALREADY_ACTIVE: { status: 409, graphqlType: 'CONFLICT' },
  DELIVERY_PASS_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  DELIVERY_PASS_AUTHENTICATION_REQUIRED: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Incentives (decision 0088): another customer's offer, or none, is a 404; an ended one
  // cannot be loaded.
  INCENTIVE_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  INCENTIVE_EXPIRED: { status: 422, graphqlType: 'UNPROCESSABLE' },
  // Recipes (decision 0083).
  RECIPE_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  RECIPE_COLLECTION_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  RECIPE_INGREDIENT_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  /** Spec doc 3 §4: 'Rating already submitted'. */
  RECIPE_RATING_ALREADY_SUBMITTED: { status: 409, graphqlType: 'CONFLICT' },
  /** A selection line names a product its ingredient does not map to. */
  RECIPE_PRODUCT_NOT_IN_RECIPE: { status: 422, graphqlType: 'UNPROCESSABLE' },
  METHOD_NOT_ALLOWED: { status: 405, graphqlType: 'VALIDATION_FAILED' },
  /** A stream (server-sent events) asked for without Accept: text/event-stream. */
  NOT_ACCEPTABLE: { status: 406, graphqlType: 'VALIDATION_FAILED' },
  CONFLICT: { status: 409, graphqlType: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlType: 'VALIDATION_FAILED' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, graphqlType: 'VALIDATION_FAILED' },
  SERVICE_UNAVAILABLE: { status: 503, graphqlType: 'SERVICE_UNAVAILABLE' },
  INTERNAL_ERROR: { status: 500, graphqlType: 'INTERNAL_ERROR' },
} as const satisfies Record<string, { status: number; graphqlType: string; error?: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The spec's lower-case error name for a code, when it has one (e.g. `soft_locked`). */
export function specErrorOf(code: ErrorCode): string | undefined {
  const entry = ERROR_CATALOGUE[code];
  return 'error' in entry ? entry.error : undefined;
}

export function graphqlTypeOf(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].graphqlType;
}
