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
  NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  PRODUCT_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  CATEGORY_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  BRANCH_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  OFFER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  CUSTOMER_NOT_FOUND: { status: 404, graphqlType: 'NOT_FOUND' },
  METHOD_NOT_ALLOWED: { status: 405, graphqlType: 'VALIDATION_FAILED' },
  CONFLICT: { status: 409, graphqlType: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlType: 'VALIDATION_FAILED' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, graphqlType: 'VALIDATION_FAILED' },
  SERVICE_UNAVAILABLE: { status: 503, graphqlType: 'SERVICE_UNAVAILABLE' },
  INTERNAL_ERROR: { status: 500, graphqlType: 'INTERNAL_ERROR' },
} as const satisfies Record<string, { status: number; graphqlType: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function graphqlTypeOf(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].graphqlType;
}
