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

  constructor(
    code: ErrorCode,
    message: string,
    options?: { issues?: FieldIssue[]; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.issues = options?.issues ?? [];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
