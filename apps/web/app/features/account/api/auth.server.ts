import type { ClientInfo } from '@grocer/server/contexts/identity/auth.contract';
import { identityContext, requestInfoContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

export {
  clearRegistrationDraftCookie,
  clearSessionCookie,
  REGISTRATION_DRAFT_COOKIE,
  registrationDraftCookie,
  sessionCookie,
} from '@grocer/server/contexts/identity/session-cookie.contract';

type Context = Readonly<RouterContextProvider>;

/** The identity context's sign-in, registration and sign-out service. */
export function authService(context: Context) {
  return getServices(context).auth;
}

/** Who is asking, for throttling (the address Fastify saw, proxy-aware). */
export function clientOf(context: Context): ClientInfo {
  return { ip: context.get(requestInfoContext).clientIp };
}

export function identityOf(context: Context) {
  return context.get(identityContext)();
}

/** A form field as text ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
