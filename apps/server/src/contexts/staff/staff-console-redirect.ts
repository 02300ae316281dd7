import { safeRedirectTarget } from '@grocer/domain/navigation/redirect-target';
import { STAFF_CONSOLE_PATH } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance } from 'fastify';

/**
 * `/admin/*` is the staff console's address (ARCHITECTURE.md); its pages are storefront routes
 * under /ecom/admin (decision 0022), so these addresses redirect there, keeping path and query.
 * `/admin/mail` so reaches the mail viewer at /ecom/admin/mail, inside the console session's path.
 */
export function registerStaffConsoleRedirect(app: FastifyInstance): void {
  const toConsole = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => reply.redirect(safeRedirectTarget(`/ecom${request.url}`, STAFF_CONSOLE_PATH), 302);
  app.get('/admin', toConsole);
  app.get('/admin/*', toConsole);
}
