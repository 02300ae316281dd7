import type { Identity } from '@grocer/domain/identity/identity';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { StaffService } from './staff.contract.ts';
import { customerParamsSchema, customerSearchSchema } from './staff.schemas.ts';

const findCustomers = apiDoc({
  operationId: 'findCustomers',
  access: 'staff',
  tag: 'staff',
  summary: 'Customers matching an email, a name or an order number (staff only).',
  query: customerSearchSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

const viewCustomer = apiDoc({
  operationId: 'viewCustomer',
  access: 'staff',
  tag: 'staff',
  summary: "One customer's account, sessions and audit log (staff only).",
  params: customerParamsSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND'],
});

/**
 * Staff REST calls (under /api): the console's customer search and customer view, for a caller
 * whose token or session carries the staff permission. Anonymous callers get 401, others 403.
 */
export async function staffRoutes(app: FastifyInstance, options: { staff: StaffService }) {
  const { staff } = options;

  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes(CONSOLE_PERMISSION)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  // Who is asking comes first (decision 0026): strangers get 401 and customers 403 whatever
  // they send; staff then get 400 for input the document says is checked.
  app.get('/staff/v1/customers', findCustomers, async (request) => {
    const identity = await requireStaff(request);
    const search = parseInput(customerSearchSchema, request.query, 'query');
    return staff.findCustomers(identity, search);
  });

  app.get('/staff/v1/customers/:customerId', viewCustomer, async (request) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const view = await staff.viewCustomer(identity, customerId);
    if (!view) throw new AppError('CUSTOMER_NOT_FOUND', `No customer ${customerId}`);
    return view;
  });
}
