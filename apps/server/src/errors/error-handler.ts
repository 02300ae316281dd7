import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { REQUEST_ID_HEADER } from '../logging/logger.ts';
import { AppError, type FieldIssue } from './app-error.ts';
import { type ErrorCode, graphqlTypeOf, httpStatusOf, specErrorOf } from './error-catalogue.ts';
import { zodIssues } from './parse-input.ts';

export interface ErrorBody {
  code: ErrorCode;
  /** The spec's name for the failure, where it has one (`soft_locked`, `hard_locked`). */
  error?: string;
  message: string;
  requestId: string;
  issues?: FieldIssue[];
  /** Why, where the client branches on it (a 423 from the address book: CONTACT_ADDRESS…). */
  reason?: string;
  /** Facts the client's modal needs (a slot refusal's new price or lines). */
  detail?: Record<string, unknown>;
}

/** Fastify's own request errors, mapped to our codes so clients see one vocabulary. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong on our side.';

/** Turns any thrown value into the code and client-safe message to answer with. */
export function describeError(error: unknown): {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  reason?: string;
  detail?: Record<string, unknown>;
  expected: boolean;
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.issues.length > 0 ? { issues: error.issues } : {}),
      ...(error.reason === undefined ? {} : { reason: error.reason }),
      ...(error.detail === undefined ? {} : { detail: error.detail }),
      expected: true,
    };
  }
  if (error instanceof ZodError) {
    const issues = zodIssues(error, 'body');
    return {
      code: 'VALIDATION_FAILED',
      message: `Invalid ${issues[0]?.field ?? 'input'}: ${issues[0]?.message ?? ''}`,
      issues,
      expected: true,
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return { code: mapped, message: fastifyError.message ?? mapped, expected: true };
  // Any other client error Fastify flags (4xx) is still the client's, never a 500.
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      code: fastifyError.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
      message: fastifyError.message ?? 'Bad request',
      expected: true,
    };
  }
  return { code: 'INTERNAL_ERROR', message: GENERIC_ERROR_MESSAGE, expected: false };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  issues?: FieldIssue[],
  reason?: string,
  detail?: Record<string, unknown>,
) {
  const error = specErrorOf(code);
  const body: ErrorBody = {
    code,
    ...(error ? { error } : {}),
    message,
    requestId: request.id,
    ...(issues ? { issues } : {}),
    ...(reason === undefined ? {} : { reason }),
    ...(detail === undefined ? {} : { detail }),
  };
  return reply.code(httpStatusOf(code)).type('application/json; charset=utf-8').send(body);
}

/** GraphQL failures carry the same codes, as `{message, type}` (spec doc 1 §7). */
export function toGraphqlFailure(error: unknown): { message: string; type: string } {
  const { code, message } = describeError(error);
  return { message, type: graphqlTypeOf(code) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const described = describeError(error);
    if (described.expected) {
      request.log.info({ code: described.code, message: described.message }, 'request rejected');
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    const message = described.expected
      ? described.message
      : `${GENERIC_ERROR_MESSAGE} Please quote reference ${request.id}.`;
    return sendError(
      request,
      reply,
      described.code,
      message,
      described.issues,
      described.reason,
      described.detail,
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      'NOT_FOUND',
      `Nothing at ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}

/**
 * Errors Fastify meets before a route is chosen (a path that does not decode, like `/api/x/%`,
 * or a path parameter over the length limit): answered in our error body like every other
 * refusal, instead of Fastify's own. Fastify's onRequest hooks have not run, hence the id here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const described = describeError(error);
  request.log.info({ code: error.code, message: error.message }, 'request rejected before routing');
  reply.header(REQUEST_ID_HEADER, request.id);
  const message = described.expected
    ? described.message
    : `${GENERIC_ERROR_MESSAGE} Please quote reference ${request.id}.`;
  return sendError(request, reply, described.code, message);
}

/**
 * JSON body parser whose error says what is wrong and where (the default one only says
 * "not valid JSON"). Fastify's parser still runs first for its prototype-poisoning checks.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    defaultParser(request, body, (error, value) => {
      if (!error) return done(null, value);
      let detail = error.message;
      try {
        JSON.parse(body);
      } catch (syntaxError) {
        detail = (syntaxError as Error).message;
      }
      const message =
        body.length === 0
          ? 'Request body is empty but content-type is application/json'
          : `Request body is not valid JSON: ${detail}`;
      done(new AppError('MALFORMED_JSON', message), undefined);
    });
  });
}
