import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericError, NotFoundMessage } from './error-message.tsx';

/** Error boundary for pages inside a layout: the header and footer stay in place. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return <GenericError />;
}
