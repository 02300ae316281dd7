import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../../lib/chunk-loader.ts';
import { ChunkErrorMessage } from './chunk-error-message.tsx';
import { BadAddressMessage, GenericError, NotFoundMessage } from './error-message.tsx';

/** Error boundary for pages inside a layout: the header and footer stay in place. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorMessage error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return <BadAddressMessage />;
  }
  return <GenericError />;
}
