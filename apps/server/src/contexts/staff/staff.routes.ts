import type { Identity } from '@grocer/domain/identity/identity';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { StaffService } from './staff.contract.ts';
import {
  customerParamsSchema,
  customerSearchSchema,
  linkLoyaltyCardBodySchema,
} from './staff.schemas.ts';

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
  summary: "One customer's account, sessions, loyalty membership and audit log (staff only).",
  params: customerParamsSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND'],
});

const enrolInLoyalty = apiDoc({
  operationId: 'staffEnrolInLoyalty',
  access: 'staff',
  tag: 'staff',
  summary:
    'Enrols the customer in the loyalty scheme with a new card (201), audited; a member keeps the card held (200). Staff only.',
  params: customerParamsSchema,
  successStatus: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND'],
});

const linkLoyaltyCard = apiDoc({
  operationId: 'staffLinkLoyaltyCard',
  access: 'staff',
  tag: 'staff',
  summary:
    "Links a loyalty card number for the customer (16 digits with one of the scheme's prefixes), audited. Staff only.",
  description:
    'A number outside the card rule is a 400 VALIDATION_FAILED; a card linked to another account is a 409 LOYALTY_CARD_ALREADY_LINKED, ‘This number is already linked to another account.’ Nothing changes on a refusal.',
  params: customerParamsSchema,
  body: linkLoyaltyCardBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'CUSTOMER_NOT_FOUND',
    'LOYALTY_CARD_ALREADY_LINKED',
  ],
});

const removeLoyaltyMembership = apiDoc({
  operationId: 'staffRemoveLoyaltyMembership',
  access: 'staff',
  tag: 'staff',
  summary:
    "Removes the customer's loyalty membership, clearing the card (204), audited; 404 when not a member. Staff only.",
  params: customerParamsSchema,
  successStatus: 204,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND', 'LOYALTY_NOT_A_MEMBER'],
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

  // A customer's loyalty membership (issue 27 part D, decision 0091).
  app.post('/staff/v1/customers/:customerId/loyalty', enrolInLoyalty, async (request, reply) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const { account, joined } = await staff.enrolInLoyalty(identity, customerId);
    return reply.code(joined ? 201 : 200).send(account);
  });

  app.put('/staff/v1/customers/:customerId/loyalty/card', linkLoyaltyCard, async (request) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const { cardNumber } = parseInput(linkLoyaltyCardBodySchema, request.body, 'body');
    return staff.linkLoyaltyCard(identity, customerId, cardNumber);
  });

  app.delete(
    '/staff/v1/customers/:customerId/loyalty',
    removeLoyaltyMembership,
    async (request, reply) => {
      const identity = await requireStaff(request);
      const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
      await staff.removeLoyaltyMembership(identity, customerId);
      return reply.code(204).send();
    },
  );
}
