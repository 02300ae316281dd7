import { type ZodError, type ZodType, z } from 'zod';
import { AppError, type FieldIssue } from './app-error.ts';

export type InputSource = 'query' | 'params' | 'body' | 'variables';

export function zodIssues(error: ZodError, source: InputSource): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [source, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** Parses route input; a failure is a 400 whose message names the first bad field. */
export function parseInput<S extends ZodType>(
  schema: S,
  input: unknown,
  source: InputSource,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = zodIssues(result.error, source);
  const firstIssue = issues[0];
  const message = firstIssue
    ? `Invalid ${firstIssue.field}: ${firstIssue.message}`
    : `Invalid ${source}`;
  throw new AppError('VALIDATION_FAILED', message, { issues });
}

/** Strings from outside are bounded: over-long input is a 400, never a slow query. */
export const boundedString = (max: number) => z.string().max(max);
