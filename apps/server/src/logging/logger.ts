import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { maskAuthorization, maskCookie, maskFreeText, maskSensitive } from './mask-sensitive.ts';

/** A caller-supplied request id is reused only when it is short and plain, so logs cannot be forged. */
const INCOMING_REQUEST_ID = /^[\w.:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** What a request log line holds: no bodies, and secrets masked in the URL and headers. */
export function serializeRequest(request: FastifyRequest) {
  const headers = request.headers;
  const authorization = first(headers.authorization);
  const cookie = first(headers.cookie);
  const referer = first(headers.referer);
  return {
    method: request.method,
    url: maskSensitive(request.url),
    remoteAddress: request.ip,
    headers: {
      host: headers.host,
      'user-agent': headers['user-agent'],
      ...(referer ? { referer: maskSensitive(referer) } : {}),
      ...(authorization ? { authorization: maskAuthorization(authorization) } : {}),
      ...(cookie ? { cookie: maskCookie(cookie) } : {}),
    },
  };
}

/**
 * Free text a log line carries (a refusal's `message`, an error's message and stack) may quote
 * what a caller sent (a JSON parse error quotes the body): masked like URLs, so a card number,
 * email or token in it never reaches the logs.
 */
function serializeMessage(message: unknown): unknown {
  return typeof message === 'string' ? maskFreeText(message) : message;
}

function serializeError(error: Error): unknown {
  const serialized: unknown = pino.stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null) return serializeMessage(serialized);
  const { message, stack } = serialized as { message?: unknown; stack?: unknown };
  return { ...serialized, message: serializeMessage(message), stack: serializeMessage(stack) };
}

export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        req: serializeRequest,
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: serializeError,
        message: serializeMessage,
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}
