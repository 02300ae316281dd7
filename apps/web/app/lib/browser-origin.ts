/**
 * The origin the browser asked for (its Host), with the shop's protocol: where an absolute
 * redirect must point so a form's `form-action 'self'` lets the browser follow it (the request's
 * own URL may carry the server's listening address instead). The checkout and the delivery
 * pass's 3-D Secure return both use it.
 */
export function browserOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}
