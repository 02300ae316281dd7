import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../../lib/chunk-loader.ts';
import { ChunkErrorMessage } from './chunk-error-message.tsx';
import {
  BadAddressMessage,
  FetchFailedMessage,
  GenericError,
  NotFoundMessage,
} from './error-message.tsx';

/** A failed fetch's code and text, as a loader throws it with 503 (services.server.ts). */
function fetchFailure(error: unknown): { code: string; text: string } | null {
  if (!isRouteErrorResponse(error) || error.status !== 503) return null;
  const body = error.data as { code?: unknown; message?: unknown } | null;
  return typeof body?.code === 'string' && typeof body.message === 'string'
    ? { code: body.code, text: body.message }
    : null;
}

/** Error boundary for pages inside a layout: the header and footer stay in place. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorMessage error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  const failed = fetchFailure(error);
  if (failed) return <FetchFailedMessage code={failed.code} text={failed.text} />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return <BadAddressMessage />;
  }
  return <GenericError />;
}
