import { type RequestLog, requestInfoContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';

/**
 * Where a loader or action writes a log line: the server's masked logger for this request
 * (decision 0051), never the console, which would skip the masking of card numbers, tokens and
 * emails. An error goes under `err`: `requestLog(context).error({ err }, 'what failed')`. The
 * logger is looked up when a line is written, so code that logs nothing needs no request info.
 */
export function requestLog(context: Readonly<RouterContextProvider>): RequestLog {
  const log = () => context.get(requestInfoContext).log;
  return {
    error: (details, message) => log().error(details, message),
    warn: (details, message) => log().warn(details, message),
    info: (details, message) => log().info(details, message),
  };
}
