import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { StaffService } from './staff.contract.ts';
import { customerParamsSchema, customerSearchSchema } from './staff.schemas.ts';

/**
 * Staff REST calls (under /api): the console's customer search and customer view, for a caller
 * whose token or session carries the staff permission. Anonymous callers get 401, others 403.
 */
export async function staffRoutes(app: FastifyInstance, options: { staff: StaffService }) {
  const { staff } = options;

  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await requestIdentity(request);
    if (!isSignedIn(identity)) {
      throw new AppError('UNAUTHENTICATED', 'Sign in with a staff account to use this.');
    }
    if (!identity.permissions.includes(CONSOLE_PERMISSION)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  app.get('/staff/v1/customers', async (request) => {
    const identity = await requireStaff(request);
    const search = parseInput(customerSearchSchema, request.query, 'query');
    return staff.findCustomers(identity, search);
  });

  app.get('/staff/v1/customers/:customerId', async (request) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const view = await staff.viewCustomer(identity, customerId);
    if (!view) throw new AppError('CUSTOMER_NOT_FOUND', `No customer ${customerId}`);
    return view;
  });
}
