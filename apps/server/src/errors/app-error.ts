import type { ErrorCode } from './error-catalogue.ts';

export interface FieldIssue {
  /** Dotted location, e.g. `query.size` or `body.items.0.quantity`. */
  field: string;
  message: string;
}

/** The one error type services and routes throw for expected failures. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];
  /** Why, as a stable word the client branches on (a 423's CONTACT_ADDRESS), when it needs one. */
  readonly reason: string | undefined;
  /** Facts the client's modal needs (a slot's new price, the lines behind a refusal). */
  readonly detail: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: {
      issues?: FieldIssue[];
      cause?: unknown;
      reason?: string;
      detail?: Record<string, unknown>;
    },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.issues = options?.issues ?? [];
    this.reason = options?.reason;
    this.detail = options?.detail;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
