import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { maskAuthorization, maskCookie, maskSensitive } from './mask-sensitive.ts';

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

export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        req: serializeRequest,
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}
