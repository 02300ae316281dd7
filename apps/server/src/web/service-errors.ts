import { isAppError } from '../errors/app-error.ts';
import { type ErrorCode, httpStatusOf } from '../errors/error-catalogue.ts';

/**
 * What a storefront page should answer when a service refused the request: the 4xx status the
 * error's code maps to (the one table in error-catalogue.ts) and its message; null when the
 * error is not the client's (a fault, which stays a 500).
 */
export function clientErrorOf(error: unknown): { status: number; message: string } | null {
  if (!isAppError(error)) return null;
  const status = httpStatusOf(error.code);
  return status >= 400 && status < 500 ? { status, message: error.message } : null;
}

/**
 * A refusal's code and facts, for a page that acts on one (a delivery pass buy's SECURITY_NEEDED
 * carries the provider's check page); null when the error is not a refusal.
 */
export function clientRefusalOf(
  error: unknown,
): { code: ErrorCode; detail: Record<string, unknown> } | null {
  if (!isAppError(error)) return null;
  return { code: error.code, detail: error.detail ?? {} };
}

/**
 * The status a page answers for a refusal a service returned (not threw) with an error-catalogue
 * code, e.g. a slot booking's `failure.code`: the same table as every API answer.
 */
export function refusalStatusOf(code: ErrorCode): number {
  return httpStatusOf(code);
}
